/** Error texts of the frame protocol (docs/rules/roles.md and docs/rules/errors.md). Error replies carry them in `payload.message`. */
export const FRAME_ERROR_MESSAGES = {
  rpcNotAllowed: 'Requested RPC call is not allowed',
  requestAborted: 'Request was aborted',
  somethingWentWrong: 'Something went wrong',
  anErrorOccurred: 'An error occurred',
  popupClosed: 'Popup closed',
  socialInitFailed: 'Failed to initiate social connection',
  connectFailed: 'Failed to connect',
  farcasterFailed: 'Failed to connect to farcaster',
  userRejected: 'User rejected the request',
  notConnected: 'Not connected',
  invalidCode: 'Invalid code',
  codeExpired: 'Code expired, request a new one',
  codeLocked: 'Too many wrong codes, request a new one',
  smartAccountsDisabled: 'Smart accounts are not enabled on this network',
  smartAccountSetupFailed: 'Could not set up the smart account',
  smartAccountRemovalFailed: 'Could not remove the smart account delegation',
  originNotAllowed: 'Unauthorized: origin not allowed',
  invalidProjectId: 'Unauthorized: invalid key',
  sessionExpired: 'JWT validation error',
  chainNotSupported: 'Chain not supported',
  frameLoadFailed: 'Unable to load email login dependency',
} as const

/** 'Please try again after {n} seconds' (email cooldown, docs/rules/validation.md). */
export function formatTryAgainMessage(seconds: number): string {
  return `Please try again after ${Math.max(1, Math.ceil(seconds))} seconds`
}

/** Text of the error an unsupported RPC method rejects with (after `UNSUPPORTED_METHOD_DELAY_MS`). */
export function formatUnsupportedMethodMessage(method: string): string {
  return `Unsupported method: ${method}`
}

/**
 * Error codes an error reply may carry next to its message: EIP-1193 (4001-4900), JSON-RPC
 * (-32602, -32603), `executionReverted` (3, what nodes answer for a revert, with the decoded reason
 * as message) and EIP-5792's `wallet_sendCalls` codes (5700-5760).
 */
export const FRAME_ERROR_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  rateLimited: 429,
  invalidParams: -32602,
  internal: -32603,
  executionReverted: 3,
  unsupportedCapability: 5700,
  unsupportedChainId: 5710,
  duplicateId: 5720,
  unknownBundleId: 5730,
  bundleTooLarge: 5740,
  atomicUpgradeRejected: 5750,
  atomicityNotSupported: 5760,
} as const
