// Public API of @kit/walletconnect: named exports only (docs/contributing.md, "Packages and exports").

// AppKit's UniversalProvider surface is @kit/core's type; named here too, where AppKit apps import it from.
export type { UniversalProvider, UniversalRequestArguments } from '@kit/core'
export { pairingExpiryThreshold, pairingLifetime, publicRelayUrl } from '../engine/constants.js'
export { BaseError, type BaseErrorParameters, type BaseErrorType } from '../errors/base.js'
export {
  PairingAbortedError,
  type PairingAbortedErrorType,
  PairingUriMissingError,
  type PairingUriMissingErrorType,
  toWalletConnectError,
  WalletConnectLoadError,
  type WalletConnectLoadErrorType,
  WalletConnectNotConnectedError,
  type WalletConnectNotConnectedErrorType,
  WalletConnectProposalError,
  type WalletConnectProposalErrorType,
  WalletConnectRejectedError,
  type WalletConnectRejectedErrorType,
  WalletConnectRequestError,
  type WalletConnectRequestErrorType,
} from '../errors/walletConnect.js'
export { walletConnectIcon } from '../icon.js'
export type {
  HandleUniversalProviderParameters,
  WalletConnectConnectParameters,
  WalletConnectEvent,
  WalletConnectHandle,
  WalletConnectMetadata,
  WalletConnectNamespace,
  WalletConnectPairing,
  WalletConnectParameters,
  WalletConnectProposalNamespace,
  WalletConnectRequestParameters,
  WalletConnectSession,
  WalletConnectStorage,
} from '../types.js'
export { lazyUniversalAdapter } from '../universal/lazyUniversalAdapter.js'
export { type UniversalAdapterParameters, universalAdapter } from '../universal/universalAdapter.js'
export { type UniversalConnectorParameters, universalConnector } from '../universal/universalConnector.js'
export { universalMethods } from '../universal/universalMethods.js'
export { defaultWalletConnectEvents, type WalletConnectReturnType, walletConnect } from '../walletConnect.js'
