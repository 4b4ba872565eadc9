import type { ApiError } from '../http/apiError.js'
import { RPC_CODES, type RpcId, rpcErrorAnswer } from './jsonRpc.js'

/** An answer of `POST /v1/rpc` that is one JSON-RPC error with an HTTP status (4xx, or 502 when no upstream answered). */
export class RpcFailure extends Error {
  override name = 'RpcFailure'
  constructor(
    readonly status: 400 | 401 | 403 | 413 | 429 | 502,
    readonly code: number,
    message: string,
    readonly id: RpcId = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  get body() {
    return rpcErrorAnswer(this.id, this.code, this.message)
  }
}

/** The project guard's refusals (missing or unknown project, origin, rate limit, `st`/`sv`) as JSON-RPC errors with the same status. */
export function guardFailure(error: ApiError): RpcFailure {
  const message = 'field' in error.body ? `${error.body.field}: ${error.body.message}` : error.body.message
  switch (error.status) {
    case 401:
    case 403:
      return new RpcFailure(error.status, RPC_CODES.unauthorized, message)
    case 429:
      return new RpcFailure(429, RPC_CODES.limitExceeded, message, null, error.headers)
    default:
      return new RpcFailure(400, RPC_CODES.invalidParams, message)
  }
}
