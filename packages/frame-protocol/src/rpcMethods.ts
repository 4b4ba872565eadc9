/** Embedded-wallet RPC methods (docs/rules/roles.md and docs/rules/calls.md). */

/** Read-only methods the frame runs directly, without the user's approval. */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_protocolVersion',
  'eth_requestAccounts',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_version',
  'web3_clientVersion',
  'wallet_getAssets',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
] as const

/** Signing and sending methods the frame accepts; each needs the user's approval on its own screen. */
const APPROVED_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
] as const

/** Methods that sign or send: each needs the user's approval (docs/rules/roles.md, 'Not safe'). */
export const UNSAFE_RPC_METHODS = [...APPROVED_RPC_METHODS, 'eth_sendUserOperation'] as const

/** Every method the frame accepts (docs/rules/calls.md); anything else is 'Requested RPC call is not allowed'. */
export const ALLOWED_RPC_METHODS = [...SAFE_RPC_METHODS, ...APPROVED_RPC_METHODS] as const

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number]
export type AllowedRpcMethod = (typeof ALLOWED_RPC_METHODS)[number]

const safe = new Set<string>(SAFE_RPC_METHODS)
const unsafe = new Set<string>(UNSAFE_RPC_METHODS)
const allowed = new Set<string>(ALLOWED_RPC_METHODS)

/** Whether a method is read-only: the frame runs it without asking the user. */
export function isSafeRpcMethod(method: string): method is SafeRpcMethod {
  return safe.has(method)
}

/** Whether a method signs or sends: the user approves it on the frame's screen. */
export function isUnsafeRpcMethod(method: string): method is UnsafeRpcMethod {
  return unsafe.has(method)
}

/** Whether the frame accepts a method at all (anything else is 'Requested RPC call is not allowed'). */
export function isAllowedRpcMethod(method: string): method is AllowedRpcMethod {
  return allowed.has(method)
}
