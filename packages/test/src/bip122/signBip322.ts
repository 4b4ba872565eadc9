import { crypto as bcrypto, address as bitcoinAddress, script as bscript, type Network, Psbt, Transaction, toXOnly } from 'bitcoinjs-lib'
import type { ECPairInterface } from 'ecpair'
import { useBitcoinEcc } from './bitcoinEcc.js'
import { taprootSigner } from './bitcoinTestKeys.js'

/** BIP-322 message hash: `taggedHash('BIP0322-signed-message', message)`. */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  const tag = bcrypto.sha256(Buffer.from('BIP0322-signed-message'))
  return bcrypto.sha256(Buffer.concat([tag, tag, message]))
}

/** The BIP-322 `to_spend` virtual transaction for `message` and the signer's output script. */
export function bip322ToSpend(message: Uint8Array, outputScript: Uint8Array): Transaction {
  const tx = new Transaction()
  tx.version = 0
  tx.locktime = 0
  tx.addInput(new Uint8Array(32), 0xffffffff, 0, bscript.compile([bscript.OPS.OP_0, bip322MessageHash(message)]))
  tx.addOutput(outputScript, 0n)
  return tx
}

function encodeWitness(witness: readonly Uint8Array[]): Uint8Array {
  const parts: number[] = []
  const varint = (n: number) => {
    if (n < 0xfd) parts.push(n)
    else parts.push(0xfd, n & 0xff, n >> 8)
  }
  varint(witness.length)
  for (const item of witness) {
    varint(item.length)
    parts.push(...item)
  }
  return Uint8Array.from(parts)
}

/**
 * A BIP-322 "simple" signature (base64 of the `to_sign` witness) for a p2wpkh or BIP86 key-path
 * p2tr address: `to_spend` commits to the message hash and pays the address's script; `to_sign`
 * spends it (version 0, sequence 0) to OP_RETURN and is signed like any segwit / taproot input.
 */
export function signBip322({ address, message, key, network }: { address: string; message: Uint8Array; key: ECPairInterface; network: Network }): string {
  useBitcoinEcc()
  const script = bitcoinAddress.toOutputScript(address, network)
  const toSpend = bip322ToSpend(message, script)
  const psbt = new Psbt({ network })
  psbt.setVersion(0)
  psbt.setLocktime(0)
  const taproot = script.length === 34 && script[0] === 0x51
  psbt.addInput({
    hash: toSpend.getHash(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script, value: 0n },
    ...(taproot ? { tapInternalKey: toXOnly(key.publicKey) } : {}),
  })
  psbt.addOutput({ script: bscript.compile([bscript.OPS.OP_RETURN]), value: 0n })
  if (taproot) psbt.signInput(0, taprootSigner(key))
  else psbt.signInput(0, key)
  psbt.finalizeInput(0)
  const witness = psbt.extractTransaction().ins[0]?.witness ?? []
  return Buffer.from(encodeWitness(witness)).toString('base64')
}
