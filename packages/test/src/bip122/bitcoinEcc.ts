import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib } from 'bitcoinjs-lib'
import { type ECPairAPI, ECPairFactory } from 'ecpair'

let pairs: ECPairAPI | undefined

/** Registers `@bitcoinerlab/secp256k1` with bitcoinjs-lib (taproot needs it) and returns the ecpair factory. */
export function useBitcoinEcc(): ECPairAPI {
  if (!pairs) {
    initEccLib(ecc)
    pairs = ECPairFactory(ecc)
  }
  return pairs
}
