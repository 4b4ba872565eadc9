import { invalidParams } from './providerRpcError.js'

/** Parses an EIP-155 chain id given as `0x`-hex (as EIP-3085/3326 require) into a number. */
export function parseChainId(value: unknown): number {
  if (typeof value !== 'string' || !/^0x(0|[1-9a-f][0-9a-f]*)$/i.test(value)) {
    throw invalidParams(`chainId must be a 0x-prefixed hex string without leading zeros, got ${JSON.stringify(value)}`)
  }
  const chainId = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw invalidParams(`chainId out of range: ${value}`)
  return chainId
}

/** Formats a chain id as EIP-1193 `eth_chainId` does. */
export const toHexChainId = (chainId: number): `0x${string}` => `0x${chainId.toString(16)}`
