/** A JSON-RPC request body over the Solana stand-in's limit: answered 413. */
export class RequestTooLargeError extends Error {
  override name = 'RequestTooLargeError'
}
