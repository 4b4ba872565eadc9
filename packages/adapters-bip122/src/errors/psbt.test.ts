import { expect, test } from 'vitest'
import { PreviousTransactionRequiredError, PsbtAddressError, RedeemScriptError, UnsupportedSenderAddressError } from './psbt.js'

test('PsbtAddressError', () => {
  expect(new PsbtAddressError({ from: 'bcrt1qsender', to: 'nope' })).toMatchInlineSnapshot(`
    [PsbtAddressError: buildTransferPsbt: addresses must be valid on the network

    Details: From: bcrt1qsender, to: nope
    Version: @kit/adapters-bip122@0.1.0]
  `)
})

test('UnsupportedSenderAddressError', () => {
  expect(new UnsupportedSenderAddressError({ type: 'p2wsh' })).toMatchInlineSnapshot(`
    [UnsupportedSenderAddressError: buildTransferPsbt: cannot spend from a p2wsh address
    Version: @kit/adapters-bip122@0.1.0]
  `)
})

test('PreviousTransactionRequiredError', () => {
  expect(new PreviousTransactionRequiredError({ txid: 'ab'.repeat(32) })).toMatchInlineSnapshot(`
    [PreviousTransactionRequiredError: buildTransferPsbt: previous transaction abababababababababababababababababababababababababababababababab is needed for a p2pkh input
    Version: @kit/adapters-bip122@0.1.0]
  `)
})

test('RedeemScriptError', () => {
  expect(new RedeemScriptError()).toMatchInlineSnapshot(`
    [RedeemScriptError: buildTransferPsbt: no redeem script
    Version: @kit/adapters-bip122@0.1.0]
  `)
})
