import { type Address, type Hex, verifyMessage } from 'viem'
import type { ChainRuntime } from '../chains/createChainRuntimes.js'

/**
 * Checks the signature of a name registration message for `address`. On a configured chain
 * viem's `verifyMessage` on its public client decides: EIP-191 recovered locally first, then
 * ERC-1271 (deployed smart account) or ERC-6492 (counterfactual) through an `eth_call`. Without
 * the chain (e.g. coin type 60 and no mainnet RPC) only an EOA signature can be checked.
 */
export function verifyNameSignature(parameters: { address: Address; message: string; signature: Hex; chain: ChainRuntime | undefined }): Promise<boolean> {
  const { address, message, signature, chain } = parameters
  if (chain) return chain.client.verifyMessage({ address, message, signature, mode: 'eoa' })
  return verifyMessage({ address, message, signature }).catch(() => false)
}
