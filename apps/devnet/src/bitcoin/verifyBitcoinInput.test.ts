import { Psbt, payments } from 'bitcoinjs-lib'
import { describe, expect, test } from 'vitest'
import { useBitcoinEcc } from './bitcoinEcc.js'
import { BITCOIN_SERVICE_NETWORK } from './bitcoinNetworks.js'
import { createBitcoinChain } from './createBitcoinChain.js'
import { faucetKeys, sendFromFaucet } from './sendFromFaucet.js'

const network = BITCOIN_SERVICE_NETWORK

function setup(payment: payments.Payment) {
  const chain = createBitcoinChain()
  chain.mine(1, faucetKeys().script)
  const output = payment.output
  if (!output) throw new Error('no output')
  const txid = sendFromFaucet(chain, output, 20_000n)
  const nonWitnessUtxo = Buffer.from(chain.getTransaction(txid)?.hex ?? '', 'hex')
  return { chain, txid, output, nonWitnessUtxo }
}

describe('verifyBitcoinInput', () => {
  test('behavior: p2pkh spends are verified', () => {
    const pair = useBitcoinEcc().ECPair.makeRandom({ network })
    const { chain, txid, nonWitnessUtxo } = setup(payments.p2pkh({ pubkey: pair.publicKey, network }))
    const psbt = new Psbt({ network }).addInput({ hash: txid, index: 0, nonWitnessUtxo }).addOutput({ script: faucetKeys().script, value: 19_000n })
    psbt.signInput(0, pair).finalizeAllInputs()
    const good = psbt.extractTransaction()
    const bad = good.clone()
    const wrong = useBitcoinEcc().ECPair.makeRandom({ network })
    const forged = new Psbt({ network }).addInput({ hash: txid, index: 0, nonWitnessUtxo }).addOutput({ script: faucetKeys().script, value: 19_000n })
    // sign with another key but keep the right public key in the scriptSig
    forged.signInput(0, { publicKey: pair.publicKey, sign: (hash) => wrong.sign(hash) })
    forged.finalizeAllInputs()
    bad.setInputScript(0, forged.extractTransaction().ins[0]?.script ?? new Uint8Array())
    expect(() => chain.submitTransaction(bad.toHex())).toThrow('Signature must be zero for failed CHECK(MULTI)SIG operation')
    expect(chain.submitTransaction(good.toHex())).toBe(good.getId())
  })

  test('behavior: p2sh-p2wpkh spends are verified', () => {
    const pair = useBitcoinEcc().ECPair.makeRandom({ network })
    const redeem = payments.p2wpkh({ pubkey: pair.publicKey, network })
    const payment = payments.p2sh({ redeem, network })
    const { chain, txid, output } = setup(payment)
    const psbt = new Psbt({ network })
      .addInput({ hash: txid, index: 0, witnessUtxo: { script: output, value: 20_000n }, redeemScript: redeem.output })
      .addOutput({ script: faucetKeys().script, value: 19_000n })
    psbt.signInput(0, pair).finalizeAllInputs()
    const tx = psbt.extractTransaction()
    expect(chain.submitTransaction(tx.toHex())).toBe(tx.getId())
  })

  test('behavior: unsupported scripts are refused with a clear reason', () => {
    const { chain, txid } = setup(payments.p2wsh({ redeem: { output: Buffer.from([0x51]) }, network }))
    const psbt = new Psbt({ network })
    psbt.addInput({
      hash: txid,
      index: 0,
      witnessUtxo: { script: payments.p2wsh({ redeem: { output: Buffer.from([0x51]) }, network }).output as Uint8Array, value: 20_000n },
      witnessScript: Buffer.from([0x51]),
    })
    psbt.addOutput({ script: faucetKeys().script, value: 19_000n })
    psbt.finalizeInput(0, () => ({ finalScriptSig: undefined, finalScriptWitness: Buffer.from([0x01, 0x01, 0x51]) }))
    expect(() => chain.submitTransaction(psbt.extractTransaction().toHex())).toThrow('Unsupported output script')
  })
})
