/** sats-connect's JSON-RPC error codes. */
export const SATS_CONNECT_ERROR_CODES = {
  userRejection: -32000,
  methodNotSupported: -32001,
  accessDenied: -32002,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
} as const
