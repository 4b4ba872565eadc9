// Public API of @kit/adapters-eip155: named exports only (STYLE 1, 8.1).
export { eip155Adapter, type Eip155AdapterParameters } from '../eip155Adapter.js'
export {
  injectedConnector,
  type InjectedConnector,
  type InjectedConnectorParameters,
} from '../connectors/injectedConnector.js'
export {
  walletConnectConnector,
  type WalletConnectConnectorParameters,
} from '../connectors/walletConnectConnector.js'
export { walletConnectMethods } from '../connectors/walletConnectMethods.js'
export {
  createWalletConnectProvider,
  type CreateWalletConnectProviderParameters,
  type WalletConnectProvider,
} from '../connectors/walletConnectProvider.js'
export {
  watchInjectedProviders,
  legacyInjectedId,
  type InjectedProvider,
  type InjectedProvidersTarget,
  type WatchInjectedProvidersParameters,
} from '../discovery/watchInjectedProviders.js'

export {
  getPublicClient,
  type GetPublicClientParameters,
  type GetPublicClientReturnType,
  type GetPublicClientErrorType,
} from '../actions/getPublicClient.js'
export {
  waitForTransactionReceipt,
  type WaitForTransactionReceiptParameters,
  type WaitForTransactionReceiptReturnType,
} from '../actions/waitForTransactionReceipt.js'
export {
  sendErc20,
  type SendErc20Parameters,
  type SendErc20ReturnType,
  type SendErc20ErrorType,
} from '../actions/sendErc20.js'
export { encodeErc20Transfer, erc20TransferSelector } from '../utils/encodeErc20Transfer.js'
export {
  signTypedData,
  type SignTypedDataParameters,
  type SignTypedDataReturnType,
  type SignTypedDataErrorType,
} from '../actions/signTypedData.js'

export { InvalidChainIdError, type InvalidChainIdErrorType } from '../errors/chain.js'
export {
  AmountOutOfRangeError,
  type AmountOutOfRangeErrorType,
  InvalidReceiverAddressError,
  type InvalidReceiverAddressErrorType,
  InvalidTokenContractError,
  type InvalidTokenContractErrorType,
  NegativeHexNumberError,
  type NegativeHexNumberErrorType,
} from '../errors/encoding.js'
export {
  NetworkNamespaceMismatchError,
  type NetworkNamespaceMismatchErrorType,
  RpcUrlNotFoundError,
  type RpcUrlNotFoundErrorType,
} from '../errors/network.js'
export { toCaipNetworkId } from '../utils/toCaipNetworkId.js'
export { isEip1193Provider } from '../utils/isEip1193Provider.js'
export type {
  Eip1193Provider,
  Eip1193RequestArguments,
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
} from '../types.js'

// The package's error base (every error it throws extends it; `version` names this package).
export { BaseError, type BaseErrorType } from '../errors/base.js'
