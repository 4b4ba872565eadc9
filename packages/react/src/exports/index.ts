// Public API of @kit/react: named exports only (docs/contributing.md, "Packages and exports").

export { AppKitAccountButton, type AppKitAccountButtonProps } from '../components/AppKitAccountButton.js'
export { AppKitButton, type AppKitButtonProps } from '../components/AppKitButton.js'
export { AppKitConnectButton, type AppKitConnectButtonProps } from '../components/AppKitConnectButton.js'
export { AppKitNetworkButton, type AppKitNetworkButtonProps } from '../components/AppKitNetworkButton.js'
export { AppKitProvider, type AppKitProviderProps } from '../components/AppKitProvider.js'
export { AppKitWalletButton, type AppKitWalletButtonProps } from '../components/AppKitWalletButton.js'
export { KitContext } from '../context.js'
export {
  type CreateAppKitParameters,
  type CreateAppKitReturnType,
  createAppKit,
} from '../createAppKit.js'
// The package's error base (every error it throws extends it; `version` names this package).
export { BaseError, type BaseErrorType } from '../errors/base.js'
export {
  KitNotChosenError,
  type KitNotChosenErrorType,
  KitProviderNotFoundError,
  type KitProviderNotFoundErrorType,
} from '../errors/context.js'
export { type UseAppKitOpenOptions, type UseAppKitReturnType, useAppKit } from '../hooks/useAppKit.js'
export {
  type UseAppKitAccountParameters,
  type UseAppKitAccountReturnType,
  useAppKitAccount,
} from '../hooks/useAppKitAccount.js'
export { type UseAppKitBalanceResult, type UseAppKitBalanceReturnType, useAppKitBalance } from '../hooks/useAppKitBalance.js'
export {
  type UseAppKitCapabilitiesParameters,
  type UseAppKitCapabilitiesReturnType,
  useAppKitCapabilities,
} from '../hooks/useAppKitCapabilities.js'
export {
  type UseAppKitConnectionParameters,
  type UseAppKitConnectionReturnType,
  useAppKitConnection,
} from '../hooks/useAppKitConnection.js'
export {
  type AppKitConnection,
  type UseAppKitConnectionsReturnType,
  useAppKitConnections,
} from '../hooks/useAppKitConnections.js'
export { type UseAppKitEventsReturnType, useAppKitEvents } from '../hooks/useAppKitEvents.js'
export { type UseAppKitNetworkReturnType, useAppKitNetwork } from '../hooks/useAppKitNetwork.js'
export { type UseAppKitProviderReturnType, useAppKitProvider } from '../hooks/useAppKitProvider.js'
export { useAppKitSIWX } from '../hooks/useAppKitSIWX.js'
export { type UseAppKitStateReturnType, useAppKitState } from '../hooks/useAppKitState.js'
export { type UseAppKitSwapReturnType, useAppKitSwap } from '../hooks/useAppKitSwap.js'
export { type UseAppKitThemeReturnType, useAppKitTheme } from '../hooks/useAppKitTheme.js'
export {
  type UseAppKitUpdateEmailParameters,
  type UseAppKitUpdateEmailReturnType,
  useAppKitUpdateEmail,
} from '../hooks/useAppKitUpdateEmail.js'
export { type UseAppKitWalletParameters, type UseAppKitWalletReturnType, useAppKitWallet } from '../hooks/useAppKitWallet.js'
export type { AsyncQueryOptions, AsyncQueryResult } from '../hooks/useAsyncQuery.js'
export { type UseCallsStatusParameters, type UseCallsStatusReturnType, useCallsStatus } from '../hooks/useCallsStatus.js'
export { type UseDisconnectParameters, type UseDisconnectReturnType, useDisconnect } from '../hooks/useDisconnect.js'
export { type UseIdentityParameters, type UseIdentityReturnType, useIdentity } from '../hooks/useIdentity.js'
export { type UseKitParameters, type UseKitReturnType, useKit } from '../hooks/useKit.js'
export { type UseNameAvailabilityParameters, type UseNameAvailabilityReturnType, useNameAvailability } from '../hooks/useNameAvailability.js'
export { type UseNameSuggestionsParameters, type UseNameSuggestionsReturnType, useNameSuggestions } from '../hooks/useNameSuggestions.js'
export { type UseProfileNameParameters, type UseProfileNameReturnType, useProfileName } from '../hooks/useProfileName.js'
export { type RegisterNameCallbacks, type UseRegisterNameParameters, type UseRegisterNameReturnType, useRegisterName } from '../hooks/useRegisterName.js'
export { type SendCallsCallbacks, type UseSendCallsParameters, type UseSendCallsReturnType, useSendCalls } from '../hooks/useSendCalls.js'
export { type UseSiwxSessionReturnType, useSiwxSession } from '../hooks/useSiwxSession.js'
export { type UseWalletInfoReturnType, useWalletInfo } from '../hooks/useWalletInfo.js'
// Importing @kit/react also brings the `appkit-*` JSX element types (src/jsx.ts).
export type { AppKitButtonAttributes, AppKitElement, AppKitElementProps, AppKitWalletButtonAttributes } from '../jsx.js'
