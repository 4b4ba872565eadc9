import type { Address } from 'viem'
import type { ChainRuntime } from '../chains/createChainRuntimes.js'

/**
 * ENS reverse resolution of `address` on every chain with a universal resolver (`ens` in the
 * chain config), through viem's `getEnsName` (CCIP-Read included): the first name found, or
 * null. A chain that fails or takes longer than `timeoutMs` counts as no name.
 */
export async function reverseResolveOnChain(chains: Iterable<ChainRuntime>, address: Address, timeoutMs = 5_000): Promise<string | null> {
  for (const chain of chains) {
    const universalResolverAddress = chain.config.ens?.universalResolver as Address | undefined
    if (!universalResolverAddress) continue
    const chainId = Number(chain.config.id.split(':')[1])
    const coinType = BigInt(chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0)
    const lookup = chain.client.getEnsName({ address, coinType, universalResolverAddress }).catch(() => null)
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs).unref())
    const name = await Promise.race([lookup, timeout])
    if (name) return name
  }
  return null
}
