import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib } from 'bitcoinjs-lib'
import { type ECPairAPI, ECPairFactory } from 'ecpair'

let pairs: ECPairAPI | undefined

/**
 * Registers `@bitcoinerlab/secp256k1` with bitcoinjs-lib (needed for p2tr) and returns the
 * ecpair factory. Idempotent; called by everything here that touches keys or taproot.
 */
export function useBitcoinEcc(): { readonly ecc: typeof ecc; readonly ECPair: ECPairAPI } {
  if (!pairs) {
    initEccLib(ecc)
    pairs = ECPairFactory(ecc)
  }
  return { ecc, ECPair: pairs }
}
