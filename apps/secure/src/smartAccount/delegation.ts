import { FRAME_ERROR_CODES, FRAME_ERROR_MESSAGES } from '@kit/frame-protocol'
import {
  type Address,
  type Chain,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  type PrivateKeyAccount,
  type Transport,
  type WalletClient,
  zeroAddress,
} from 'viem'
import type { ChainConfig } from '../config/secureConfigSchema.js'
import type { SecureContext } from '../context.js'
import { HttpError } from '../http/httpError.js'
import { proxyRpc } from '../rpc/proxyRpc.js'
import type { Delegation } from './accountTypeRequest.js'

/** The code of an account delegated to `delegate` (EIP-7702: 0xef0100 ++ address). */
export const delegationCode = (delegate: string): string => `0xef0100${delegate.slice(2).toLowerCase()}`

export async function readCode(rpcUrl: string, address: string): Promise<string> {
  return String((await proxyRpc(rpcUrl, 'eth_getCode', [address, 'latest'])) ?? '0x').toLowerCase()
}

/** True when `address` is delegated to the configured Simple7702Account on the chain (docs/rules: smartAccountDeployed). */
export async function isSmartAccountDeployed(ctx: SecureContext, rpcUrl: string, address: string): Promise<boolean> {
  return (await readCode(rpcUrl, address).catch(() => '0x')) === delegationCode(ctx.config.smartAccountDelegate)
}

/** The configured chains where the delegate contract has code (docs/rules: smart-account-enabled networks). */
export async function smartAccountEnabledChains(ctx: SecureContext): Promise<ChainConfig[]> {
  const checks = await Promise.all(
    ctx.config.chains.map(async (chain) => {
      for (const rpcUrl of chain.rpcUrls) {
        const code = await readCode(rpcUrl, ctx.config.smartAccountDelegate).catch(() => undefined)
        if (code !== undefined) return code !== '0x'
      }
      return false
    }),
  )
  return ctx.config.chains.filter((_, index) => checks[index])
}

export function walletClientFor(account: PrivateKeyAccount, chainId: number, rpcUrl: string): WalletClient<Transport, Chain, PrivateKeyAccount> {
  const chain = defineChain({
    id: chainId,
    name: `eip155:${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return createWalletClient({ account, chain, transport: http(rpcUrl, { timeout: 10_000, retryCount: 0 }) })
}

/** The account's pending transaction nonce (what a delegation request is bound to). */
export async function pendingNonce(rpcUrl: string, address: string): Promise<number> {
  return Number(BigInt(String(await proxyRpc(rpcUrl, 'eth_getTransactionCount', [address, 'pending']))))
}

/**
 * Delegates the user's EOA to `delegation.delegate` (an EIP-7702 authorisation signed with the
 * user's key, sent by the account itself in a transaction to itself) and waits for it to be on
 * chain. Called only for an approved request: it signs exactly that request (this chain, that
 * delegate, transaction nonce `delegation.nonce` and authorisation nonce + 1) or nothing; if the
 * account's nonce moved since the user was asked, it refuses (409) before signing. The account
 * pays the gas: without funds this fails, and the caller keeps 'eoa'.
 */
export async function deploySmartAccount(
  ctx: SecureContext,
  account: PrivateKeyAccount,
  parameters: { chainId: number; rpcUrl: string; delegation: Delegation },
): Promise<void> {
  const { rpcUrl, delegation } = parameters
  const failed = FRAME_ERROR_MESSAGES.smartAccountSetupFailed
  if (delegation.delegate.toLowerCase() !== ctx.config.smartAccountDelegate.toLowerCase())
    throw new HttpError(400, `${failed}: the delegate is not this wallet's smart account`, FRAME_ERROR_CODES.internal)
  if (await isSmartAccountDeployed(ctx, rpcUrl, account.address)) return
  await sendDelegation(ctx, account, { ...parameters, expectedCode: delegationCode(delegation.delegate), failed })
}

/**
 * Removes the account's delegation: EIP-7702's authorisation to the zero address, which resets the
 * account's code to empty (a plain EOA again), signed and sent exactly as {@link deploySmartAccount}
 * does (same nonce binding, the account pays the gas). Nothing to do when the code is already empty.
 */
export async function removeDelegation(
  ctx: SecureContext,
  account: PrivateKeyAccount,
  parameters: { chainId: number; rpcUrl: string; delegation: Delegation },
): Promise<void> {
  const failed = FRAME_ERROR_MESSAGES.smartAccountRemovalFailed
  if (parameters.delegation.delegate.toLowerCase() !== zeroAddress)
    throw new HttpError(400, `${failed}: a removal authorises the zero address`, FRAME_ERROR_CODES.internal)
  if ((await readCode(parameters.rpcUrl, account.address)) === '0x') return
  await sendDelegation(ctx, account, { ...parameters, expectedCode: '0x', failed })
}

async function sendDelegation(
  ctx: SecureContext,
  account: PrivateKeyAccount,
  parameters: { chainId: number; rpcUrl: string; delegation: Delegation; expectedCode: string; failed: string },
): Promise<void> {
  const { chainId, rpcUrl, delegation, failed } = parameters
  if ((await pendingNonce(rpcUrl, account.address)) !== delegation.nonce)
    throw new HttpError(409, `${failed}: the account changed since you approved, try again`, FRAME_ERROR_CODES.internal)
  const wallet = walletClientFor(account, chainId, rpcUrl)
  let hash: Hex
  try {
    const authorization = await wallet.signAuthorization({ contractAddress: delegation.delegate as Address, chainId, nonce: delegation.nonce + 1 })
    hash = await wallet.sendTransaction({ to: account.address, authorizationList: [authorization], data: '0x', nonce: delegation.nonce })
  } catch (error) {
    const detail = error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message.split('\n')[0]) : ''
    throw new HttpError(400, `${failed}${detail ? `: ${detail}` : ''}`, FRAME_ERROR_CODES.internal)
  }
  for (let attempt = 0; attempt < 100; attempt++) {
    const receipt = (await proxyRpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) as { status?: string } | null
    if (receipt) {
      if (receipt.status !== '0x1' || (await readCode(rpcUrl, account.address)) !== parameters.expectedCode)
        throw new HttpError(400, failed, FRAME_ERROR_CODES.internal)
      return
    }
    await ctx.sleep(100)
  }
  throw new HttpError(504, failed, FRAME_ERROR_CODES.internal)
}
