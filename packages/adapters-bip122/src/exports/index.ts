// Public API of @kit/adapters-bip122: named exports only (STYLE 1, 8.1).
export {
  bitcoinAdapter,
  walletStandardConnectorId,
  type BitcoinAdapterParameters,
  type BitcoinDiscoveryTarget,
} from '../bitcoinAdapter.js'
export {
  bitcoinConnector,
  isBitcoinConnector,
  type BitcoinConnector,
  type BitcoinConnectorParameters,
} from '../connectors/bitcoinConnector.js'
export {
  watchWalletStandardWallets,
  isBitcoinWalletStandardWallet,
  bitcoinWalletStandardFeatures,
  type BitcoinConnectFeature,
  type BitcoinSignMessageFeature,
  type BitcoinSignTransactionFeature,
  type StandardConnectFeature,
  type StandardDisconnectFeature,
  type StandardEventsFeature,
  type WalletStandardAccount,
  type WalletStandardTarget,
  type WalletStandardWallet,
} from '../discovery/walletStandard.js'
export {
  watchSatsConnectProviders,
  isSatsConnectProvider,
  type BitcoinProviderInfo,
  type DiscoveredSatsConnectProvider,
  type SatsConnectProvider,
  type SatsConnectTarget,
} from '../discovery/satsConnect.js'
export { fromWalletStandard } from '../wallets/fromWalletStandard.js'
export { fromSatsConnect, SatsConnectRpcError } from '../wallets/fromSatsConnect.js'
export { fromWalletConnect, bip122WalletConnectMethods, bip122WalletConnectEvents } from '../wallets/fromWalletConnect.js'

export { getBitcoinAccounts, type GetBitcoinAccountsReturnType, type GetBitcoinAccountsErrorType } from '../actions/getBitcoinAccounts.js'
export {
  signBitcoinMessage,
  type SignBitcoinMessageParameters,
  type SignBitcoinMessageReturnType,
  type SignBitcoinMessageErrorType,
} from '../actions/signBitcoinMessage.js'
export { getBitcoinConnector } from '../actions/getBitcoinConnector.js'
export { signPsbt, type SignPsbtParameters, type SignPsbtReturnType, type SignPsbtErrorType } from '../actions/signPsbt.js'
export { getUtxos, type GetUtxosParameters, type GetUtxosReturnType } from '../actions/getUtxos.js'
export { getFeeEstimates, type GetFeeEstimatesParameters, type GetFeeEstimatesReturnType } from '../actions/getFeeEstimates.js'
export {
  broadcastTransaction,
  type BroadcastTransactionParameters,
  type BroadcastTransactionReturnType,
  type BroadcastTransactionErrorType,
} from '../actions/broadcastTransaction.js'
export { getEsploraClient, type GetEsploraClientParameters } from '../actions/getEsploraClient.js'

export {
  createEsploraClient,
  addressBalance,
  type EsploraAddress,
  type EsploraClient,
  type EsploraClientParameters,
  type EsploraUtxo,
} from '../esplora/createEsploraClient.js'
// PSBT building and finalizing (bitcoinjs-lib, secp256k1) live on `@kit/adapters-bip122/psbt`, so
// that discovery and connect do not carry them; the connector loads them on a send.

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
export { toBitcoinWalletError, satsConnectErrorCodes } from '../errors/toBitcoinWalletError.js'

export { isBitcoinAddress, addressType } from '../utils/address.js'
export { bip122NetworkIds, toBitcoinJsNetwork, toBip122NetworkId } from '../utils/bitcoinNetworks.js'
export type {
  BitcoinAccount,
  BitcoinAddressPurpose,
  BitcoinAddressType,
  BitcoinSignPsbtParameters,
  BitcoinSignPsbtReturnType,
  BitcoinWallet,
  BitcoinWalletEvent,
} from '../types.js'

// The package's error base (every error it throws extends it; `version` names this package).
export { BaseError, type BaseErrorType } from '../errors/base.js'
