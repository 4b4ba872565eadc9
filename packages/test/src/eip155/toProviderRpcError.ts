import { ProviderRpcError, RPC_ERROR_CODES } from './providerRpcError.js'

interface CodedError {
  code: number
  message?: unknown
  details?: unknown
  data?: unknown
  cause?: unknown
}

const isCoded = (value: unknown): value is CodedError => typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'

/**
 * Normalizes anything thrown (viem errors wrap the RPC error in `cause`) into a
 * {@link ProviderRpcError}, keeping the innermost numeric code, message and data.
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  let innermost: CodedError | undefined
  for (let current: unknown = error, depth = 0; current && depth < 10; depth++) {
    if (isCoded(current)) innermost = current
    current = (current as { cause?: unknown }).cause
  }
  if (innermost instanceof ProviderRpcError) return innermost
  if (innermost) {
    const message = typeof innermost.details === 'string' && innermost.details ? innermost.details : innermost.message
    return new ProviderRpcError(innermost.code, String(message ?? 'Request failed'), innermost.data)
  }
  const message = error instanceof Error ? error.message : String(error)
  return new ProviderRpcError(RPC_ERROR_CODES.internal, message)
}
