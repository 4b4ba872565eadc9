// Public API of @kit/adapters-eip155: named exports only (docs/contributing.md, "Packages and exports").

export {
  type GetPublicClientErrorType,
  type GetPublicClientParameters,
  type GetPublicClientReturnType,
  getPublicClient,
} from '../actions/getPublicClient.js'
export {
  type SendErc20ErrorType,
  type SendErc20Parameters,
  type SendErc20ReturnType,
  sendErc20,
} from '../actions/sendErc20.js'
export {
  type SignTypedDataErrorType,
  type SignTypedDataParameters,
  type SignTypedDataReturnType,
  signTypedData,
} from '../actions/signTypedData.js'
export {
  type WaitForTransactionReceiptParameters,
  type WaitForTransactionReceiptReturnType,
  waitForTransactionReceipt,
} from '../actions/waitForTransactionReceipt.js'
export {
  type InjectedConnector,
  type InjectedConnectorParameters,
  injectedConnector,
} from '../connectors/injectedConnector.js'
export {
  type WalletConnectConnectorParameters,
  walletConnectConnector,
} from '../connectors/walletConnectConnector.js'
export { walletConnectMethods } from '../connectors/walletConnectMethods.js'
export {
  type CreateWalletConnectProviderParameters,
  createWalletConnectProvider,
  type WalletConnectProvider,
} from '../connectors/walletConnectProvider.js'
export {
  type InjectedProvider,
  type InjectedProvidersTarget,
  legacyInjectedId,
  type WatchInjectedProvidersParameters,
  watchInjectedProviders,
} from '../discovery/watchInjectedProviders.js'
export { type Eip155AdapterParameters, eip155Adapter } from '../eip155Adapter.js'
// The package's error base (every error it throws extends it; `version` names this package).
export { BaseError, type BaseErrorType } from '../errors/base.js'

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
export type {
  Eip1193Provider,
  Eip1193RequestArguments,
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
} from '../types.js'
export { encodeErc20Transfer, erc20TransferSelector } from '../utils/encodeErc20Transfer.js'
export { isEip1193Provider } from '../utils/isEip1193Provider.js'
export { toCaipNetworkId } from '../utils/toCaipNetworkId.js'
