import { type Address, type Hex, isAddressEqual, isHex, type LocalAccount, type TypedDataDefinition } from 'viem'
import { parseChainId, toHexChainId } from './parseChainId.js'
import { parseTransactionRequest } from './parseTransactionRequest.js'
import { invalidParams, ProviderRpcError, RPC_ERROR_CODES, userRejected } from './providerRpcError.js'
import { sendTestWalletTransaction } from './sendTestWalletTransaction.js'
import type { TestWalletChain } from './testWallet.js'

/** What the method handlers may read and change of the wallet's state. */
export interface TestWalletContext {
  account(): LocalAccount
  chain(): TestWalletChain
  isAuthorized(): boolean
  isRejecting(): boolean
  authorize(): void
  deauthorize(): void
  findChain(chainId: number): TestWalletChain | undefined
  chains(): readonly TestWalletChain[]
  addChain(chain: TestWalletChain): void
  selectChain(chainId: number): void
}

export type MethodHandler = (params: unknown) => unknown

const first = (params: unknown): unknown => (Array.isArray(params) ? params[0] : undefined)

function permissions(ctx: TestWalletContext): unknown[] {
  if (!ctx.isAuthorized()) return []
  return [
    {
      parentCapability: 'eth_accounts',
      invoker: 'kit-test-wallet',
      caveats: [{ type: 'restrictReturnedAccounts', value: [ctx.account().address] }],
    },
  ]
}

/** Throws 4100 unless the wallet is authorized (for `address`, when given). */
function signer(ctx: TestWalletContext, address: unknown): LocalAccount {
  const account = ctx.account()
  if (!ctx.isAuthorized()) {
    throw new ProviderRpcError(RPC_ERROR_CODES.unauthorized, 'Not authorized: call eth_requestAccounts first.')
  }
  if (address !== undefined && (typeof address !== 'string' || !isHex(address) || !isAddressEqual(address as Address, account.address))) {
    throw new ProviderRpcError(RPC_ERROR_CODES.unauthorized, `Not authorized for address ${String(address)}.`)
  }
  return account
}

function approve(ctx: TestWalletContext, what: string): void {
  if (ctx.isRejecting()) throw userRejected(what)
}

function requestAccounts(ctx: TestWalletContext): Address[] {
  approve(ctx, 'eth_requestAccounts')
  ctx.authorize()
  return [ctx.account().address]
}

/** The wallet's own implementation of every non-forwarded method. */
export function createTestWalletHandlers(ctx: TestWalletContext): Readonly<Record<string, MethodHandler>> {
  return {
    eth_requestAccounts: () => requestAccounts(ctx),
    eth_accounts: () => (ctx.isAuthorized() ? [ctx.account().address] : []),
    eth_chainId: () => toHexChainId(ctx.chain().chainId),
    wallet_requestPermissions: () => {
      requestAccounts(ctx)
      return permissions(ctx)
    },
    wallet_getPermissions: () => permissions(ctx),
    wallet_revokePermissions: () => {
      ctx.deauthorize()
      return null
    },
    wallet_switchEthereumChain: (params) => {
      const chainId = parseChainId((first(params) as { chainId?: unknown } | undefined)?.chainId)
      if (!ctx.findChain(chainId)) {
        throw new ProviderRpcError(
          RPC_ERROR_CODES.unrecognizedChain,
          `Unrecognized chain ID "${toHexChainId(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
        )
      }
      ctx.selectChain(chainId)
      return null
    },
    wallet_addEthereumChain: (params) => {
      const request = first(params) as { chainId?: unknown; rpcUrls?: unknown; chainName?: unknown } | undefined
      const chainId = parseChainId(request?.chainId)
      const rpcUrl: unknown = Array.isArray(request?.rpcUrls) ? request.rpcUrls[0] : undefined
      if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl)) throw invalidParams('rpcUrls must contain an http(s) URL')
      approve(ctx, 'wallet_addEthereumChain')
      // A chain configured in the test keeps its (local) RPC; dapps often pass public URLs.
      if (!ctx.findChain(chainId)) {
        const name = typeof request?.chainName === 'string' ? request.chainName : undefined
        ctx.addChain(name ? { chainId, rpcUrl, name } : { chainId, rpcUrl })
      }
      ctx.selectChain(chainId)
      return null
    },
    personal_sign: async (params) => {
      const [message, address] = Array.isArray(params) ? params : []
      if (typeof message !== 'string') throw invalidParams('expected [message, address]')
      const account = signer(ctx, address)
      approve(ctx, 'personal_sign')
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    },
    eth_signTypedData_v4: async (params) => {
      const [address, data] = Array.isArray(params) ? params : []
      const account = signer(ctx, address)
      let typedData: unknown
      try {
        typedData = typeof data === 'string' ? JSON.parse(data) : data
      } catch {
        throw invalidParams('typed data is not valid JSON')
      }
      if (typeof typedData !== 'object' || typedData === null) throw invalidParams('expected [address, typedData]')
      approve(ctx, 'eth_signTypedData_v4')
      return account.signTypedData(typedData as TypedDataDefinition)
    },
    eth_sendTransaction: async (params): Promise<Hex> => {
      const tx = parseTransactionRequest(params)
      const account = signer(ctx, tx.from)
      const chain = ctx.chain()
      if (tx.chainId !== undefined && tx.chainId !== chain.chainId) {
        throw invalidParams(`transaction chainId ${tx.chainId} differs from the current chain ${chain.chainId}`)
      }
      approve(ctx, 'eth_sendTransaction')
      return sendTestWalletTransaction(account, chain.rpcUrl, tx)
    },
  }
}
