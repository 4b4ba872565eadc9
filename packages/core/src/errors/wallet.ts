import { BaseError, type BaseErrorParameters } from './base.js'

/** EIP-1193 / JSON-RPC codes of docs/rules/errors.md. */
export const walletErrorCodes = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  defaultChain: 5000,
  invalidChainId: 32603,
} as const

type WalletErrorParameters = BaseErrorParameters & { code?: number | undefined }

abstract class WalletError extends BaseError {
  readonly code: number | undefined
  constructor(shortMessage: string, { code, ...parameters }: WalletErrorParameters) {
    super(shortMessage, parameters)
    this.code = code
  }
}

export type UserRejectedRequestErrorType = UserRejectedRequestError & { name: 'UserRejectedRequestError' }
export class UserRejectedRequestError extends WalletError {
  override name = 'UserRejectedRequestError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('User rejected the request.', { ...parameters, code: walletErrorCodes.userRejected })
  }
}

export type UnauthorizedProviderErrorType = UnauthorizedProviderError & { name: 'UnauthorizedProviderError' }
export class UnauthorizedProviderError extends WalletError {
  override name = 'UnauthorizedProviderError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('The requested method and/or account has not been authorized by the user.', {
      ...parameters,
      code: walletErrorCodes.unauthorized,
    })
  }
}

export type UnsupportedMethodErrorType = UnsupportedMethodError & { name: 'UnsupportedMethodError' }
export class UnsupportedMethodError extends WalletError {
  override name = 'UnsupportedMethodError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('The wallet does not support the requested method.', {
      ...parameters,
      code: walletErrorCodes.unsupportedMethod,
    })
  }
}

export type ProviderDisconnectedErrorType = ProviderDisconnectedError & { name: 'ProviderDisconnectedError' }
export class ProviderDisconnectedError extends WalletError {
  override name = 'ProviderDisconnectedError'
  constructor(parameters: WalletErrorParameters = {}) {
    super('The wallet is disconnected.', { code: walletErrorCodes.disconnected, ...parameters })
  }
}

export type UnrecognizedChainErrorType = UnrecognizedChainError & { name: 'UnrecognizedChainError' }
export class UnrecognizedChainError extends WalletError {
  override name = 'UnrecognizedChainError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Unrecognized chain.', { ...parameters, code: walletErrorCodes.unrecognizedChain })
  }
}

export type WalletRpcErrorType = WalletRpcError & { name: 'WalletRpcError' }
/** Any other wallet or JSON-RPC error (-32700 to -32006 and the rest), code kept. */
export class WalletRpcError extends WalletError {
  override name = 'WalletRpcError'
  constructor(parameters: WalletErrorParameters = {}) {
    super('The wallet returned an error.', parameters)
  }
}

export type WalletErrorType =
  | UserRejectedRequestErrorType
  | UnauthorizedProviderErrorType
  | UnsupportedMethodErrorType
  | ProviderDisconnectedErrorType
  | UnrecognizedChainErrorType
  | WalletRpcErrorType

function codeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const code = (error as { code?: unknown }).code
  if (typeof code === 'number') return code
  if (typeof code === 'string' && /^-?\d+$/.test(code)) return Number(code)
  return codeOf((error as { cause?: unknown }).cause)
}

/** Maps a raw wallet error (EIP-1193 code, or a namespace's equivalent already coded) to a named error. */
export function toWalletError(error: unknown): WalletErrorType | BaseError {
  if (error instanceof BaseError) return error
  const code = codeOf(error)
  const cause = error
  switch (code) {
    case walletErrorCodes.userRejected:
      return new UserRejectedRequestError({ cause }) as UserRejectedRequestErrorType
    case walletErrorCodes.unauthorized:
      return new UnauthorizedProviderError({ cause }) as UnauthorizedProviderErrorType
    case walletErrorCodes.unsupportedMethod:
      return new UnsupportedMethodError({ cause }) as UnsupportedMethodErrorType
    case walletErrorCodes.disconnected:
    case walletErrorCodes.chainDisconnected:
      return new ProviderDisconnectedError({ cause, code }) as ProviderDisconnectedErrorType
    case walletErrorCodes.unrecognizedChain:
      return new UnrecognizedChainError({ cause }) as UnrecognizedChainErrorType
    default:
      return new WalletRpcError({ cause, code }) as WalletRpcErrorType
  }
}
