import bs58 from 'bs58'
import { getAddress, zeroAddress } from 'viem'

/** Why a destination wallet is refused before a checkout exists (a 400 with this message). */
export class DestinationError extends Error {
  override name = 'DestinationError'
  readonly code = 'INVALID_DESTINATION'
}

/** Networks whose addresses are Solana public keys (base58, 32 bytes); every other network is EVM. */
export const isSolanaNetwork = (network: string): boolean => /^solana(-|$)/.test(network)

function checkEvm(address: string): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new DestinationError('The destination is not an EVM address (0x and 40 hex digits).')
  const checksummed = getAddress(address)
  const body = address.slice(2)
  const mixedCase = body !== body.toLowerCase() && body !== body.toUpperCase()
  if (mixedCase && checksummed !== address) throw new DestinationError('The destination address has a wrong EIP-55 checksum.')
  if (checksummed === zeroAddress) throw new DestinationError('The destination cannot be the zero address.')
  return address
}

function checkSolana(address: string): string {
  let bytes: Uint8Array
  try {
    bytes = bs58.decode(address)
  } catch {
    throw new DestinationError('The destination is not a Solana address (base58).')
  }
  if (bytes.length !== 32) throw new DestinationError('The destination is not a Solana address (a 32-byte public key).')
  if (bytes.every((byte) => byte === 0)) throw new DestinationError('The destination cannot be the all-zero Solana address.')
  return address
}

/**
 * Checks a destination wallet in the format of the network it is paid on: an EVM address with a
 * valid EIP-55 checksum when it is mixed case and never the zero address, or a Solana public key.
 * Throws a {@link DestinationError} naming the problem.
 */
export function assertDestination(address: string, network: string): string {
  return isSolanaNetwork(network) ? checkSolana(address) : checkEvm(address)
}
