import { type Address, decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex, isAddress, isAddressEqual, numberToHex } from 'viem'
import type { MethodHandler, TestWalletContext } from './createTestWalletHandlers.js'
import { parseChainId, toHexChainId } from './parseChainId.js'
import { invalidParams, ProviderRpcError, RPC_ERROR_CODES } from './providerRpcError.js'
import { rpcRequest } from './rpcRequest.js'
import type { TestWalletChain } from './testWallet.js'

/** One asset of a `wallet_getAssets` answer (ERC-7811). */
export interface TestWalletAsset {
  readonly address: Address | 'native'
  readonly balance: Hex
  readonly type: 'native' | 'erc20'
  readonly metadata: { readonly name: string; readonly symbol: string; readonly decimals: number }
}

const ASSET_TYPES = ['native', 'erc20'] as const

async function readToken(chain: TestWalletChain, token: Address, account: Address): Promise<TestWalletAsset | undefined> {
  const call = async <F extends 'balanceOf' | 'decimals' | 'symbol' | 'name'>(functionName: F, args: readonly unknown[] = []) => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName, args } as never)
    const result = (await rpcRequest(chain.rpcUrl, 'eth_call', [{ to: token, data }, 'latest'])) as Hex
    return decodeFunctionResult({ abi: erc20Abi, functionName, data: result } as never) as unknown
  }
  try {
    const [balance, decimals, symbol, name] = await Promise.all([call('balanceOf', [account]), call('decimals'), call('symbol'), call('name')])
    return {
      address: token,
      balance: numberToHex(balance as bigint),
      type: 'erc20',
      metadata: { name: name as string, symbol: symbol as string, decimals: Number(decimals) },
    }
  } catch {
    // Not an ERC-20 on this chain (no code): a wallet leaves it out.
    return undefined
  }
}

/**
 * ERC-7811 asset discovery for the test wallet: `wallet_getAssets` reads, on each of its chains
 * (or those of `chainFilter`), the account's native balance and its balance of each `tokens`
 * ERC-20 from the chain; `assetTypeFilter` narrows the types. Only for the connected account.
 */
export function createAssetDiscoveryHandlers(ctx: TestWalletContext, tokens: readonly Address[]): Readonly<Record<string, MethodHandler>> {
  return {
    wallet_getAssets: async (params) => {
      const request = ((Array.isArray(params) ? params[0] : undefined) ?? {}) as { account?: unknown; chainFilter?: unknown; assetTypeFilter?: unknown }
      if (!ctx.isAuthorized()) throw new ProviderRpcError(RPC_ERROR_CODES.unauthorized, 'Not authorized: call eth_requestAccounts first.')
      const account = ctx.account().address
      if (typeof request.account !== 'string' || !isAddress(request.account, { strict: false })) throw invalidParams('account must be an address')
      if (!isAddressEqual(request.account as Address, account))
        throw new ProviderRpcError(RPC_ERROR_CODES.unauthorized, `Not authorized for address ${request.account}.`)
      if (request.chainFilter !== undefined && !Array.isArray(request.chainFilter)) throw invalidParams('chainFilter must be an array of chain ids')
      if (request.assetTypeFilter !== undefined && !Array.isArray(request.assetTypeFilter)) throw invalidParams('assetTypeFilter must be an array')
      const wanted = (request.chainFilter as unknown[] | undefined)?.map(parseChainId)
      const types = ((request.assetTypeFilter as unknown[] | undefined) ?? ASSET_TYPES).map((type) => String(type).toLowerCase())
      const chains = ctx.chains().filter((chain) => !wanted || wanted.includes(chain.chainId))
      const entries = await Promise.all(
        chains.map(async (chain) => {
          const assets: TestWalletAsset[] = []
          if (types.includes('native')) {
            const balance = (await rpcRequest(chain.rpcUrl, 'eth_getBalance', [account, 'latest'])) as Hex
            assets.push({ address: 'native', balance, type: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } })
          }
          if (types.includes('erc20')) {
            const read = await Promise.all(tokens.map((token) => readToken(chain, token, account)))
            assets.push(...read.filter((asset): asset is TestWalletAsset => asset !== undefined))
          }
          return [toHexChainId(chain.chainId), assets] as const
        }),
      )
      return Object.fromEntries(entries)
    },
  }
}
