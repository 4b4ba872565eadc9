import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "InvalidChainIdError",
      "eip155Adapter",
      "getPublicClient",
      "injectedConnector",
      "isEip1193Provider",
      "legacyInjectedId",
      "signTypedData",
      "toCaipNetworkId",
      "waitForTransactionReceipt",
      "watchInjectedProviders",
    ]
  `)
})
