import { script as bscript, payments, Transaction } from 'bitcoinjs-lib'
import { SetupDefinitionError } from '../setupErrors.js'
import { BITCOIN_DEVNET_FAUCET } from './bitcoinAccounts.js'
import { useBitcoinEcc } from './bitcoinEcc.js'
import { BITCOIN_SERVICE_NETWORK } from './bitcoinNetworks.js'
import { BITCOIN_BLOCK_SUBSIDY, type BitcoinChain, type BitcoinUtxo } from './createBitcoinChain.js'

/** Fee rate of faucet transactions, sat/vB. */
const FAUCET_FEE_RATE = 2n

export function faucetKeys() {
  const { ECPair } = useBitcoinEcc()
  const pair = ECPair.fromPrivateKey(Buffer.from(BITCOIN_DEVNET_FAUCET.privateKey, 'hex'), { network: BITCOIN_SERVICE_NETWORK })
  const payment = payments.p2wpkh({ pubkey: pair.publicKey, network: BITCOIN_SERVICE_NETWORK })
  const scriptCode = payments.p2pkh({ pubkey: pair.publicKey }).output
  if (!payment.output || !scriptCode) throw new SetupDefinitionError('faucet script')
  return { pair, script: payment.output, scriptCode }
}

/** p2wpkh vsize estimate: 10.5 vB overhead, 68 per input, 31 per output (rounded up). */
function estimateFee(inputs: number, outputs: number): bigint {
  return BigInt(Math.ceil(10.5 + 68 * inputs + 31 * outputs)) * FAUCET_FEE_RATE
}

/**
 * Pays `sats` to `script` from the faucet's UTXOs (block rewards) with a signed p2wpkh
 * transaction that goes through the same acceptance checks as any broadcast. Mines reward blocks
 * first when the faucet runs short. Returns the txid (unconfirmed until the next block).
 */
export function sendFromFaucet(chain: BitcoinChain, script: Uint8Array, sats: bigint): string {
  const faucet = faucetKeys()
  const spendable = (): BitcoinUtxo[] =>
    [...chain.getScriptUtxos(faucet.script)].sort((a, b) => {
      const confirmed = Number(!!chain.getTransaction(b.txid)?.block) - Number(!!chain.getTransaction(a.txid)?.block)
      return confirmed !== 0 ? confirmed : Number(b.value - a.value)
    })
  const total = spendable().reduce((sum, utxo) => sum + utxo.value, 0n)
  const needed = sats + estimateFee(20, 2)
  if (total < needed) chain.mine(Number((needed - total) / BITCOIN_BLOCK_SUBSIDY) + 1, faucet.script)

  const selected: BitcoinUtxo[] = []
  let selectedValue = 0n
  for (const utxo of spendable()) {
    selected.push(utxo)
    selectedValue += utxo.value
    if (selectedValue >= sats + estimateFee(selected.length, 2)) break
  }
  const tx = new Transaction()
  tx.version = 2
  for (const utxo of selected) tx.addInput(Buffer.from(utxo.txid, 'hex').reverse(), utxo.vout)
  tx.addOutput(script, sats)
  const change = selectedValue - sats - estimateFee(selected.length, 2)
  if (change >= 294n) tx.addOutput(faucet.script, change)
  selected.forEach((utxo, index) => {
    const hash = tx.hashForWitnessV0(index, faucet.scriptCode, utxo.value, Transaction.SIGHASH_ALL)
    const signature = bscript.signature.encode(faucet.pair.sign(hash), Transaction.SIGHASH_ALL)
    tx.setWitness(index, [signature, faucet.pair.publicKey])
  })
  return chain.submitTransaction(tx.toHex())
}
