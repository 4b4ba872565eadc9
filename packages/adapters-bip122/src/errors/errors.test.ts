import { UnauthorizedProviderError, UnsupportedMethodError, UserRejectedRequestError, WalletRpcError } from '@kit/core'
import { expect, test } from 'vitest'
import {
  BitcoinAmountTooSmallError,
  EsploraRequestError,
  InsufficientBitcoinFundsError,
  InvalidBitcoinAddressError,
  InvalidWalletResponseError,
  TransactionRejectedError,
} from './bitcoin.js'
import { toBitcoinWalletError } from './toBitcoinWalletError.js'

const coded = (code: number | string, message = 'wallet error') => Object.assign(new Error(message), { code })

test('toBitcoinWalletError: sats-connect, EIP-1193 and message-only rejections', () => {
  expect(toBitcoinWalletError(coded(-32000))).toBeInstanceOf(UserRejectedRequestError)
  expect(toBitcoinWalletError(coded(4001))).toBeInstanceOf(UserRejectedRequestError)
  expect(toBitcoinWalletError(new Error('User rejected the request.'))).toBeInstanceOf(UserRejectedRequestError)
  expect(toBitcoinWalletError(coded(-32001))).toBeInstanceOf(UnsupportedMethodError)
  expect(toBitcoinWalletError(coded(-32601))).toBeInstanceOf(UnsupportedMethodError)
  expect(toBitcoinWalletError(coded(-32002))).toBeInstanceOf(UnauthorizedProviderError)
  expect(toBitcoinWalletError(coded(-32603, 'boom'))).toBeInstanceOf(WalletRpcError)
  const named = new InvalidWalletResponseError({ method: 'signPsbt', details: 'x' })
  expect(toBitcoinWalletError(named)).toBe(named)
})

test('messages', () => {
  const messages = [
    new InvalidBitcoinAddressError({ address: 'x', networkName: 'Bitcoin', expected: 'bc1…, 1… or 3…' }),
    new InsufficientBitcoinFundsError({ needed: 10n, available: 5n }),
    new BitcoinAmountTooSmallError({ value: 1n, minimum: 294n }),
    new TransactionRejectedError({ text: 'sendrawtransaction RPC error: {"code":-26,"message":"dust"}', status: 400 }),
    new TransactionRejectedError({ text: 'plain reason', status: 400 }),
    new EsploraRequestError({ url: 'http://x/address/y', status: 404, details: 'Not found' }),
    new InvalidWalletResponseError({ method: 'signPsbt', details: 'no base64 PSBT' }),
  ].map((error) => `${error.name}: ${error.message}`)
  expect(messages).toMatchInlineSnapshot(`
    [
      "InvalidBitcoinAddressError: Invalid Bitcoin address

    Details: "x" is not a valid Bitcoin address (expected bc1…, 1… or 3…)
    Version: @kit/adapters-bip122@0.1.0",
      "InsufficientBitcoinFundsError: Insufficient funds

    Details: The transfer needs 10 sats including the fee; the address has 5 sats
    Version: @kit/adapters-bip122@0.1.0",
      "BitcoinAmountTooSmallError: Amount too small

    Details: 1 sats is below the dust limit of 294 sats for this address
    Version: @kit/adapters-bip122@0.1.0",
      "TransactionRejectedError: Transaction rejected: dust

    Details: sendrawtransaction RPC error: {"code":-26,"message":"dust"}
    Version: @kit/adapters-bip122@0.1.0",
      "TransactionRejectedError: Transaction rejected: plain reason

    Details: plain reason
    Version: @kit/adapters-bip122@0.1.0",
      "EsploraRequestError: Bitcoin API request failed

    Details: http://x/address/y: Not found
    Version: @kit/adapters-bip122@0.1.0",
      "InvalidWalletResponseError: Invalid wallet response

    Details: signPsbt: no base64 PSBT
    Version: @kit/adapters-bip122@0.1.0",
    ]
  `)
})
