import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "BaseError",
      "BitcoinAmountTooSmallError",
      "EsploraRequestError",
      "InsufficientBitcoinFundsError",
      "InvalidBitcoinAddressError",
      "InvalidHexStringError",
      "InvalidWalletResponseError",
      "NetworkNamespaceMismatchError",
      "SatsConnectRpcError",
      "TransactionRejectedError",
      "addressBalance",
      "addressType",
      "bip122NetworkIds",
      "bip122WalletConnectEvents",
      "bip122WalletConnectMethods",
      "bitcoinAdapter",
      "bitcoinConnector",
      "bitcoinWalletStandardFeatures",
      "broadcastTransaction",
      "createEsploraClient",
      "fromSatsConnect",
      "fromWalletConnect",
      "fromWalletStandard",
      "getBitcoinAccounts",
      "getBitcoinConnector",
      "getEsploraClient",
      "getFeeEstimates",
      "getUtxos",
      "isBitcoinAddress",
      "isBitcoinConnector",
      "isBitcoinWalletStandardWallet",
      "isSatsConnectProvider",
      "satsConnectErrorCodes",
      "signBitcoinMessage",
      "signPsbt",
      "toBip122NetworkId",
      "toBitcoinJsNetwork",
      "toBitcoinWalletError",
      "walletStandardConnectorId",
      "watchSatsConnectProviders",
      "watchWalletStandardWallets",
    ]
  `)
})

test('exports: psbt subpath', async () => {
  expect(Object.keys(await import('./psbt.js')).sort()).toMatchInlineSnapshot(`
    [
      "PreviousTransactionRequiredError",
      "PsbtAddressError",
      "RedeemScriptError",
      "UnsupportedSenderAddressError",
      "buildTransferPsbt",
      "dustLimit",
      "finalizeSignedPsbt",
      "pickFeeRate",
      "toOutputScript",
    ]
  `)
})
