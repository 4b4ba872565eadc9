// Public API of @kit/adapters-eip155: named exports only (STYLE 1, 8.1).
export { eip155Adapter, type Eip155AdapterParameters } from '../eip155Adapter.js'
export {
  injectedConnector,
  type InjectedConnector,
  type InjectedConnectorParameters,
} from '../connectors/injectedConnector.js'
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
  signTypedData,
  type SignTypedDataParameters,
  type SignTypedDataReturnType,
  type SignTypedDataErrorType,
} from '../actions/signTypedData.js'

export { InvalidChainIdError, type InvalidChainIdErrorType } from '../errors/chain.js'
export { toCaipNetworkId } from '../utils/toCaipNetworkId.js'
export { isEip1193Provider } from '../utils/isEip1193Provider.js'
export type {
  Eip1193Provider,
  Eip1193RequestArguments,
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
} from '../types.js'
