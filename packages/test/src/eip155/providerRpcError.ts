/** EIP-1193 / JSON-RPC error codes used by the test wallet. */
export const RPC_ERROR_CODES = {
  userRejectedRequest: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidRequest: -32600,
  invalidParams: -32602,
  internal: -32603,
} as const

/** An `Error` with the numeric `code` (and optional `data`) EIP-1193 requires. */
export class ProviderRpcError extends Error {
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'ProviderRpcError'
    this.code = code
    if (data !== undefined) this.data = data
  }

  /** Plain `{ code, message, data? }`, e.g. to cross a Playwright binding. */
  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined ? { code: this.code, message: this.message } : { code: this.code, message: this.message, data: this.data }
  }
}

export const userRejected = (what: string): ProviderRpcError =>
  new ProviderRpcError(RPC_ERROR_CODES.userRejectedRequest, `User rejected the request (${what}).`)

export const invalidParams = (message: string): ProviderRpcError => new ProviderRpcError(RPC_ERROR_CODES.invalidParams, `Invalid params: ${message}`)
