import { ApiError } from '../http/apiError.js'

/** SPEC section 8 texts, as `{ message, code }` bodies the SDK maps back to the same words. */
export const swapsUnsupportedError = (): ApiError => new ApiError(400, { message: 'Network not supported for Swaps', code: 'UNSUPPORTED_NETWORK' })

export const gasPriceUnsupportedError = (): ApiError => new ApiError(400, { message: 'Network not supported for Gas Price', code: 'UNSUPPORTED_NETWORK' })

export const insufficientLiquidityError = (): ApiError => new ApiError(400, { message: 'Insufficient liquidity', code: 'INSUFFICIENT_LIQUIDITY' })

export const insufficientBalanceError = (): ApiError => new ApiError(400, { message: 'Insufficient balance', code: 'INSUFFICIENT_BALANCE' })

export const swapWouldFailError = (reason: string): ApiError => new ApiError(400, { message: `Swap would fail: ${reason}`, code: 'SWAP_WOULD_FAIL' })

export const insufficientAllowanceError = (): ApiError =>
  new ApiError(400, { message: 'Insufficient allowance: approve the token first', code: 'INSUFFICIENT_ALLOWANCE' })
