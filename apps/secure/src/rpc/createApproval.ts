import { randomUUID } from 'node:crypto'
import type { User } from '../auth/users.js'
import type { SecureContext } from '../context.js'
import { sha256 } from '../crypto/tokens.js'
import type { ApprovalPreview, UnsafeRequest } from './unsafeRequests.js'

export const APPROVAL_TTL_MS = 10 * 60_000

export interface PendingApproval {
  readonly id: string
  readonly method: string
  /** The EVM chain id, or the CAIP-2 id of a Solana cluster. */
  readonly chainId: number | string
  readonly preview: ApprovalPreview
  /** sha256 of the exact request stored with the approval: the device's approval proof signs it. */
  readonly requestHash: string
}

/** The hash an approval proof signs: the stored request, its chain and RPC URL. */
export function approvalRequestHash(parameters: { method: string; params: string; chainId: number | string; rpcUrl: string }): string {
  return sha256(JSON.stringify([parameters.method, parameters.params, parameters.chainId, parameters.rpcUrl]))
}

/**
 * Stores a pending approval of `request` for `user` on `deviceId` (only that device may decide it).
 * A Solana request carries its cluster itself (the `chain_id` column, an integer, holds 0 for it).
 */
export async function createApproval(
  ctx: SecureContext,
  parameters: { user: User; deviceId: string; request: UnsafeRequest; chainId: number | string; rpcUrl: string; preview: ApprovalPreview },
): Promise<PendingApproval> {
  const id = randomUUID()
  const now = ctx.now()
  const params = JSON.stringify(parameters.request)
  const requestHash = approvalRequestHash({ method: parameters.request.method, params, chainId: parameters.chainId, rpcUrl: parameters.rpcUrl })
  await ctx.db.query('delete from secure_approvals where expires_at <= $1', [now])
  await ctx.db.query(
    `insert into secure_approvals (id, user_id, method, params, chain_id, rpc_url, created_at, expires_at, device_id, request_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      parameters.user.id,
      parameters.request.method,
      params,
      typeof parameters.chainId === 'number' ? parameters.chainId : 0,
      parameters.rpcUrl,
      now,
      now + APPROVAL_TTL_MS,
      parameters.deviceId,
      requestHash,
    ],
  )
  return { id, method: parameters.request.method, chainId: parameters.chainId, preview: parameters.preview, requestHash }
}
