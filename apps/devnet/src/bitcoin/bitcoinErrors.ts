/** An address the local Bitcoin service cannot pay (it takes testnet addresses only). */
export class InvalidBitcoinAddressError extends Error {
  override name = 'InvalidBitcoinAddressError'
}
