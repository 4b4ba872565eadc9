import { expect, test } from 'vitest'
import { AdapterNamespaceMismatchError } from './adapter.js'

test('AdapterNamespaceMismatchError', () => {
  expect(new AdapterNamespaceMismatchError({ expected: 'bip122', received: 'solana' })).toMatchInlineSnapshot(`
    [AdapterNamespaceMismatchError: lazyAdapter: expected a bip122 adapter, got solana
    Version: @kit/core@0.1.0]
  `)
})
