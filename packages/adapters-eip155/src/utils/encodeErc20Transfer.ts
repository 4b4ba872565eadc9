import { AmountOutOfRangeError, InvalidReceiverAddressError } from '../errors/encoding.js'
import { type Hex, isAddress } from './hex.js'

/** `transfer(address,uint256)` selector (first 4 bytes of its keccak-256). */
export const erc20TransferSelector = '0xa9059cbb'

const maxUint256 = 2n ** 256n - 1n

/**
 * ERC-20 `transfer(to, amount)` calldata, ABI-encoded by hand (selector + two 32-byte words) so
 * the first page load needs no ABI encoder.
 */
export function encodeErc20Transfer({ to, amount }: { to: string; amount: bigint }): Hex {
  if (!isAddress(to)) throw new InvalidReceiverAddressError({ address: to })
  if (amount < 0n || amount > maxUint256) throw new AmountOutOfRangeError({ amount })
  const address = to.slice(2).toLowerCase().padStart(64, '0')
  const value = amount.toString(16).padStart(64, '0')
  return `${erc20TransferSelector}${address}${value}`
}
