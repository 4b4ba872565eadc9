import { randomUUID } from 'node:crypto'
import { type Address, encodeFunctionData, type Hex, numberToHex, type PrivateKeyAccount, parseAbi } from 'viem'
import type { SecureContext } from '../context.js'
import { HttpError } from '../http/httpError.js'
import { proxyRpc } from '../rpc/proxyRpc.js'
import { isSmartAccountDeployed, walletClientFor } from './delegation.js'

/** Simple7702Account's (BaseAccount's) batch entry point: only the account itself (or the EntryPoint) may call it. */
const executeBatchAbi = parseAbi(['function executeBatch((address target, uint256 value, bytes data)[] calls)'])

export interface BatchCall {
  readonly to: string
  readonly data?: string | undefined
  readonly value?: string | undefined
}

/** EIP-5792 error codes. */
const ATOMICITY_NOT_SUPPORTED = 5760
const UNKNOWN_BUNDLE = 5730

const failure = (error: unknown): HttpError => {
  const message = error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message.split('\n')[0]) : undefined
  return new HttpError(400, message || 'Transaction failed', -32603)
}

/**
 * Sends an approved `wallet_sendCalls` batch. A smart account (delegated to Simple7702Account)
 * sends one transaction to itself running `executeBatch`: all calls land or none. An EOA sends
 * one transaction per call (refused with 5760 when the app required atomicity). The batch is
 * stored for `wallet_getCallsStatus`; returns its id.
 */
export async function sendCallBatch(
  ctx: SecureContext,
  parameters: { userId: string; account: PrivateKeyAccount; chainId: number; rpcUrl: string; calls: readonly BatchCall[]; atomicRequired: boolean },
): Promise<{ id: string }> {
  const { account, chainId, rpcUrl, calls } = parameters
  const wallet = walletClientFor(account, chainId, rpcUrl)
  const atomic = await isSmartAccountDeployed(ctx, rpcUrl, account.address)
  if (!atomic && parameters.atomicRequired && calls.length > 1) throw new HttpError(400, 'Atomic batches need a smart account', ATOMICITY_NOT_SUPPORTED)
  // null: a call of a sequential batch that could not be sent (its status reports the partial failure).
  const hashes: (Hex | null)[] = []
  if (atomic) {
    const batch = calls.map((call) => ({ target: call.to as Address, value: BigInt(call.value ?? '0x0'), data: (call.data ?? '0x') as Hex }))
    try {
      hashes.push(
        await wallet.sendTransaction({ to: account.address, data: encodeFunctionData({ abi: executeBatchAbi, functionName: 'executeBatch', args: [batch] }) }),
      )
    } catch (error) {
      throw failure(error)
    }
  } else {
    for (const call of calls) {
      try {
        hashes.push(await wallet.sendTransaction({ to: call.to as Address, data: call.data as Hex | undefined, value: BigInt(call.value ?? '0x0') }))
      } catch (error) {
        if (hashes.length === 0) throw failure(error)
        while (hashes.length < calls.length) hashes.push(null)
      }
    }
  }
  const id = numberToHex(BigInt(`0x${randomUUID().replaceAll('-', '')}`), { size: 32 })
  await ctx.db.query('insert into secure_call_batches (id, user_id, chain_id, rpc_url, hashes, atomic, created_at) values ($1, $2, $3, $4, $5, $6, $7)', [
    id,
    parameters.userId,
    chainId,
    rpcUrl,
    JSON.stringify(hashes),
    atomic,
    ctx.now(),
  ])
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
      ? await ctx.db.query<{ chain_id: number; rpc_url: string; hashes: string; atomic: boolean }>(
          'select chain_id, rpc_url, hashes, atomic from secure_call_batches where id = $1 and user_id = $2',
          [id, userId],
        )
      : []
  const row = rows[0]
  if (!row) throw new HttpError(400, `Unknown bundle id ${String(id).slice(0, 80)}`, UNKNOWN_BUNDLE)
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
    receipts: done.map(({ logs, status: receiptStatus, blockHash, blockNumber, gasUsed, transactionHash }) => ({
      logs,
      status: receiptStatus,
      blockHash,
      blockNumber,
      gasUsed,
      transactionHash,
    })),
  }
}
