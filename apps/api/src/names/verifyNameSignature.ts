import { type Address, type Hex, verifyMessage } from 'viem'
import type { ChainRuntime } from '../chains/createChainRuntimes.js'

/**
 * Checks the signature of a name registration message for `address`. On a configured chain
 * viem's `verifyMessage` on its public client decides: EIP-191 recovered locally first, then
 * ERC-1271 (deployed smart account) or ERC-6492 (counterfactual) through an `eth_call`. Without
 * the chain (e.g. coin type 60 and no mainnet RPC) only an EOA signature can be checked.
 * viem reports a contract check it could not run (the node down) as an invalid signature, so a
 * "no" is confirmed with one `eth_chainId`: an unreachable node throws (the route answers 502)
 * instead of calling a good smart-account signature invalid.
 */
export async function verifyNameSignature(parameters: {
  address: Address
  message: string
  signature: Hex
  chain: ChainRuntime | undefined
}): Promise<boolean> {
  const { address, message, signature, chain } = parameters
  if (chain) {
    const valid = await chain.client.verifyMessage({ address, message, signature, mode: 'eoa' })
    if (!valid) await chain.client.getChainId()
    return valid
  }
  return verifyMessage({ address, message, signature }).catch(() => false)
}
