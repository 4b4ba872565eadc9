import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip.js'
import type { CaipAddress, CaipNetworkId, Namespace } from '../types.js'

export type ParsedCaipNetworkId = { namespace: string; reference: string }
export type ParsedCaipAddress = ParsedCaipNetworkId & { address: string; networkId: CaipNetworkId }

/** Parses a CAIP-2 id. Exactly two non-empty colon parts, else 'Invalid CAIP-2 network id'. */
export function parseCaipNetworkId(id: string): ParsedCaipNetworkId {
  const parts = typeof id === 'string' ? id.split(':') : []
  const [namespace, reference] = parts
  if (parts.length !== 2 || !namespace || !reference) throw new InvalidCaipNetworkIdError({ id })
  return { namespace, reference }
}

/** Parses a CAIP-10 id. Exactly three non-empty colon parts, else 'Invalid CAIP-10 address'. */
export function parseCaipAddress(caipAddress: string): ParsedCaipAddress {
  const parts = typeof caipAddress === 'string' ? caipAddress.split(':') : []
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || !namespace || !reference || !address) throw new InvalidCaipAddressError({ address: caipAddress })
  return { namespace, reference, address, networkId: `${namespace}:${reference}` }
}

/** A CAIP-2 network id from its namespace and reference: `formatCaipNetworkId('eip155', 8453)` is `eip155:8453`. */
export function formatCaipNetworkId(namespace: Namespace | string, reference: string | number): CaipNetworkId {
  return parseCaipNetworkId(`${namespace}:${reference}`) && (`${namespace}:${reference}` as CaipNetworkId)
}

/** A CAIP-10 account id from a CAIP-2 network id and an address: `eip155:8453:0xabc…`. */
export function formatCaipAddress(networkId: CaipNetworkId | string, address: string): CaipAddress {
  const caipAddress = `${networkId}:${address}`
  parseCaipAddress(caipAddress)
  return caipAddress as CaipAddress
}
