import {
  type ChainId,
  type ChainNamespace,
  FRAME_ERROR_CODES,
  FRAME_ERROR_MESSAGES,
  formatUnsupportedMethodMessage,
  isAllowedRpcMethod,
  isSafeRpcMethod,
  isSolanaRpcMethod,
  UNSUPPORTED_METHOD_DELAY_MS,
} from '@kit/frame-protocol'
import { numberToHex } from 'viem'
import type { User } from '../auth/users.js'
import type { SecureContext } from '../context.js'
import { HttpError } from '../http/httpError.js'
import { getCallBatchStatus } from '../smartAccount/callBatches.js'
import { simulateBatch } from '../smartAccount/simulateBatch.js'
import { walletCapabilities } from '../smartAccount/walletCapabilities.js'
import { ensureSolanaWallet } from '../wallet/solanaWallets.js'
import { createApproval, type PendingApproval } from './createApproval.js'
import { proxyRpc } from './proxyRpc.js'
import { resolveChain, resolveSolanaChain } from './resolveChain.js'
import { assertSignInDomain } from './signInDomain.js'
import { parseSolanaRequest } from './solanaRequests.js'
import { parseUnsafeRequest, previewUnsafeRequest } from './unsafeRequests.js'

export interface RpcRequest {
  readonly method: string
  readonly params?: unknown
  readonly chainId?: ChainId | undefined
  readonly chainNamespace?: ChainNamespace | undefined
  readonly rpcUrl?: string | undefined
  /** The parent origin the frame observed (a sign-in message is signed only for its host). */
  readonly parentOrigin?: string | undefined
}

export type RpcOutcome = { status: 'done'; result: unknown } | { status: 'approval_required'; approval: PendingApproval }

/** Methods with an approval flow here; other unsafe methods are allowed by docs/rules but not supported yet. */
const SIGNING_METHODS = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls'])

/**
 * `RPC request`: disallowed methods fail with 'Requested RPC call is not allowed'; safe methods
 * run directly (account methods answered here, reads proxied to the chain); signing methods
 * return a pending approval the user must confirm on the frame; the rest fail after 300 ms.
 */
export async function handleRpc(ctx: SecureContext, user: User, request: RpcRequest, deviceId: string): Promise<RpcOutcome> {
  const { method } = request
  if (!isAllowedRpcMethod(method)) throw new HttpError(403, FRAME_ERROR_MESSAGES.rpcNotAllowed, FRAME_ERROR_CODES.unauthorized)
  const namespace = request.chainNamespace ?? 'eip155'
  if (namespace === 'solana' && isSolanaRpcMethod(method)) return solanaRpc(ctx, user, request, method, deviceId)
  const supported = namespace === 'eip155' && (isSafeRpcMethod(method) || SIGNING_METHODS.has(method)) && !UNSUPPORTED_READS.has(method)
  if (!supported) {
    await ctx.sleep(UNSUPPORTED_METHOD_DELAY_MS)
    throw new HttpError(400, formatUnsupportedMethodMessage(method), FRAME_ERROR_CODES.unsupportedMethod)
  }
  const { chain, rpcUrl } = resolveChain(ctx.config, request.chainId, request.rpcUrl)
  if (method === 'eth_accounts' || method === 'eth_requestAccounts') return { status: 'done', result: [user.address] }
  if (method === 'eth_chainId') return { status: 'done', result: numberToHex(chain.id) }
  if (method === 'wallet_getCapabilities') return { status: 'done', result: await walletCapabilities(ctx, user) }
  if (method === 'wallet_getCallsStatus')
    return { status: 'done', result: await getCallBatchStatus(ctx, user.id, Array.isArray(request.params) ? request.params[0] : undefined) }
  if (isSafeRpcMethod(method)) return { status: 'done', result: await proxyRpc(rpcUrl, method, request.params) }

  const unsafe = parseUnsafeRequest(method, request.params, user.address)
  if (unsafe.method === 'wallet_sendCalls') {
    const batchChain = Array.isArray(request.params) ? (request.params[0] as { chainId?: unknown } | undefined)?.chainId : undefined
    if (typeof batchChain === 'string' && Number(BigInt(batchChain)) !== chain.id)
      throw new HttpError(400, `The wallet is on chain ${chain.id}, not ${batchChain}`, FRAME_ERROR_CODES.unsupportedChainId)
  }
  let preview = previewUnsafeRequest(unsafe, chain.name)
  // The approval screen says which call of a batch would revert, and why, before the user decides.
  if (unsafe.method === 'wallet_sendCalls' && preview.kind === 'calls')
    preview = { ...preview, failure: (await simulateBatch(rpcUrl, user.address, unsafe.calls))?.message ?? null }
  assertSignInDomain(preview, request.parentOrigin)
  return { status: 'approval_required', approval: await createApproval(ctx, { user, deviceId, request: unsafe, chainId: chain.id, rpcUrl, preview }) }
}

/**
 * The Solana methods (docs/rules/calls.md) on a configured cluster: validated against the user's Solana
 * account, then a pending approval exactly like the EVM ones (same screen, same device proof).
 */
async function solanaRpc(
  ctx: SecureContext,
  user: User,
  request: RpcRequest,
  method: Parameters<typeof parseSolanaRequest>[0],
  deviceId: string,
): Promise<RpcOutcome> {
  const { chain, rpcUrl } = resolveSolanaChain(ctx.config, request.chainId, request.rpcUrl)
  const account = user.solanaAddress ?? (await ensureSolanaWallet(ctx, user.id))
  const unsafe = parseSolanaRequest(method, request.params, account, chain.id)
  const preview = previewUnsafeRequest(unsafe, chain.name)
  return { status: 'approval_required', approval: await createApproval(ctx, { user, deviceId, request: unsafe, chainId: chain.id, rpcUrl, preview }) }
}

/** Allowed read methods this server does not implement. */
const UNSUPPORTED_READS = new Set(['wallet_getAssets'])
