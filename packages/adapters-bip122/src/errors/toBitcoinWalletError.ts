import { BaseError, toWalletError, UnauthorizedProviderError, UnsupportedMethodError, UserRejectedRequestError, type WalletErrorType } from '@kit/core'

/** sats-connect's JSON-RPC error codes (`RpcErrorCode`). */
export const satsConnectErrorCodes = {
  userRejection: -32000,
  methodNotSupported: -32001,
  accessDenied: -32002,
  methodNotFound: -32601,
} as const

function codeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { code } = error as { code?: unknown }
  if (typeof code === 'number') return code
  if (typeof code === 'string' && /^-?\d+$/.test(code)) return Number(code)
  return undefined
}

const rejectionText = /\b(user (rejected|denied|cancell?ed|declined)|rejected by (the )?user|request (was )?(rejected|cancell?ed))\b/i

/**
 * Maps what a Bitcoin wallet throws to core's named wallet errors: sats-connect codes (-32000 user
 * rejection, -32001 / -32601 unsupported, -32002 access denied), EIP-1193 codes (4001, 4100, ...)
 * and, for Wallet Standard wallets that throw plain errors, a 'user rejected' message.
 */
export function toBitcoinWalletError(error: unknown): WalletErrorType | BaseError {
  if (error instanceof BaseError) return error
  const code = codeOf(error)
  if (code === satsConnectErrorCodes.userRejection) return new UserRejectedRequestError({ cause: error }) as WalletErrorType
  if (code === satsConnectErrorCodes.methodNotSupported || code === satsConnectErrorCodes.methodNotFound)
    return new UnsupportedMethodError({ cause: error }) as WalletErrorType
  if (code === satsConnectErrorCodes.accessDenied) return new UnauthorizedProviderError({ cause: error }) as WalletErrorType
  if (code === undefined) {
    const { name, message } = (typeof error === 'object' && error !== null ? error : {}) as { name?: unknown; message?: unknown }
    if (name === 'UserRejectedRequestError' || (typeof message === 'string' && rejectionText.test(message)))
      return new UserRejectedRequestError({ cause: error }) as WalletErrorType
  }
  return toWalletError(error)
}
