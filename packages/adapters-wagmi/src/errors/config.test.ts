import { expect, test } from 'vitest'
import { Eip155NetworkRequiredError } from './config.js'

test('Eip155NetworkRequiredError', () => {
  expect(new Eip155NetworkRequiredError({ networkIds: [] })).toMatchInlineSnapshot(`
    [Eip155NetworkRequiredError: WagmiAdapter needs at least one eip155 network

    Details: Networks: none
    Version: @kit/adapters-wagmi@0.1.0]
  `)
  expect(new Eip155NetworkRequiredError({ networkIds: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] })).toMatchInlineSnapshot(`
    [Eip155NetworkRequiredError: WagmiAdapter needs at least one eip155 network

    Details: Networks: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp
    Version: @kit/adapters-wagmi@0.1.0]
  `)
})
