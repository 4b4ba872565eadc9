import { type Address, BaseError, ContractFunctionRevertedError, type Hex, InsufficientFundsError, type PublicClient } from 'viem'
import { insufficientBalanceError, swapWouldFailError } from './swapErrors.js'

/**
 * `eth_estimateGas` (plus 50 %) for a transaction the user is about to send. A transaction the chain would
 * reject is the caller's problem, so it becomes a 400 naming the reason ('Insufficient balance'
 * when the sender cannot pay); an unreachable node stays a real error.
 */
export async function estimateGasOrExplain(client: PublicClient, transaction: { account: Address; to: Address; data: Hex; value: bigint }): Promise<bigint> {
  try {
    // A Uniswap V2 pair writes its price accumulators only when the block time moved since its
    // last trade; the estimate runs in the current block (no time elapsed), the swap in a later
    // one (two extra 20k-gas stores), so an unpadded estimate can run out of gas.
    return ((await client.estimateGas(transaction)) * 150n) / 100n
  } catch (error) {
    if (!(error instanceof BaseError)) throw error
    if (error.walk((cause) => cause instanceof InsufficientFundsError)) throw insufficientBalanceError()
    const revert = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
    const text = `${error.shortMessage} ${error.details ?? ''}`
    if (/insufficient funds/i.test(text)) throw insufficientBalanceError()
    if (revert || /revert|execution/i.test(text)) throw swapWouldFailError(error.details || error.shortMessage)
    throw error
  }
}
