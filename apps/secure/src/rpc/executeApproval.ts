import type { KeyObject } from 'node:crypto'
import { FRAME_ERROR_CODES, FRAME_ERROR_MESSAGES } from '@kit/frame-protocol'
import { createWalletClient, defineChain, type Hex, http } from 'viem'
import type { User } from '../auth/users.js'
import type { SecureContext } from '../context.js'
import { type Device, verifyDeviceSignature } from '../device/deviceKeys.js'
import { approvalProofMessage } from '../device/deviceMessages.js'
import { badRequest, HttpError } from '../http/httpError.js'
import { executeAccountTypeRequest } from '../smartAccount/accountTypeApproval.js'
import { sendCallBatch } from '../smartAccount/callBatches.js'
import { revertDataOf, transactionRevertError } from '../smartAccount/callReverts.js'
import { loadSigner } from '../wallet/wallets.js'
import { executeSolanaRequest } from './executeSolanaRequest.js'
import { isSolanaRequest } from './solanaRequests.js'
import { toViemTypedData, type UnsafeRequest } from './unsafeRequests.js'

interface ApprovalRow {
  method: string
  params: string
  chain_id: number
  rpc_url: string
  device_id: string | null
  request_hash: string | null
}

/** The decision on a pending approval, as the frame sends it. */
export interface ApprovalDecision {
  readonly approve: boolean
  /** The device key's signature of `approvalProofMessage` (id, request hash, decision); required to approve. */
  readonly proof?: string | undefined
}

const big = (value: string | undefined): bigint | undefined => (value === undefined ? undefined : BigInt(value))

/**
 * The user's decision on a pending approval (single use, only by its owner on the device that
 * received it). Rejecting fails with 'User rejected the request' (4001). Approving needs the
 * device key's proof over the approval id and the hash of the exact stored request (403 'Invalid
 * approval proof' otherwise, and the approval stays pending); then this process signs with the
 * decrypted key and returns the signature or transaction hash (for an account-type change, the
 * EIP-7702 delegation exactly as stored and the new type).
 */
export async function executeApproval(
  ctx: SecureContext,
  user: User,
  device: Device & { key: KeyObject },
  approvalId: string,
  decision: ApprovalDecision,
): Promise<unknown> {
  const now = ctx.now()
  const [pending] = await ctx.db.query<{ request_hash: string | null; device_id: string | null }>(
    'select request_hash, device_id from secure_approvals where id = $1 and user_id = $2 and decided_at is null and expires_at > $3',
    [approvalId, user.id, now],
  )
  if (!pending || pending.device_id !== device.id) throw badRequest('This request is no longer pending', FRAME_ERROR_CODES.invalidParams)
  if (decision.approve) {
    const message = approvalProofMessage({ approvalId, requestHash: pending.request_hash ?? '', approve: true })
    if (!decision.proof || !pending.request_hash || !verifyDeviceSignature(device.key, message, decision.proof))
      throw new HttpError(403, 'Invalid approval proof', 'APPROVAL_PROOF_INVALID')
  }
  const [row] = await ctx.db.query<ApprovalRow>(
    `update secure_approvals set decided_at = $3 where id = $1 and user_id = $2 and decided_at is null and expires_at > $3
     returning method, params, chain_id, rpc_url, device_id, request_hash`,
    [approvalId, user.id, now],
  )
  if (!row) throw badRequest('This request is no longer pending', FRAME_ERROR_CODES.invalidParams)
  if (!decision.approve) throw new HttpError(400, FRAME_ERROR_MESSAGES.userRejected, FRAME_ERROR_CODES.userRejected)
  const request = JSON.parse(row.params) as UnsafeRequest
  if (isSolanaRequest(request)) return executeSolanaRequest(ctx, user.id, request, row.rpc_url)
  const account = await loadSigner(ctx, user.id)
  if (request.method === 'personal_sign') {
    return account.signMessage({ message: request.raw ? { raw: request.message as Hex } : request.message })
  }
  if (request.method === 'eth_signTypedData_v4') {
    try {
      return await account.signTypedData(toViemTypedData(request.typedData))
    } catch (error) {
      throw badRequest(`Invalid typed data: ${error instanceof Error ? error.message.split('\n')[0] : 'unknown error'}`, FRAME_ERROR_CODES.invalidParams)
    }
  }
  if (request.method === 'kit_setPreferredAccount' || request.method === 'kit_initSmartAccount')
    return executeAccountTypeRequest(ctx, { userId: user.id, account, chainId: row.chain_id, rpcUrl: row.rpc_url, request })
  if (request.method === 'wallet_sendCalls')
    return sendCallBatch(ctx, {
      userId: user.id,
      account,
      chainId: row.chain_id,
      rpcUrl: row.rpc_url,
      calls: request.calls,
      atomicRequired: request.atomicRequired,
    })
  const chain = defineChain({
    id: row.chain_id,
    name: `eip155:${row.chain_id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [row.rpc_url] } },
  })
  const wallet = createWalletClient({ account, chain, transport: http(row.rpc_url, { timeout: 10_000, retryCount: 0 }) })
  const { transaction } = request
  const fees =
    transaction.gasPrice !== undefined
      ? { gasPrice: big(transaction.gasPrice) }
      : { maxFeePerGas: big(transaction.maxFeePerGas), maxPriorityFeePerGas: big(transaction.maxPriorityFeePerGas) }
  try {
    return await wallet.sendTransaction({
      to: (transaction.to ?? undefined) as Hex | undefined,
      value: big(transaction.value),
      data: (transaction.data ?? transaction.input) as Hex | undefined,
      gas: big(transaction.gas),
      nonce: transaction.nonce === undefined ? undefined : Number(BigInt(transaction.nonce)),
      ...fees,
    } as Parameters<typeof wallet.sendTransaction>[0])
  } catch (error) {
    // A revert (found by the gas estimate) is decoded like a batch's: which call, which error.
    const reverted = revertDataOf(error)
    if (reverted) throw transactionRevertError({ to: transaction.to ?? '', data: transaction.data ?? transaction.input, value: transaction.value }, reverted)
    const message = error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message.split('\n')[0]) : 'Transaction failed'
    throw new HttpError(400, message ?? 'Transaction failed', FRAME_ERROR_CODES.internal)
  }
}
