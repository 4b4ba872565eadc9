import { type Network, Psbt, payments } from 'bitcoinjs-lib'
import { BitcoinAmountTooSmallError, InsufficientBitcoinFundsError, InvalidWalletResponseError } from '../errors/bitcoin.js'
import { PreviousTransactionRequiredError, PsbtAddressError, RedeemScriptError, UnsupportedSenderAddressError } from '../errors/psbt.js'
import type { EsploraUtxo } from '../esplora/createEsploraClient.js'
import type { BitcoinAccount } from '../types.js'
import { scriptType } from '../utils/address.js'
import { hexToBytes } from '../utils/encoding.js'
import { toOutputScript, useEcc } from '../utils/outputScript.js'

/** Virtual size of one input by the spent output's type (signature at its 72-byte maximum). */
const inputVsize = { p2wpkh: 68, p2tr: 57.5, p2sh: 91, p2pkh: 148 } as const
/** Smallest output nodes relay by default, by output type (Bitcoin Core's dust at 3 sat/vB). */
export function dustLimit(script: Uint8Array): bigint {
  const type = scriptType(script)
  if (type === 'p2wpkh') return 294n
  if (type === 'p2tr' || type === 'p2wsh') return 330n
  return 546n
}

const outputVsize = (script: Uint8Array) => 8 + 1 + script.length

export type BuildTransferPsbtParameters = {
  /** The spending account; its UTXOs pay and its address receives the change. */
  from: BitcoinAccount
  to: string
  /** Sats to send. */
  value: bigint
  utxos: readonly EsploraUtxo[]
  /** sat/vB. */
  feeRate: number
  network: Network
  /** Full previous transactions (hex) by txid, needed only for legacy p2pkh inputs. */
  previousTransactions?: Readonly<Record<string, string>> | undefined
}

export type BuildTransferPsbtReturnType = {
  psbt: Psbt
  /** Indexes of the inputs `from` must sign. */
  inputs: number[]
  fee: bigint
  change: bigint
  /** Estimated virtual size (vB) the fee was computed for. */
  vsize: number
}

function xOnly(publicKey: string): Uint8Array {
  const bytes = hexToBytes(publicKey)
  if (bytes.length === 32) return bytes
  if (bytes.length === 33) return bytes.slice(1)
  throw new InvalidWalletResponseError({ method: 'accounts', details: `taproot public key must be 32 or 33 bytes, got ${bytes.length}` })
}

/**
 * An unsigned PSBT paying `value` sats to `to` from `from`'s UTXOs (confirmed first, largest
 * first), with a fee of `feeRate` × the estimated vsize and the change back to `from` (dropped into
 * the fee when below dust). p2wpkh, p2tr (key path), p2sh-p2wpkh and p2pkh senders are supported.
 */
export function buildTransferPsbt({
  from,
  to,
  value,
  utxos,
  feeRate,
  network,
  previousTransactions = {},
}: BuildTransferPsbtParameters): BuildTransferPsbtReturnType {
  useEcc()
  const fromScript = toOutputScript(from.address, network)
  const toScript = toOutputScript(to, network)
  if (!fromScript || !toScript) throw new PsbtAddressError({ from: from.address, to })
  const type = scriptType(fromScript)
  if (type !== 'p2wpkh' && type !== 'p2tr' && type !== 'p2sh' && type !== 'p2pkh') throw new UnsupportedSenderAddressError({ type })
  const recipientDust = dustLimit(toScript)
  if (value < recipientDust) throw new BitcoinAmountTooSmallError({ value, minimum: recipientDust })

  const rate = Math.max(feeRate, 1)
  const segwit = type !== 'p2pkh'
  const fixed = (segwit ? 10.5 : 10) + outputVsize(toScript)
  const feeFor = (inputs: number, withChange: boolean) =>
    BigInt(Math.ceil((fixed + inputs * inputVsize[type] + (withChange ? outputVsize(fromScript) : 0)) * rate))
  const changeDust = dustLimit(fromScript)

  const candidates = [...utxos].sort((a, b) => Number(b.status.confirmed) - Number(a.status.confirmed) || b.value - a.value)
  const selected: EsploraUtxo[] = []
  let total = 0n
  let fee = 0n
  let change = 0n
  let done = false
  for (const utxo of candidates) {
    selected.push(utxo)
    total += BigInt(utxo.value)
    const withChange = feeFor(selected.length, true)
    if (total - value - withChange >= changeDust) {
      fee = withChange
      change = total - value - withChange
      done = true
      break
    }
    const withoutChange = feeFor(selected.length, false)
    if (total >= value + withoutChange) {
      fee = total - value
      change = 0n
      done = true
      break
    }
  }
  if (!done) throw new InsufficientBitcoinFundsError({ needed: value + feeFor(Math.max(selected.length, 1), false), available: total })

  const psbt = new Psbt({ network })
  selected.forEach((utxo) => {
    const input: Parameters<Psbt['addInput']>[0] = { hash: utxo.txid, index: utxo.vout, sequence: 0xfffffffd }
    if (type === 'p2pkh') {
      const hex = previousTransactions[utxo.txid]
      if (!hex) throw new PreviousTransactionRequiredError({ txid: utxo.txid })
      input.nonWitnessUtxo = hexToBytes(hex)
    } else {
      input.witnessUtxo = { script: fromScript, value: BigInt(utxo.value) }
    }
    if (type === 'p2tr') input.tapInternalKey = xOnly(from.publicKey)
    if (type === 'p2sh') {
      const redeem = payments.p2wpkh({ pubkey: hexToBytes(from.publicKey), network })
      if (!redeem.output) throw new RedeemScriptError()
      input.redeemScript = redeem.output
    }
    psbt.addInput(input)
  })
  psbt.addOutput({ script: toScript, value })
  if (change > 0n) psbt.addOutput({ script: fromScript, value: change })
  const vsize = fixed + selected.length * inputVsize[type] + (change > 0n ? outputVsize(fromScript) : 0)
  return { psbt, inputs: selected.map((_, index) => index), fee, change, vsize }
}

/** The fee rate (sat/vB) Esplora estimates for confirmation within `target` blocks (nearest longer target, at least 1). */
export function pickFeeRate(estimates: Readonly<Record<string, number>>, target: number): number {
  const targets = Object.keys(estimates)
    .map(Number)
    .filter((key) => Number.isFinite(key))
    .sort((a, b) => a - b)
  const key = targets.find((candidate) => candidate >= target) ?? targets.at(-1)
  const rate = key === undefined ? 1 : (estimates[String(key)] ?? 1)
  return Math.max(1, rate)
}
