import { type Address, createPublicClient, type Hex, http } from 'viem'
import { simulateCalls } from 'viem/actions'
import { type CallRevertedError, callRevertError, type RevertedCall } from './callReverts.js'

/**
 * Runs a batch's calls in order from `account` on the chain's current state (`eth_simulateV1`,
 * nothing is sent) and returns the first call's revert, decoded, or null when all succeed. The
 * calls see each other's effects as in the real batch. Null too when the node cannot simulate:
 * the approval screen then shows the calls only.
 */
export async function simulateBatch(rpcUrl: string, account: string, calls: readonly RevertedCall[]): Promise<CallRevertedError | null> {
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: 5_000, retryCount: 0 }) })
  let results: readonly { status: 'success' | 'failure'; data: Hex }[]
  try {
    ;({ results } = await simulateCalls(client, {
      account: account as Address,
      calls: calls.map((call) => ({ to: call.to as Address, data: (call.data ?? '0x') as Hex, value: BigInt(call.value ?? '0x0') })),
    }))
  } catch {
    return null
  }
  const index = results.findIndex((result) => result.status === 'failure')
  return index === -1 ? null : callRevertError(calls, index, results[index]?.data ?? '0x')
}
