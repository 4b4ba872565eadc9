/**
 * Methods `POST /v1/rpc` forwards: the standard eth reads, gas estimation and
 * `eth_sendRawTransaction` (already signed: the API holds no keys). Refused: signing and
 * account methods (the node's own accounts), node administration (`anvil_*`, `debug_*`, …)
 * and the filter and subscription methods, whose state lives on one node and would be lost
 * when the ranked fallback moves to another.
 */
export const ALLOWED_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
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
  'eth_sendRawTransaction',
  'eth_syncing',
  'net_listening',
  'net_version',
  'web3_clientVersion',
])

/**
 * Answers that cannot change once the node returned them, cached per chain: a block by its hash
 * (the hash commits to its content) and the receipt of a mined transaction. A `null` answer
 * (not mined yet, unknown hash) is never cached, and entries live 10 minutes at most, so a
 * reorg that moves a transaction to another block is seen again after that.
 * `eth_chainId` is answered from the config.
 */
export const IMMUTABLE_RPC_METHODS: ReadonlySet<string> = new Set(['eth_getBlockByHash', 'eth_getTransactionReceipt'])
