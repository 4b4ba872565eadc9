export {
  type CreateRelayParameters,
  createRelay,
  type Relay,
  type RelayLogger,
  type RelayStats,
} from './createRelay.js'
export { RpcError, type RpcErrorCode, type RpcErrorType, rpcErrorCodes } from './errors/rpc.js'
export { relayMethods } from './handleRequest.js'
export { defaultRelayLimits, type RelayLimits } from './relayLimits.js'
