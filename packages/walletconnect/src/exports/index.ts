// Public API of @kit/walletconnect: named exports only (STYLE 8.1).
export { walletConnect, defaultWalletConnectEvents, type WalletConnectReturnType } from '../walletConnect.js'
export { walletConnectIcon } from '../icon.js'
export { pairingLifetime, pairingExpiryThreshold, publicRelayUrl } from '../engine/constants.js'
export type {
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
export { BaseError, type BaseErrorParameters, type BaseErrorType } from '../errors/base.js'
export {
  PairingAbortedError,
  type PairingAbortedErrorType,
  PairingUriMissingError,
  type PairingUriMissingErrorType,
  WalletConnectLoadError,
  type WalletConnectLoadErrorType,
  WalletConnectNotConnectedError,
  type WalletConnectNotConnectedErrorType,
  WalletConnectRejectedError,
  type WalletConnectRejectedErrorType,
  WalletConnectRequestError,
  type WalletConnectRequestErrorType,
  toWalletConnectError,
} from '../errors/walletConnect.js'
