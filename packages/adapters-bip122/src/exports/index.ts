// Public API of @kit/adapters-bip122: named exports only (docs/contributing.md, "Packages and exports").

export {
  type BroadcastTransactionErrorType,
  type BroadcastTransactionParameters,
  type BroadcastTransactionReturnType,
  broadcastTransaction,
} from '../actions/broadcastTransaction.js'
export { type GetBitcoinAccountsErrorType, type GetBitcoinAccountsReturnType, getBitcoinAccounts } from '../actions/getBitcoinAccounts.js'
export { getBitcoinConnector } from '../actions/getBitcoinConnector.js'
export { type GetEsploraClientParameters, getEsploraClient } from '../actions/getEsploraClient.js'
export { type GetFeeEstimatesParameters, type GetFeeEstimatesReturnType, getFeeEstimates } from '../actions/getFeeEstimates.js'
export { type GetUtxosParameters, type GetUtxosReturnType, getUtxos } from '../actions/getUtxos.js'
export {
  type SignBitcoinMessageErrorType,
  type SignBitcoinMessageParameters,
  type SignBitcoinMessageReturnType,
  signBitcoinMessage,
} from '../actions/signBitcoinMessage.js'
export { type SignPsbtErrorType, type SignPsbtParameters, type SignPsbtReturnType, signPsbt } from '../actions/signPsbt.js'
export { type BitcoinAdapterParameters, type BitcoinDiscoveryTarget, bitcoinAdapter } from '../bitcoinAdapter.js'
export {
  type BitcoinConnector,
  type BitcoinConnectorParameters,
  bitcoinConnector,
  isBitcoinConnector,
} from '../connectors/bitcoinConnector.js'
export {
  type BitcoinProviderInfo,
  type DiscoveredSatsConnectProvider,
  isSatsConnectProvider,
  type SatsConnectProvider,
  type SatsConnectTarget,
  watchSatsConnectProviders,
} from '../discovery/satsConnect.js'
export {
  type BitcoinConnectFeature,
  type BitcoinSignMessageFeature,
  type BitcoinSignTransactionFeature,
  bitcoinWalletStandardFeatures,
  isBitcoinWalletStandardWallet,
  type StandardConnectFeature,
  type StandardDisconnectFeature,
  type StandardEventsFeature,
  type WalletStandardAccount,
  type WalletStandardTarget,
  type WalletStandardWallet,
  walletStandardConnectorId,
  watchWalletStandardWallets,
} from '../discovery/walletStandard.js'
export {
  addressBalance,
  createEsploraClient,
  type EsploraAddress,
  type EsploraClient,
  type EsploraClientParameters,
  type EsploraUtxo,
} from '../esplora/createEsploraClient.js'
export { fromSatsConnect, SatsConnectRpcError } from '../wallets/fromSatsConnect.js'
export { bip122WalletConnectEvents, bip122WalletConnectMethods, fromWalletConnect } from '../wallets/fromWalletConnect.js'
export { fromWalletStandard } from '../wallets/fromWalletStandard.js'

// PSBT building and finalizing (bitcoinjs-lib, secp256k1) live on `@kit/adapters-bip122/psbt`, so
// that discovery and connect do not carry them; the connector loads them on a send.

// The package's error base (every error it throws extends it; `version` names this package).
export { BaseError, type BaseErrorType } from '../errors/base.js'
export {
  BitcoinAmountTooSmallError,
  type BitcoinAmountTooSmallErrorType,
  EsploraRequestError,
  type EsploraRequestErrorType,
  InsufficientBitcoinFundsError,
  type InsufficientBitcoinFundsErrorType,
  InvalidBitcoinAddressError,
  type InvalidBitcoinAddressErrorType,
  InvalidWalletResponseError,
  type InvalidWalletResponseErrorType,
  TransactionRejectedError,
  type TransactionRejectedErrorType,
} from '../errors/bitcoin.js'
export { InvalidHexStringError, type InvalidHexStringErrorType } from '../errors/encoding.js'
export { NetworkNamespaceMismatchError, type NetworkNamespaceMismatchErrorType } from '../errors/network.js'
export { satsConnectErrorCodes, toBitcoinWalletError } from '../errors/toBitcoinWalletError.js'
export type {
  BitcoinAccount,
  BitcoinAddressPurpose,
  BitcoinAddressType,
  BitcoinSignPsbtParameters,
  BitcoinSignPsbtReturnType,
  BitcoinWallet,
  BitcoinWalletEvent,
} from '../types.js'
export { addressType, isBitcoinAddress } from '../utils/address.js'
export { bip122NetworkIds, toBip122NetworkId, toBitcoinJsNetwork } from '../utils/bitcoinNetworks.js'
