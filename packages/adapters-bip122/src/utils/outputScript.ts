import * as ecc from '@bitcoinerlab/secp256k1'
import { address as bitcoinAddress, initEccLib, type Network } from 'bitcoinjs-lib'

// bitcoinjs-lib and secp256k1: imported only by the PSBT modules, which the connector loads on a send.

/** Registers `@bitcoinerlab/secp256k1` with bitcoinjs-lib (taproot needs it); bitcoinjs keeps the first one it verified. */
export function useEcc(): void {
  initEccLib(ecc)
}

/** Output script of `address` on `network`, or undefined when it is not a valid address there. */
export function toOutputScript(address: string, network: Network): Uint8Array | undefined {
  useEcc()
  try {
    return bitcoinAddress.toOutputScript(address, network)
  } catch {
    return undefined
  }
}
