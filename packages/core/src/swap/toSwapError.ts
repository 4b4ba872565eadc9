import { ApiRequestError } from '../errors/api.js'
import type { SwapErrorCode } from '../state/swap.js'

const apiCodes: Readonly<Record<string, SwapErrorCode>> = {
  INSUFFICIENT_LIQUIDITY: 'insufficientLiquidity',
  INSUFFICIENT_BALANCE: 'insufficientBalance',
}

/**
 * A failure as the swap state keeps it: the convert API's docs/rules/errors.md answers ('Network not
 * supported for Swaps' / 'for Gas Price'), its liquidity and balance refusals, a wallet refusal,
 * or anything else with its own message.
 */
export function toSwapError(error: unknown): { code: SwapErrorCode; message: string } {
  if (error instanceof ApiRequestError && error.kind === 'http' && error.status === 400) {
    const message = error.details || error.shortMessage
    if (error.code === 'UNSUPPORTED_NETWORK') return { code: /gas price/i.test(message) ? 'gasPriceNotSupported' : 'networkNotSupported', message }
    const code = error.code ? apiCodes[error.code] : undefined
    if (code) return { code, message }
    return { code: 'failed', message }
  }
  const failure = error as { name?: string; shortMessage?: string; message?: string }
  if (failure?.name === 'UserRejectedRequestError') return { code: 'rejected', message: failure.shortMessage ?? 'User rejected the request' }
  return { code: 'failed', message: failure?.shortMessage ?? failure?.message ?? String(error) }
}
