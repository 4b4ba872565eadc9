import { expect, test } from 'vitest'
import { NetworkNamespaceMismatchError, RpcUrlNotFoundError } from './network.js'

test('RpcUrlNotFoundError', () => {
  expect(new RpcUrlNotFoundError({ networkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })).toMatchInlineSnapshot(`
    [RpcUrlNotFoundError: No RPC URL

    Details: No RPC URL for solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1
    Version: @kit/adapters-solana@0.1.0]
  `)
  expect(new RpcUrlNotFoundError()).toMatchInlineSnapshot(`
    [RpcUrlNotFoundError: No RPC URL
    Version: @kit/adapters-solana@0.1.0]
  `)
})

test('NetworkNamespaceMismatchError', () => {
  expect(new NetworkNamespaceMismatchError({ networkId: 'eip155:1' })).toMatchInlineSnapshot(`
    [NetworkNamespaceMismatchError: Network namespace mismatch

    Details: eip155:1 is not a solana network
    Version: @kit/adapters-solana@0.1.0]
  `)
})
