import { randomUUID } from 'node:crypto'
import { FRAME_ERROR_CODES } from '@kit/frame-protocol'
import { type Address, encodeFunctionData, type Hex, numberToHex, type PrivateKeyAccount, parseAbi } from 'viem'
import type { SecureContext } from '../context.js'
import { HttpError } from '../http/httpError.js'
import { proxyRpc } from '../rpc/proxyRpc.js'
import { batchRevertError, callRevertError, revertDataOf } from './callReverts.js'
import { walletClientFor } from './delegation.js'
import { isSmartAccountInForce } from './smartAccountInForce.js'
import { readUserOperationReceipt, sendUserOperation } from './userOperations.js'

/** Simple7702Account's (BaseAccount's) batch entry point: only the account itself (or the EntryPoint) may call it. */
const executeBatchAbi = parseAbi(['function executeBatch((address target, uint256 value, bytes data)[] calls)'])

export interface BatchCall {
  readonly to: string
  readonly data?: string | undefined
  readonly value?: string | undefined
}

const MAX_MESSAGE = 300

/**
 * The error of a batch that could not be sent: a revert decoded (which call, which error, its
 * arguments), else the node's or bundler's own short message, with the JSON-RPC internal code.
 */
const failure = (error: unknown, calls: readonly BatchCall[], callIndex?: number): HttpError => {
  const data = revertDataOf(error)
  if (data) return callIndex === undefined ? batchRevertError(calls, data) : callRevertError(calls, callIndex, data)
  const message = error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message.split('\n')[0]) : undefined
  const text = message || 'Transaction failed'
  return new HttpError(400, text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text, FRAME_ERROR_CODES.internal)
}

/**
 * Sends an approved `wallet_sendCalls` batch. A smart account (delegated to Simple7702Account and
 * not switched to eoa by the user, see `isSmartAccountInForce`)
 * sends one user operation through the chain's ERC-4337 bundler (`bundlerUrl` in its config),
 * or without a bundler one transaction to itself running `executeBatch`: all calls land or
 * none. An EOA sends
 * one transaction per call (refused with 5760 when the app required atomicity). The batch is
 * stored for `wallet_getCallsStatus`; returns its id.
 */
export async function sendCallBatch(
  ctx: SecureContext,
  parameters: { userId: string; account: PrivateKeyAccount; chainId: number; rpcUrl: string; calls: readonly BatchCall[]; atomicRequired: boolean },
): Promise<{ id: string }> {
  const { account, chainId, rpcUrl, calls } = parameters
  const wallet = walletClientFor(account, chainId, rpcUrl)
  const atomic = await isSmartAccountInForce(ctx, { userId: parameters.userId, address: account.address, rpcUrl })
  if (!atomic && parameters.atomicRequired && calls.length > 1)
    throw new HttpError(400, 'Atomic batches need a smart account', FRAME_ERROR_CODES.atomicityNotSupported)
  // null: a call of a sequential batch that could not be sent (its status reports the partial failure).
  const hashes: (Hex | null)[] = []
  let userOperationHash: Hex | null = null
  const bundlerUrl = ctx.config.chains.find((chain) => chain.id === chainId)?.bundlerUrl
  if (atomic && bundlerUrl) {
    const batch = calls.map((call) => ({ to: call.to as Address, value: BigInt(call.value ?? '0x0'), data: (call.data ?? '0x') as Hex }))
    try {
      userOperationHash = await sendUserOperation({ account, chainId, rpcUrl, bundlerUrl, delegate: ctx.config.smartAccountDelegate as Address, calls: batch })
    } catch (error) {
      throw failure(error, calls)
    }
  } else if (atomic) {
    const batch = calls.map((call) => ({ target: call.to as Address, value: BigInt(call.value ?? '0x0'), data: (call.data ?? '0x') as Hex }))
    try {
      hashes.push(
        await wallet.sendTransaction({ to: account.address, data: encodeFunctionData({ abi: executeBatchAbi, functionName: 'executeBatch', args: [batch] }) }),
      )
    } catch (error) {
      throw failure(error, calls)
    }
  } else {
    for (const call of calls) {
      try {
        hashes.push(await wallet.sendTransaction({ to: call.to as Address, data: call.data as Hex | undefined, value: BigInt(call.value ?? '0x0') }))
      } catch (error) {
        if (hashes.length === 0) throw failure(error, calls, 0)
        while (hashes.length < calls.length) hashes.push(null)
      }
    }
  }
  const id = numberToHex(BigInt(`0x${randomUUID().replaceAll('-', '')}`), { size: 32 })
  await ctx.db.query(
    'insert into secure_call_batches (id, user_id, chain_id, rpc_url, hashes, atomic, created_at, user_operation_hash) values ($1, $2, $3, $4, $5, $6, $7, $8)',
    [id, parameters.userId, chainId, rpcUrl, JSON.stringify(hashes), atomic, ctx.now(), userOperationHash],
  )
  return { id }
}

