import { expect, test } from 'vitest'
import { InvalidChainIdError } from './chain.js'

test('InvalidChainIdError', () => {
  expect(new InvalidChainIdError({ chainId: 42 })).toMatchInlineSnapshot(`
    [InvalidChainIdError: Invalid chain id

    Details: The wallet returned 42; expected a hex string such as "0x1"
    Version: @kit/adapters-eip155@0.1.0]
  `)
  expect(new InvalidChainIdError({ chainId: 'banana' }).message).toMatchInlineSnapshot(`
    "Invalid chain id

    Details: The wallet returned "banana"; expected a hex string such as "0x1"
    Version: @kit/adapters-eip155@0.1.0"
  `)
})
