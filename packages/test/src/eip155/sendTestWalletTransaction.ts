import { createWalletClient, custom, type Hash, type LocalAccount } from 'viem'
import type { ParsedTransactionRequest } from './parseTransactionRequest.js'
import { rpcRequest } from './rpcRequest.js'
import { toProviderRpcError } from './toProviderRpcError.js'

/**
 * Fills nonce, gas and fees from the chain, signs locally with `account` and submits
 * with `eth_sendRawTransaction`. Returns the transaction hash.
 */
export async function sendTestWalletTransaction(account: LocalAccount, rpcUrl: string, tx: ParsedTransactionRequest): Promise<Hash> {
  const transport = custom({ request: ({ method, params }) => rpcRequest(rpcUrl, method, params) }, { retryCount: 0 })
  const client = createWalletClient({ account, transport })
  const { from: _from, chainId: _chainId, gasPrice, maxFeePerGas, maxPriorityFeePerGas, ...common } = tx
  const fees =
    gasPrice !== undefined
      ? { gasPrice }
      : {
          ...(maxFeePerGas !== undefined ? { maxFeePerGas } : {}),
          ...(maxPriorityFeePerGas !== undefined ? { maxPriorityFeePerGas } : {}),
        }
  try {
    return await client.sendTransaction({ ...common, ...fees, chain: null })
  } catch (error) {
    throw toProviderRpcError(error)
  }
}
