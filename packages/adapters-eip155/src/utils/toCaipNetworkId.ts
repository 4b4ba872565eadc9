import type { CaipNetworkId } from '@kit/core'
import { InvalidChainIdError } from '../errors/chain.js'

const hexQuantity = /^0x[0-9a-fA-F]+$/

/**
 * Converts an EIP-1193 chain id (a hex string such as `0x7a69`) to a CAIP-2 id (`eip155:31337`).
 * Anything else, zero included, throws InvalidChainIdError.
 */
export function toCaipNetworkId(chainId: unknown): CaipNetworkId {
  if (typeof chainId !== 'string' || !hexQuantity.test(chainId)) throw new InvalidChainIdError({ chainId })
  const reference = BigInt(chainId)
  if (reference === 0n) throw new InvalidChainIdError({ chainId })
  return `eip155:${reference}`
}
