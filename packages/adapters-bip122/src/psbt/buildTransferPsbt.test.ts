import { BITCOIN_DEVNET_ACCOUNTS } from '@kit/devnet'
import { networks } from 'bitcoinjs-lib'
import { describe, expect, test } from 'vitest'
import type { EsploraUtxo } from '../esplora/createEsploraClient.js'
import type { BitcoinAccount } from '../types.js'
import { buildTransferPsbt, dustLimit, pickFeeRate } from './buildTransferPsbt.js'

const from: BitcoinAccount = {
  address: BITCOIN_DEVNET_ACCOUNTS[0]!.payment.address,
  publicKey: BITCOIN_DEVNET_ACCOUNTS[0]!.payment.publicKey,
  purpose: 'payment',
  addressType: 'p2wpkh',
}
const taproot: BitcoinAccount = {
  address: BITCOIN_DEVNET_ACCOUNTS[0]!.ordinals.address,
  publicKey: BITCOIN_DEVNET_ACCOUNTS[0]!.ordinals.internalPubkey,
  purpose: 'ordinals',
  addressType: 'p2tr',
}
const to = BITCOIN_DEVNET_ACCOUNTS[1]!.payment.address
const utxo = (value: number, confirmed = true, index = 0): EsploraUtxo => ({
  txid: `${index}`.padStart(64, 'a'),
  vout: 0,
  value,
  status: { confirmed },
})

describe('buildTransferPsbt', () => {
  test('default: one input, the payment, change back to the sender; fee = rate × estimated vsize', () => {
    const { psbt, inputs, fee, change, vsize } = buildTransferPsbt({ from, to, value: 10_000n, utxos: [utxo(100_000)], feeRate: 2, network: networks.testnet })
    expect(inputs).toEqual([0])
    expect(vsize).toBe(10.5 + 68 + 31 + 31)
    expect(fee).toBe(281n)
    expect(change).toBe(100_000n - 10_000n - 281n)
    expect(psbt.txOutputs.map((output) => [output.address, output.value])).toEqual([
      [to, 10_000n],
      [from.address, change],
    ])
    expect(psbt.txInputs[0]?.sequence).toBe(0xfffffffd)
  })

  test('behavior: confirmed coins first, largest first, only as many as needed', () => {
    const { psbt } = buildTransferPsbt({
      from,
      to,
      value: 60_000n,
      utxos: [utxo(50_000, true, 1), utxo(500_000, false, 2), utxo(40_000, true, 3), utxo(20_000, true, 4)],
      feeRate: 1,
      network: networks.testnet,
    })
    expect(psbt.txInputs.map((input) => Buffer.from(input.hash).reverse().toString('hex').slice(-1))).toEqual(['1', '3'])
  })

  test('behavior: change below dust goes to the fee', () => {
    const { psbt, change, fee } = buildTransferPsbt({ from, to, value: 10_000n, utxos: [utxo(10_300)], feeRate: 1, network: networks.testnet })
    expect(change).toBe(0n)
    expect(fee).toBe(300n)
    expect(psbt.txOutputs).toHaveLength(1)
  })

  test('behavior: taproot senders get tapInternalKey on each input', () => {
    const { psbt } = buildTransferPsbt({ from: taproot, to, value: 10_000n, utxos: [utxo(30_000)], feeRate: 1, network: networks.testnet })
    expect(Buffer.from(psbt.data.inputs[0]!.tapInternalKey!).toString('hex')).toBe(taproot.publicKey)
  })

  test('behavior: not enough funds, dust amounts', () => {
    expect(() =>
      buildTransferPsbt({ from, to, value: 100_000n, utxos: [utxo(50_000)], feeRate: 1, network: networks.testnet }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InsufficientBitcoinFundsError: Insufficient funds

      Details: The transfer needs 100110 sats including the fee; the address has 50000 sats
      Version: @kit/adapters-bip122@0.1.0]
    `)
    expect(() =>
      buildTransferPsbt({ from, to, value: 100n, utxos: [utxo(50_000)], feeRate: 1, network: networks.testnet }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [BitcoinAmountTooSmallError: Amount too small

      Details: 100 sats is below the dust limit of 294 sats for this address
      Version: @kit/adapters-bip122@0.1.0]
    `)
  })
})

test('pickFeeRate', () => {
  const estimates = { '1': 3, '3': 2.5, '6': 2, '144': 1 }
  expect(pickFeeRate(estimates, 1)).toBe(3)
  expect(pickFeeRate(estimates, 2)).toBe(2.5)
  expect(pickFeeRate(estimates, 1000)).toBe(1)
  expect(pickFeeRate({}, 3)).toBe(1)
  expect(pickFeeRate({ '1': 0.5 }, 1)).toBe(1)
})

test('dustLimit', () => {
  expect(dustLimit(Buffer.from(`0014${'00'.repeat(20)}`, 'hex'))).toBe(294n)
  expect(dustLimit(Buffer.from(`5120${'00'.repeat(32)}`, 'hex'))).toBe(330n)
})
