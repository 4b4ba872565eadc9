export {
  createRelay,
  type CreateRelayParameters,
  type Relay,
  type RelayLogger,
  type RelayStats,
} from './createRelay.js';
export { RpcError, rpcErrorCodes, type RpcErrorCode, type RpcErrorType } from './errors/rpc.js';
export { relayMethods } from './handleRequest.js';
export { defaultRelayLimits, type RelayLimits } from './relayLimits.js';
