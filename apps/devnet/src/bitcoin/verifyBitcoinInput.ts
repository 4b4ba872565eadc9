import { script as bscript, crypto, payments, Transaction } from 'bitcoinjs-lib'
import { useBitcoinEcc } from './bitcoinEcc.js'

export interface BitcoinPrevout {
  readonly script: Uint8Array
  readonly value: bigint
}

const OP_0 = 0x00
const OP_1 = 0x51

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

function isP2wpkh(script: Uint8Array): boolean {
  return script.length === 22 && script[0] === OP_0 && script[1] === 0x14
}
function isP2tr(script: Uint8Array): boolean {
  return script.length === 34 && script[0] === OP_1 && script[1] === 0x20
}
function isP2pkh(script: Uint8Array): boolean {
  return script.length === 25 && script[0] === 0x76 && script[1] === 0xa9 && script[2] === 0x14 && script[23] === 0x88 && script[24] === 0xac
}
function isP2sh(script: Uint8Array): boolean {
  return script.length === 23 && script[0] === 0xa9 && script[1] === 0x14 && script[22] === 0x87
}

const NULLFAIL = 'Signature must be zero for failed CHECK(MULTI)SIG operation'

/** Verifies an ECDSA signature (DER + hash type) with low-S required, as standard policy does. */
function verifyEcdsa(signatureWithHashType: Uint8Array, pubkey: Uint8Array, hashFor: (hashType: number) => Uint8Array): string | null {
  let decoded: { signature: Uint8Array; hashType: number }
  try {
    decoded = bscript.signature.decode(signatureWithHashType)
  } catch {
    return 'Non-canonical DER signature'
  }
  if (!bscript.isDefinedHashType(decoded.hashType)) return 'Non-canonical signature: unknown hashtype byte'
  const { ecc } = useBitcoinEcc()
  if (!ecc.isPoint(pubkey)) return 'Public key is neither compressed or uncompressed'
  return ecc.verify(hashFor(decoded.hashType), pubkey, decoded.signature, true) ? null : NULLFAIL
}

function verifyWitnessKeyHash(tx: Transaction, index: number, program: Uint8Array, value: bigint): string | null {
  const witness = tx.ins[index]?.witness ?? []
  if (witness.length !== 2) return 'Witness program hash mismatch'
  const [signature, pubkey] = witness as [Uint8Array, Uint8Array]
  if (pubkey.length !== 33) return 'Using non-compressed keys in segwit'
  if (!equal(crypto.hash160(pubkey), program)) return 'Witness program hash mismatch'
  const scriptCode = payments.p2pkh({ pubkey }).output
  if (!scriptCode) return 'Witness program hash mismatch'
  return verifyEcdsa(signature, pubkey, (hashType) => tx.hashForWitnessV0(index, scriptCode, value, hashType))
}

/**
 * Checks input `index` of `tx` against the output it spends. Returns null when valid, else the
 * script-verification failure in bitcoind's wording. Verified: p2wpkh, p2sh-p2wpkh, p2pkh and
 * p2tr key-path spends (SIGHASH_DEFAULT and explicit hash types); other scripts are refused.
 */
export function verifyBitcoinInput(tx: Transaction, index: number, prevouts: readonly BitcoinPrevout[]): string | null {
  const input = tx.ins[index]
  const prevout = prevouts[index]
  if (!input || !prevout) return 'missing input'
  const { script } = prevout

  if (isP2wpkh(script)) {
    if (input.script.length > 0) return 'Witness requires empty scriptSig'
    return verifyWitnessKeyHash(tx, index, script.subarray(2), prevout.value)
  }

  if (isP2tr(script)) {
    if (input.script.length > 0) return 'Witness requires empty scriptSig'
    const witness = input.witness
    if (witness.length === 0) return 'Witness program was passed an empty witness'
    if (witness.length > 1) return 'Taproot script-path spends are not supported by the local service (key-path only)'
    const signature = witness[0] as Uint8Array
    if (signature.length !== 64 && signature.length !== 65) return 'Invalid Schnorr signature size'
    const hashType = signature.length === 65 ? (signature[64] as number) : Transaction.SIGHASH_DEFAULT
    if (signature.length === 65 && (hashType === Transaction.SIGHASH_DEFAULT || !bscript.isDefinedHashType(hashType))) {
      return 'Invalid Schnorr signature hash type'
    }
    const hash = tx.hashForWitnessV1(
      index,
      prevouts.map((output) => output.script),
      prevouts.map((output) => output.value),
      hashType,
    )
    const { ecc } = useBitcoinEcc()
    return ecc.verifySchnorr(hash, script.subarray(2), signature.subarray(0, 64)) ? null : 'Invalid Schnorr signature'
  }

  if (isP2sh(script)) {
    const chunks = bscript.decompile(input.script)
    const redeem = chunks?.length === 1 ? chunks[0] : undefined
    if (!(redeem instanceof Uint8Array)) return 'Only p2sh-p2wpkh is supported by the local service for p2sh outputs'
    if (!equal(crypto.hash160(redeem), script.subarray(2, 22))) return 'Script evaluated without error but finished with a false/empty top stack element'
    if (!isP2wpkh(redeem)) return 'Only p2sh-p2wpkh is supported by the local service for p2sh outputs'
    return verifyWitnessKeyHash(tx, index, redeem.subarray(2), prevout.value)
  }

  if (isP2pkh(script)) {
    if (input.witness.length > 0) return 'Witness provided for non-witness script'
    const chunks = bscript.decompile(input.script)
    const [signature, pubkey] = chunks ?? []
    if (chunks?.length !== 2 || !(signature instanceof Uint8Array) || !(pubkey instanceof Uint8Array)) {
      return 'Operation not valid with the current stack size'
    }
    if (!equal(crypto.hash160(pubkey), script.subarray(3, 23))) return 'Script failed an OP_EQUALVERIFY operation'
    return verifyEcdsa(signature, pubkey, (hashType) => tx.hashForSignature(index, script, hashType))
  }

  return 'Unsupported output script (the local service verifies p2wpkh, p2sh-p2wpkh, p2pkh and p2tr key-path spends)'
}
