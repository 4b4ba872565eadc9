/** One call of an EIP-5792 batch (`wallet_sendCalls`). */
export type Call = {
  /** The target contract or account (docs/rules/validation.md: starts with 0x). */
  to: string
  /** Calldata (docs/rules/validation.md: starts with 0x when given). */
  data?: string | undefined
  /** In wei. */
  value?: bigint | undefined
}

/**
 * Capabilities of one wallet (EIP-5792 `wallet_getCapabilities`), per chain id:
 * `{ 31337: { atomic: { status: 'supported' } } }`. A wallet without EIP-5792 reports
 * `atomic.status` 'unsupported' (its batches are sent one transaction at a time).
 */
export type WalletCapabilities = Record<string, unknown> & { atomic?: { status: 'supported' | 'ready' | 'unsupported' } | undefined }
export type WalletCapabilitiesRecord = Record<number, WalletCapabilities>

export type SendCallsReturnType = {
  /** The batch id for `getCallsStatus`. */
  id: string
  capabilities?: Record<string, unknown> | undefined
}

/** One receipt of a batch (an atomic batch has one, a sequential fallback one per call). */
export type CallsReceipt = {
  blockHash: string
  blockNumber: bigint
  gasUsed: bigint
  status: 'success' | 'reverted'
  transactionHash: string
  logs: readonly { address: string; data: string; topics: readonly string[] }[]
}

/** EIP-5792 `wallet_getCallsStatus` as viem's (and wagmi's) `getCallsStatus` returns it. */
export type CallsStatus = {
  id?: string | undefined
  /** False for a batch sent one transaction at a time (the sequential fallback). */
  atomic: boolean
  chainId: number
  receipts: readonly CallsReceipt[]
  status: 'pending' | 'success' | 'failure' | undefined
  /** EIP-5792 status code (100 pending, 200 confirmed, 4xx/5xx/6xx failures). */
  statusCode: number
  version: string
  capabilities?: Record<string, unknown> | undefined
}
