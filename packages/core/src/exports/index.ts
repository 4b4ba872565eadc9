// Public API of @kit/core: named exports only (STYLE 1, 8.1).
export { createKit, type CreateKitParameters, type CreateKitReturnType, type CreateKitErrorType } from '../createKit.js'
export { type CreateKitOptions, type ResolvedKitOptions, caipNetworkSchema } from '../createKitOptions.js'
export type { Kit, KitState, KitEnvironment } from '../kit.js'
export type { CaipAddress, CaipNetwork, CaipNetworkId, Namespace } from '../types.js'

export type {
  Adapter,
  AdapterContext,
  AdapterInstance,
  Connector,
  ConnectorConnectParameters,
  ConnectorConnectReturnType,
  ConnectorEvent,
  ConnectorType,
  GetBalanceParameters,
  GetBalanceReturnType,
  SendTransactionParameters as ConnectorSendTransactionParameters,
} from '../adapters/contract.js'
export { mockAdapter, type MockAdapterParameters, type MockConnector } from '../adapters/mockAdapter.js'

export { connect, type ConnectParameters, type ConnectReturnType, type ConnectErrorType } from '../actions/connect.js'
export { disconnect, type DisconnectParameters } from '../actions/disconnect.js'
export { reconnect } from '../actions/reconnect.js'
export { switchNetwork, type SwitchNetworkParameters, type SwitchNetworkErrorTypes } from '../actions/switchNetwork.js'
export { fetchBalance, type FetchBalanceParameters } from '../actions/fetchBalance.js'
export { open, resolveOpenView, type OpenParameters } from '../actions/open.js'
export { close } from '../actions/close.js'
export { navigate, goBack, shakeModal } from '../actions/navigate.js'
export { showToast, dismissToast, type ShowToastParameters } from '../actions/showToast.js'
export { setThemeMode, setThemeVariables } from '../actions/setTheme.js'
export {
  signMessage,
  sendTransaction,
  type SignMessageParameters,
  type SendTransactionParameters,
  type WalletRequestErrorType,
} from '../actions/walletRequests.js'

export { getAccount, watchAccount, type GetAccountParameters, type GetAccountReturnType } from '../getters/getAccount.js'
export { getNetwork, watchNetwork, type GetNetworkParameters, type GetNetworkReturnType } from '../getters/getNetwork.js'
export { getModalState, watchModalState, type GetModalStateReturnType } from '../getters/getModalState.js'
export { getRouter, watchRouter, type GetRouterReturnType } from '../getters/getRouter.js'
export {
  getConnectors,
  watchConnectors,
  type ConnectorItem,
  type GetConnectorsParameters,
  type GetConnectorsReturnType,
} from '../getters/getConnectors.js'
export { getConnections, watchConnections, type GetConnectionsReturnType } from '../getters/getConnections.js'
export { getToasts, watchToasts, type GetToastsReturnType } from '../getters/getToasts.js'
export { getTheme, watchTheme, type GetThemeReturnType } from '../getters/getTheme.js'
export { getWalletInfo, watchWalletInfo, type GetWalletInfoReturnType } from '../getters/getWalletInfo.js'
export { getWalletProvider, watchWalletProvider, type GetWalletProviderReturnType } from '../getters/getWalletProvider.js'
export { getEvent, watchEvent, subscribeEvents, type GetEventReturnType } from '../getters/getEvent.js'
export { getRpcUrls } from '../getters/getRpcUrls.js'
export type { WatchParameters } from '../utils/select.js'

export type { AccountState, AccountStatus, AccountType } from '../state/chains.js'
export type { Connection, ConnectionStatus } from '../state/connections.js'
export type { KitEvent, KitEventName } from '../state/events.js'
export type { View, RouterData } from '../state/router.js'
export type { Toast, ToastVariant } from '../state/snack.js'
export type { ThemeMode, ThemeVariables } from '../state/theme.js'

export { createStorage, createMemoryBackend, type KitStorage, type StorageBackend } from '../storage/createStorage.js'

export { parseCaipAddress, parseCaipNetworkId, formatCaipAddress, formatCaipNetworkId } from '../utils/caip.js'
export { isEvmAddress, isSolanaAddress } from '../utils/address.js'
export { formatUnits, parseUnits } from '../utils/formatUnits.js'

export { defineNetwork } from '../networks/defineNetwork.js'
export { anvil } from '../networks/anvil.js'
export { base } from '../networks/base.js'
export { solana, solanaDevnet, solanaTestnet } from '../networks/solana.js'
export { bitcoin, bitcoinTestnet } from '../networks/bitcoin.js'

export { BaseError, type BaseErrorParameters, type BaseErrorType } from '../errors/base.js'
export {
  InvalidCaipAddressError,
  type InvalidCaipAddressErrorType,
  InvalidCaipNetworkIdError,
  type InvalidCaipNetworkIdErrorType,
} from '../errors/caip.js'
export {
  BalanceUnavailableError,
  type BalanceUnavailableErrorType,
  ChainMismatchError,
  type ChainMismatchErrorType,
  ChainNotConfiguredError,
  type ChainNotConfiguredErrorType,
  SwitchNetworkError,
  type SwitchNetworkErrorType,
} from '../errors/chain.js'
export {
  ConnectionRejectedError,
  type ConnectionRejectedErrorType,
  ConnectorAccountNotFoundError,
  type ConnectorAccountNotFoundErrorType,
  ConnectorAlreadyConnectedError,
  type ConnectorAlreadyConnectedErrorType,
  ConnectorCapabilityNotSupportedError,
  type ConnectorCapabilityNotSupportedErrorType,
  ConnectorNotConnectedError,
  type ConnectorNotConnectedErrorType,
  ConnectorNotFoundError,
  type ConnectorNotFoundErrorType,
  ConnectorUnavailableReconnectingError,
  type ConnectorUnavailableReconnectingErrorType,
  FailedToConnectError,
  type FailedToConnectErrorType,
  ModalClosedError,
  type ModalClosedErrorType,
} from '../errors/connector.js'
export { KitOptionsError, type KitOptionsErrorType } from '../errors/options.js'
export {
  ProviderDisconnectedError,
  type ProviderDisconnectedErrorType,
  UnauthorizedProviderError,
  type UnauthorizedProviderErrorType,
  UnrecognizedChainError,
  type UnrecognizedChainErrorType,
  UnsupportedMethodError,
  type UnsupportedMethodErrorType,
  UserRejectedRequestError,
  type UserRejectedRequestErrorType,
  WalletRpcError,
  type WalletRpcErrorType,
  toWalletError,
  walletErrorCodes,
  type WalletErrorType,
} from '../errors/wallet.js'
