import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "AppKitAccountButton",
      "AppKitButton",
      "AppKitConnectButton",
      "AppKitNetworkButton",
      "AppKitProvider",
      "KitContext",
      "KitProviderNotFoundError",
      "createAppKit",
      "useAppKit",
      "useAppKitAccount",
      "useAppKitEvents",
      "useAppKitNetwork",
      "useAppKitProvider",
      "useAppKitState",
      "useAppKitTheme",
      "useDisconnect",
      "useKit",
      "useWalletInfo",
    ]
  `)
})
