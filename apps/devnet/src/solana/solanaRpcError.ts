/** A JSON-RPC error with Solana's codes (-32602 invalid params, -32002 preflight failure, ...). */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

export function invalidParams(message: string): SolanaRpcError {
  return new SolanaRpcError(-32602, message)
}