type RpcReceipt = { status: Hex; logs: unknown[]; blockHash: Hex; blockNumber: Hex; gasUsed: Hex; transactionHash: Hex }

/**
 * `wallet_getCallsStatus` (EIP-5792 v2 shape) of one of the user's batches: 100 pending, 200 all
 * confirmed, 500 reverted (an atomic batch reverts whole), 600 partly reverted (sequential only).
 */
export async function getCallBatchStatus(ctx: SecureContext, userId: string, id: unknown): Promise<unknown> {
  const rows =
    typeof id === 'string' && id.length <= 128
      ? await ctx.db.query<{ chain_id: number; rpc_url: string; hashes: string; atomic: boolean; user_operation_hash: Hex | null }>(
          'select chain_id, rpc_url, hashes, atomic, user_operation_hash from secure_call_batches where id = $1 and user_id = $2',
          [id, userId],
        )
      : []
  const row = rows[0]
  if (!row) throw new HttpError(400, `Unknown bundle id ${String(id).slice(0, 80)}`, FRAME_ERROR_CODES.unknownBundleId)
  if (row.user_operation_hash) return userOperationStatus(ctx, id as string, row.chain_id, row.user_operation_hash)
  const hashes = JSON.parse(row.hashes) as (Hex | null)[]
  const sent = hashes.filter((hash): hash is Hex => hash !== null)
  const receipts = (await Promise.all(sent.map((hash) => proxyRpc(row.rpc_url, 'eth_getTransactionReceipt', [hash])))) as (RpcReceipt | null)[]
  const done = receipts.filter((receipt): receipt is RpcReceipt => receipt !== null)
  const succeeded = done.filter((receipt) => receipt.status === '0x1').length
  const status = done.length < receipts.length ? 100 : succeeded === hashes.length ? 200 : succeeded === 0 ? 500 : 600
  return {
    version: '2.0.0',
    id,
    chainId: numberToHex(row.chain_id),
    atomic: row.atomic,
    status,
    receipts: done.map(toCallReceipt),
  }
}

const toCallReceipt = ({ logs, status, blockHash, blockNumber, gasUsed, transactionHash }: RpcReceipt) => ({
  logs,
  status,
  blockHash,
  blockNumber,
  gasUsed,
  transactionHash,
})

/**
 * A bundled batch: pending until the bundler reports the user operation's receipt; then 200 or
 * (the operation's calls reverted, the bundle transaction itself succeeds) 500, with the
 * operation's own success as the receipt's status.
 */
async function userOperationStatus(ctx: SecureContext, id: string, chainId: number, hash: Hex): Promise<unknown> {
  const bundlerUrl = ctx.config.chains.find((chain) => chain.id === chainId)?.bundlerUrl
  if (!bundlerUrl) throw new HttpError(502, `No bundler is configured for chain ${chainId}`, -32603)
  const operation = await readUserOperationReceipt(bundlerUrl, hash)
  const base = { version: '2.0.0', id, chainId: numberToHex(chainId), atomic: true }
  if (!operation) return { ...base, status: 100, receipts: [] }
  return {
    ...base,
    status: operation.success ? 200 : 500,
    receipts: [{ ...toCallReceipt(operation.receipt), status: operation.success ? '0x1' : '0x0' }],
  }
}
