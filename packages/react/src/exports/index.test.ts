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
      "KitNotChosenError",
      "KitProviderNotFoundError",
      "createAppKit",
      "useAppKit",
      "useAppKitAccount",
      "useAppKitBalance",
      "useAppKitCapabilities",
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
      "useCallsStatus",
      "useDisconnect",
      "useIdentity",
      "useKit",
      "useNameAvailability",
      "useNameSuggestions",
      "useProfileName",
      "useRegisterName",
      "useSendCalls",
      "useSiwxSession",
      "useWalletInfo",
    ]
  `)
})
