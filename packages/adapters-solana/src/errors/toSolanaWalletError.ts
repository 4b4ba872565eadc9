import {
  BaseError,
  ProviderDisconnectedError,
  type ProviderDisconnectedErrorType,
  toWalletError,
  UserRejectedRequestError,
  type UserRejectedRequestErrorType,
  type WalletErrorType,
  walletErrorCodes,
} from '@kit/core'

/** Error names of `@solana/wallet-adapter-base` (and the wallets copying them) that mean "the user said no". */
const rejectedNames =
  /^(WalletSignMessageError|WalletSignTransactionError|WalletSendTransactionError|WalletConnectionError|WalletWindowClosedError|UserRejectedRequestError)$/
const rejectedMessage =
  /user rejected|rejected the request|(rejected|denied|declined|cancell?ed) by (the )?user|user (denied|declined|cancell?ed)|request (was )?(declined|cancell?ed|rejected)/i
const disconnectedNames = /^(WalletNotConnectedError|WalletDisconnectedError|WalletDisconnectionError)$/

function fields(error: unknown): { code?: unknown; name?: unknown; message?: unknown; cause?: unknown } {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {}
}

function isRejection(error: unknown, depth = 0): boolean {
  if (depth > 5) return false
  const { code, name, message, cause } = fields(error)
  if (code === walletErrorCodes.userRejected || code === String(walletErrorCodes.userRejected)) return true
  const text = typeof message === 'string' ? message : ''
  if (typeof name === 'string' && rejectedNames.test(name) && (name === 'UserRejectedRequestError' || rejectedMessage.test(text) || text === '')) return true
  if (rejectedMessage.test(text)) return true
  return cause !== undefined && isRejection(cause, depth + 1)
}

/**
 * Wallet Standard wallets throw plain `Error`s. Rejections come as EIP-1193 style `code: 4001`
 * (Phantom, Solflare, the Kit test wallet), as wallet-adapter error names
 * (`WalletSignTransactionError: User rejected the request`) or only as a message; all become
 * UserRejectedRequestError. Disconnected-wallet names become ProviderDisconnectedError; other
 * coded errors follow core's mapping (4100, 4200, 4900, ...), the rest WalletRpcError.
 */
export function toSolanaWalletError(error: unknown): WalletErrorType | BaseError {
  if (error instanceof BaseError) return error
  if (isRejection(error)) return new UserRejectedRequestError({ cause: error }) as UserRejectedRequestErrorType
  const { name, code } = fields(error)
  if (code === undefined && typeof name === 'string' && disconnectedNames.test(name))
    return new ProviderDisconnectedError({ cause: error }) as ProviderDisconnectedErrorType
  return toWalletError(error)
}
