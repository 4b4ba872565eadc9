import { expect, test } from 'vitest'
import { NetworkNamespaceMismatchError, RpcUrlNotFoundError } from './network.js'

test('RpcUrlNotFoundError', () => {
  expect(new RpcUrlNotFoundError({ networkId: 'eip155:1' })).toMatchInlineSnapshot(`
    [RpcUrlNotFoundError: No RPC URL

    Details: No RPC URL for eip155:1
    Version: @kit/adapters-eip155@0.1.0]
  `)
})

test('NetworkNamespaceMismatchError', () => {
  expect(new NetworkNamespaceMismatchError({ networkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toMatchInlineSnapshot(`
    [NetworkNamespaceMismatchError: Network namespace mismatch

    Details: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp is not an eip155 network
    Version: @kit/adapters-eip155@0.1.0]
  `)
})
