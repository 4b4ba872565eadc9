import { expect, test } from 'vitest'
import { NetworkNamespaceMismatchError } from './chain.js'

test('NetworkNamespaceMismatchError', () => {
  expect(new NetworkNamespaceMismatchError({ namespace: 'eip155', networkId: 'solana:abc' })).toMatchInlineSnapshot(`
    [NetworkNamespaceMismatchError: Network namespace mismatch

    Details: Expected a eip155 network, got solana:abc
    Version: @kit/core@0.1.0]
  `)
})
