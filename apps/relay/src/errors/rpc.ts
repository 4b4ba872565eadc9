/**
 * JSON-RPC error codes the relay answers with. The standard ones come from the JSON-RPC 2.0
 * spec; the relay-specific ones sit in the implementation-defined server range (-32000..-32099).
 */
export const rpcErrorCodes = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** The topic's mailbox holds `maxMessagesPerTopic` messages already. */
  topicMailboxFull: -32001,
  /** The relay holds `maxTotalMessages` messages already. */
  relayMailboxFull: -32002,
  /** A message is longer than `maxMessageBytes`. */
  messageTooLarge: -32003,
  /** The socket holds `maxSubscriptionsPerSocket` subscriptions already. */
  tooManySubscriptions: -32004,
  /** The publishing client has `maxMessagesPerClient` messages or `maxBytesPerClient` bytes stored already. */
  clientQuotaExceeded: -32005,
  /** Publishers from this IP address have `maxMessagesPerIp` messages or `maxBytesPerIp` bytes stored already. */
  ipQuotaExceeded: -32006,
  /** The mailbox could not be written to disk; the message was not stored. */
  storageFailed: -32007,
  /** The relay is shutting down (SIGTERM): the request was not run; retry on another instance. */
  shuttingDown: -32008,
} as const

export type RpcErrorCode = (typeof rpcErrorCodes)[keyof typeof rpcErrorCodes]

/** An error that a method handler throws to answer the request with a JSON-RPC error object. */
export class RpcError extends Error {
  override name = 'RpcError'
  readonly code: RpcErrorCode
  readonly data: unknown

  constructor(code: RpcErrorCode, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

export type RpcErrorType = RpcError & { name: 'RpcError' }
