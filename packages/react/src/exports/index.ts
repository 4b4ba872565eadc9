// Public API of @kit/react: named exports only (STYLE 1, 8.1).
export {
  createAppKit,
  type CreateAppKitParameters,
  type CreateAppKitReturnType,
} from '../createAppKit.js'
export { AppKitProvider, type AppKitProviderProps } from '../AppKitProvider.js'
export { KitContext } from '../context.js'
export { KitProviderNotFoundError, type KitProviderNotFoundErrorType } from '../errors/context.js'

export { useKit, type UseKitParameters, type UseKitReturnType } from '../hooks/useKit.js'
export { useAppKit, type UseAppKitOpenOptions, type UseAppKitReturnType } from '../hooks/useAppKit.js'
export {
  useAppKitAccount,
  type UseAppKitAccountParameters,
  type UseAppKitAccountReturnType,
} from '../hooks/useAppKitAccount.js'
export { useAppKitNetwork, type UseAppKitNetworkReturnType } from '../hooks/useAppKitNetwork.js'
export { useAppKitSIWX } from '../hooks/useAppKitSIWX.js'
export { useSiwxSession, type UseSiwxSessionReturnType } from '../hooks/useSiwxSession.js'
export { useAppKitState, type UseAppKitStateReturnType } from '../hooks/useAppKitState.js'
export { useAppKitSwap, type UseAppKitSwapReturnType } from '../hooks/useAppKitSwap.js'
export { useAppKitProvider, type UseAppKitProviderReturnType } from '../hooks/useAppKitProvider.js'
export { useDisconnect, type UseDisconnectParameters, type UseDisconnectReturnType } from '../hooks/useDisconnect.js'
export { useWalletInfo, type UseWalletInfoReturnType } from '../hooks/useWalletInfo.js'
export { useAppKitTheme, type UseAppKitThemeReturnType } from '../hooks/useAppKitTheme.js'
export { useAppKitEvents, type UseAppKitEventsReturnType } from '../hooks/useAppKitEvents.js'
export {
  useAppKitCapabilities,
  type UseAppKitCapabilitiesParameters,
  type UseAppKitCapabilitiesReturnType,
} from '../hooks/useAppKitCapabilities.js'
export { useSendCalls, type SendCallsCallbacks, type UseSendCallsParameters, type UseSendCallsReturnType } from '../hooks/useSendCalls.js'
export { useCallsStatus, type UseCallsStatusParameters, type UseCallsStatusReturnType } from '../hooks/useCallsStatus.js'
export type { AsyncQueryOptions, AsyncQueryResult } from '../hooks/useAsyncQuery.js'
export { useAppKitBalance, type UseAppKitBalanceResult, type UseAppKitBalanceReturnType } from '../hooks/useAppKitBalance.js'
export {
  useAppKitConnections,
  type AppKitConnection,
  type UseAppKitConnectionsReturnType,
} from '../hooks/useAppKitConnections.js'
export {
  useAppKitConnection,
  type UseAppKitConnectionParameters,
  type UseAppKitConnectionReturnType,
} from '../hooks/useAppKitConnection.js'
export { useAppKitWallet, type UseAppKitWalletParameters, type UseAppKitWalletReturnType } from '../hooks/useAppKitWallet.js'
export {
  useAppKitUpdateEmail,
  type UseAppKitUpdateEmailParameters,
  type UseAppKitUpdateEmailReturnType,
} from '../hooks/useAppKitUpdateEmail.js'

export { AppKitButton, type AppKitButtonProps } from '../components/AppKitButton.js'
export { AppKitConnectButton, type AppKitConnectButtonProps } from '../components/AppKitConnectButton.js'
export { AppKitAccountButton, type AppKitAccountButtonProps } from '../components/AppKitAccountButton.js'
export { AppKitNetworkButton, type AppKitNetworkButtonProps } from '../components/AppKitNetworkButton.js'
export { AppKitWalletButton, type AppKitWalletButtonProps } from '../components/AppKitWalletButton.js'

// Importing @kit/react also brings the `appkit-*` JSX element types (src/jsx.ts).
export type { AppKitButtonAttributes, AppKitElement, AppKitElementProps, AppKitWalletButtonAttributes } from '../jsx.js'

// The package's error base (every error it throws extends it; `version` names this package).
export { BaseError, type BaseErrorType } from '../errors/base.js'
