/** JSON-RPC shapes the indexer reads (hex quantities, as nodes send them). */
export interface RpcTransaction {
  readonly hash: string
  readonly from: string
  readonly to: string | null
  readonly value: string
  readonly nonce: string
  readonly transactionIndex: string
}

export interface RpcBlock {
  readonly number: string
  readonly hash: string
  readonly parentHash: string
  readonly timestamp: string
  readonly transactions: readonly RpcTransaction[]
}

export interface RpcLog {
  readonly address: string
  readonly topics: readonly string[]
  readonly data: string
  readonly blockNumber: string
  readonly transactionHash: string
  readonly logIndex: string
  readonly removed?: boolean
}

export interface RpcReceipt {
  readonly transactionHash: string
  readonly status: string
}
