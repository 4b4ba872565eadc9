import { address as bitcoinAddress, type Network, Psbt, Transaction } from 'bitcoinjs-lib'
import type { ECPairInterface } from 'ecpair'
import { invalidParams } from '../eip155/providerRpcError.js'
import { useBitcoinEcc } from './bitcoinEcc.js'
import { taprootSigner } from './bitcoinTestKeys.js'

/** The key of an address and whether it is the taproot (ordinals) one. */
export interface BitcoinSigningKey {
  readonly key: ECPairInterface
  readonly taproot: boolean
}

/**
 * Signs the listed inputs of a base64 PSBT (not finalized, as sats-connect's `signPsbt` returns it).
 * Each input must spend the script of the address that signs it; `sighash` defaults to ALL (p2wpkh)
 * and DEFAULT (taproot).
 */
export function signTestPsbt({
  psbt: base64,
  signInputs,
  keyFor,
  network,
  allowedSighash,
}: {
  psbt: string
  signInputs: Readonly<Record<string, readonly number[]>>
  keyFor: (address: string) => BitcoinSigningKey | undefined
  network: Network
  allowedSighash?: number | undefined
}): string {
  useBitcoinEcc()
  let psbt: Psbt
  try {
    psbt = Psbt.fromBase64(base64, { network })
  } catch (error) {
    throw invalidParams(`psbt is not a base64 PSBT (${(error as Error).message})`)
  }
  for (const [address, indexes] of Object.entries(signInputs)) {
    const signer = keyFor(address)
    if (!signer) throw invalidParams(`the wallet has no key for ${address}`)
    const script = bitcoinAddress.toOutputScript(address, network)
    for (const index of indexes) {
      const input = psbt.data.inputs[index]
      if (!input) throw invalidParams(`input ${index} does not exist`)
      const spent = input.witnessUtxo?.script
      if (!spent || Buffer.compare(Buffer.from(spent), Buffer.from(script)) !== 0) {
        throw invalidParams(`input ${index} does not spend ${address}`)
      }
      const sighashTypes = allowedSighash === undefined ? undefined : [allowedSighash]
      if (signer.taproot) {
        if (!input.tapInternalKey) psbt.updateInput(index, { tapInternalKey: signer.key.publicKey.slice(1) })
        psbt.signInput(index, taprootSigner(signer.key), sighashTypes ?? [Transaction.SIGHASH_DEFAULT])
      } else {
        psbt.signInput(index, signer.key, sighashTypes ?? [Transaction.SIGHASH_ALL])
      }
    }
  }
  return psbt.toBase64()
}
