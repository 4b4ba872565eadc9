import { expect, test } from 'vitest'
import { NetworkNamespaceMismatchError } from './network.js'

test('NetworkNamespaceMismatchError', () => {
  expect(new NetworkNamespaceMismatchError({ networkId: 'eip155:1' })).toMatchInlineSnapshot(`
    [NetworkNamespaceMismatchError: Network namespace mismatch

    Details: eip155:1 is not a bip122 network
    Version: @kit/adapters-bip122@0.1.0]
  `)
})
