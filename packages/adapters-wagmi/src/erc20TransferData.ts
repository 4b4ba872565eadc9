import { type Hex, InvalidAddressError, isAddress, numberToHex } from 'viem'

/** `transfer(address,uint256)` selector (first 4 bytes of its keccak-256). */
const transferSelector = '0xa9059cbb'

/**
 * ERC-20 `transfer(to, amount)` calldata, ABI-encoded by hand (selector and two 32-byte words) so
 * a page's first load needs no ABI encoder. A bad address throws viem's InvalidAddressError and an
 * amount outside uint256 its IntegerOutOfRangeError, as viem's encodeFunctionData would.
 */
export function erc20TransferData(to: string, amount: bigint): Hex {
  if (!isAddress(to, { strict: false })) throw new InvalidAddressError({ address: to })
  return `${transferSelector}${to.slice(2).toLowerCase().padStart(64, '0')}${numberToHex(amount, { size: 32 }).slice(2)}`
}
