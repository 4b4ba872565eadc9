import { expect, test } from 'vitest'
import {
  PairingAbortedError,
  PairingUriMissingError,
  toWalletConnectError,
  WalletConnectLoadError,
  WalletConnectNotConnectedError,
  WalletConnectRejectedError,
  WalletConnectRequestError,
} from './walletConnect.js'

test('messages', () => {
  expect(new WalletConnectRejectedError().message).toMatchInlineSnapshot(`
    "User rejected the request.
    Version: @kit/walletconnect@0.1.0"
  `)
  expect(new WalletConnectRequestError({ code: 4902, details: 'Unrecognized chain' }).message).toMatchInlineSnapshot(`
    "The wallet returned an error.

    Details: Unrecognized chain
    Version: @kit/walletconnect@0.1.0"
  `)
  expect(new WalletConnectNotConnectedError().message).toMatchInlineSnapshot(`
    "No WalletConnect session.
    Version: @kit/walletconnect@0.1.0"
  `)
  expect(new PairingAbortedError().message).toMatchInlineSnapshot(`
    "Pairing cancelled.
    Version: @kit/walletconnect@0.1.0"
  `)
  expect(new WalletConnectLoadError({ cause: new Error('chunk failed') }).message).toMatchInlineSnapshot(`
    "WalletConnect could not start.

    Details: chunk failed
    Version: @kit/walletconnect@0.1.0"
  `)
})

test('toWalletConnectError: codes are kept, the USER_REJECTED family becomes 4001', () => {
  expect(toWalletConnectError({ code: 5000, message: 'User rejected.' })).toMatchObject({ name: 'WalletConnectRejectedError', code: 4001 })
  expect(toWalletConnectError({ code: 5002, message: 'User rejected methods.' })).toMatchObject({ code: 4001 })
  expect(toWalletConnectError({ code: 4001, message: 'nope' })).toMatchObject({ code: 4001 })
  expect(toWalletConnectError({ code: 5000, message: 'Unknown error' })).toMatchObject({ name: 'WalletConnectRequestError', code: 5000 })
  expect(toWalletConnectError({ code: -32000, message: 'execution reverted' })).toMatchObject({ code: -32000 })
  expect(toWalletConnectError(new Error('no code'))).toMatchObject({ name: 'WalletConnectRequestError', code: undefined })
  const aborted = new PairingAbortedError()
  expect(toWalletConnectError(aborted)).toBe(aborted)
})

test('PairingUriMissingError', () => {
  expect(new PairingUriMissingError()).toMatchInlineSnapshot(`
    [PairingUriMissingError: sign-client returned no pairing URI
    Version: @kit/walletconnect@0.1.0]
  `)
})
