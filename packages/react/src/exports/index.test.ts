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
      "AppKitWalletButton",
      "BaseError",
      "KitContext",
      "KitProviderNotFoundError",
      "createAppKit",
      "useAppKit",
      "useAppKitAccount",
      "useAppKitBalance",
      "useAppKitConnection",
      "useAppKitConnections",
      "useAppKitEvents",
      "useAppKitNetwork",
      "useAppKitProvider",
      "useAppKitSIWX",
      "useAppKitState",
      "useAppKitSwap",
      "useAppKitTheme",
      "useAppKitUpdateEmail",
      "useAppKitWallet",
      "useDisconnect",
      "useKit",
      "useSiwxSession",
      "useWalletInfo",
    ]
  `)
})
