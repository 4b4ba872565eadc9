import bs58 from 'bs58'
import { getAddress, zeroAddress } from 'viem'
import { InputError } from '../http/apiError.js'

/** A destination wallet refused before any checkout URL exists: a 400 naming the field and the problem. */
export class DestinationError extends InputError {
  override name = 'DestinationError'
}

/** On-ramp networks whose addresses are Solana public keys; every other network is EVM. */
const isSolanaNetwork = (network: string): boolean => /^solana(-|$)/.test(network)

function evmProblem(address: string): string | undefined {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return 'The destination is not an EVM address (0x and 40 hex digits).'
  const body = address.slice(2)
  const mixedCase = body !== body.toLowerCase() && body !== body.toUpperCase()
  if (mixedCase && getAddress(address) !== address) return 'The destination address has a wrong EIP-55 checksum.'
  if (address.toLowerCase() === zeroAddress) return 'The destination cannot be the zero address.'
  return undefined
}

function solanaProblem(address: string): string | undefined {
  let bytes: Uint8Array
  try {
    bytes = bs58.decode(address)
  } catch {
    return 'The destination is not a Solana address (base58).'
  }
  if (bytes.length !== 32) return 'The destination is not a Solana address (a 32-byte public key).'
  if (bytes.every((byte) => byte === 0)) return 'The destination cannot be the all-zero Solana address.'
  return undefined
}

/**
 * Checks a destination wallet against the address format of every network it lists: EVM with a
 * valid EIP-55 checksum when mixed case and never the zero address, Solana a base58 32-byte key.
 */
export function checkDestination(address: string, blockchains: readonly string[], field: string): void {
  for (const network of blockchains) {
    const problem = isSolanaNetwork(network) ? solanaProblem(address) : evmProblem(address)
    if (problem) throw new DestinationError(field, problem)
  }
}
