import { expect, test } from 'vitest'
import { InvalidHexStringError } from './encoding.js'

test('InvalidHexStringError', () => {
  expect(new InvalidHexStringError({ hex: 'zz'.repeat(20) })).toMatchInlineSnapshot(`
    [InvalidHexStringError: Invalid hex string: zzzzzzzzzzzzzzzzzzzz
    Version: @kit/adapters-bip122@0.1.0]
  `)
})
