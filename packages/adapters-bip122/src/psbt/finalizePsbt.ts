import { type Network, Psbt } from 'bitcoinjs-lib'
import { InvalidWalletResponseError } from '../errors/bitcoin.js'
import { useEcc } from '../utils/outputScript.js'

function sameBytes(a: Uint8Array, b: Uint8Array) {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

/**
 * Reads a PSBT the wallet signed, checks that it is still the transaction that was asked for,
 * finalizes the inputs the wallet left unfinalized and returns the raw transaction hex.
 */
export function finalizeSignedPsbt({ signed, unsigned, network }: { signed: string; unsigned: Psbt; network: Network }): {
  hex: string
  txid: string
} {
  useEcc()
  let psbt: Psbt
  try {
    psbt = Psbt.fromBase64(signed, { network })
  } catch (cause) {
    throw new InvalidWalletResponseError({ method: 'signPsbt', details: `not a base64 PSBT (${(cause as Error).message})` })
  }
  const ours = unsigned.data.globalMap.unsignedTx.toBuffer()
  const theirs = psbt.data.globalMap.unsignedTx.toBuffer()
  if (!sameBytes(ours, theirs)) throw new InvalidWalletResponseError({ method: 'signPsbt', details: 'the wallet changed the transaction' })
  try {
    psbt.data.inputs.forEach((input, index) => {
      if (!input.finalScriptWitness && !input.finalScriptSig) psbt.finalizeInput(index)
    })
    const tx = psbt.extractTransaction()
    return { hex: tx.toHex(), txid: tx.getId() }
  } catch (cause) {
    throw new InvalidWalletResponseError({ method: 'signPsbt', details: `cannot finalize the signed PSBT (${(cause as Error).message})` })
  }
}
