import { ApiError } from '../http/apiError.js'

/** docs/rules/errors.md texts, as `{ message, code }` bodies the SDK maps back to the same words. */
export const swapsUnsupportedError = (): ApiError => new ApiError(400, { message: 'Network not supported for Swaps', code: 'UNSUPPORTED_NETWORK' })

export const gasPriceUnsupportedError = (): ApiError => new ApiError(400, { message: 'Network not supported for Gas Price', code: 'UNSUPPORTED_NETWORK' })

export const insufficientLiquidityError = (): ApiError => new ApiError(400, { message: 'Insufficient liquidity', code: 'INSUFFICIENT_LIQUIDITY' })

export const insufficientBalanceError = (): ApiError => new ApiError(400, { message: 'Insufficient balance', code: 'INSUFFICIENT_BALANCE' })

export const swapWouldFailError = (reason: string): ApiError => new ApiError(400, { message: `Swap would fail: ${reason}`, code: 'SWAP_WOULD_FAIL' })

export const insufficientAllowanceError = (): ApiError =>
  new ApiError(400, { message: 'Insufficient allowance: approve the token first', code: 'INSUFFICIENT_ALLOWANCE' })

/** The token address holds no ERC-20 contract: no code (an EOA, a precompile) or no `allowance` / `balanceOf` (an NFT, any other contract). */
export const notErc20Error = (field: string): ApiError =>
  new ApiError(400, { message: `Not an ERC-20 token: ${field} has no ERC-20 contract on this chain`, code: 'NOT_ERC20' })

/** The native currency is spent directly: nothing to approve. */
export const nativeNeedsNoApprovalError = (): ApiError =>
  new ApiError(400, { message: 'The native currency needs no approval', code: 'NATIVE_NEEDS_NO_APPROVAL' })

/** The swap provider does not trade this token (the aggregator refused it). */
export const unsupportedTokenError = (): ApiError => new ApiError(400, { message: 'Token not supported for Swaps', code: 'UNSUPPORTED_TOKEN' })
