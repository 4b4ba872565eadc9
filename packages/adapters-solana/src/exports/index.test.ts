import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "BaseError",
      "InvalidBase58CharacterError",
      "InvalidTokenMintError",
      "InvalidTransferAmountError",
      "NetworkNamespaceMismatchError",
      "RpcUrlNotFoundError",
      "SolanaConfirmationTimeoutError",
      "SolanaTransactionFailedError",
      "decodeBase58",
      "encodeBase58",
      "getConnection",
      "getTokenBalances",
      "isSolanaAccount",
      "isSolanaWallet",
      "sendSplToken",
      "signAllTransactions",
      "signAndSendTransaction",
      "signTransaction",
      "solanaAdapter",
      "solanaWalletConnectMethods",
      "supportsNetwork",
      "toSolanaWalletError",
      "toWalletStandardChain",
      "waitForSignature",
      "walletConnectConnector",
      "walletConnectWallet",
      "walletStandardConnector",
      "walletStandardId",
      "watchSolanaWallets",
    ]
  `)
})
