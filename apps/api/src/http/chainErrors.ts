import {
  BaseError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  ExecutionRevertedError,
  HttpRequestError,
  RawContractError,
  RpcRequestError,
  SocketClosedError,
  TimeoutError,
  WebSocketRequestError,
} from 'viem'

/** The node ran the call and the contract refused it (a revert, no data): an answer, not a failure. */
const isContractAnswer = (cause: unknown): boolean =>
  cause instanceof ExecutionRevertedError ||
  cause instanceof ContractFunctionRevertedError ||
  cause instanceof ContractFunctionZeroDataError ||
  cause instanceof RawContractError

/**
 * True when a viem error means the chain's node could not be asked or did not answer properly
 * (HTTP failure, timeout, closed socket, a JSON-RPC error other than a revert): a 502, neither
 * the caller's fault nor a bug of ours.
 */
export function isChainUnavailable(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  if (error.walk(isContractAnswer)) return false
  return (
    error.walk(
      (cause) =>
        cause instanceof HttpRequestError ||
        cause instanceof TimeoutError ||
        cause instanceof WebSocketRequestError ||
        cause instanceof SocketClosedError ||
        cause instanceof RpcRequestError,
    ) !== null
  )
}

/**
 * True when a contract read reached the chain and the contract refused it: no code at the
 * address (the call returned no data), a revert, or an answer that does not decode.
 */
export function isContractRefusal(error: unknown): boolean {
  return error instanceof ContractFunctionExecutionError && !isChainUnavailable(error)
}
