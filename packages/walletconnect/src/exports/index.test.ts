import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "BaseError",
      "PairingAbortedError",
      "PairingUriMissingError",
      "WalletConnectLoadError",
      "WalletConnectNotConnectedError",
      "WalletConnectProposalError",
      "WalletConnectRejectedError",
      "WalletConnectRequestError",
      "defaultWalletConnectEvents",
      "lazyUniversalAdapter",
      "pairingExpiryThreshold",
      "pairingLifetime",
      "publicRelayUrl",
      "toWalletConnectError",
      "universalAdapter",
      "universalConnector",
      "universalMethods",
      "walletConnect",
      "walletConnectIcon",
    ]
  `)
})
