import { expect, test } from 'vitest'
import { ChainNotConfiguredError } from './chain.js'
import { ConnectionRejectedError, FailedToConnectError } from './connector.js'
import { toWalletError, UserRejectedRequestError, WalletRpcError } from './wallet.js'

test('messages', () => {
  expect(new ConnectionRejectedError()).toMatchInlineSnapshot(`
    [ConnectionRejectedError: Connection rejected
    Version: @kit/core@0.1.0]
  `)
  expect(new FailedToConnectError({ cause: new Error('boom') })).toMatchInlineSnapshot(`
    [FailedToConnectError: Failed to connect

    Details: boom
    Version: @kit/core@0.1.0]
  `)
  expect(new ChainNotConfiguredError({ networkId: 'eip155:1' })).toMatchInlineSnapshot(`
    [ChainNotConfiguredError: Chain not configured

    Network Not Found: the network must be in the networks array.

    Details: Network eip155:1 is not in the networks array
    Version: @kit/core@0.1.0]
  `)
})

test('toWalletError maps EIP-1193 codes and keeps the cause', () => {
  const raw = Object.assign(new Error('User denied'), { code: 4001 })
  const error = toWalletError(raw)
  expect(error).toBeInstanceOf(UserRejectedRequestError)
  expect(error.walk()).toBe(raw)
  expect(toWalletError({ code: 4900 }).name).toBe('ProviderDisconnectedError')
  expect(toWalletError({ code: 4902 }).name).toBe('UnrecognizedChainError')
  expect(toWalletError({ code: -32603, message: 'internal' })).toBeInstanceOf(WalletRpcError)
  expect((toWalletError({ cause: { code: 4001 } }) as UserRejectedRequestError).code).toBe(4001)
})
