import type { ApiBalance } from '../api/getBalance.js'
import type { ApiNft } from '../api/getNfts.js'

/** docs/rules/limits.md: portfolio and native balance are cached 30 s; a failed balance read blocks retries for 30 s. */
export const portfolioLimits = { cacheMs: 30_000, retryBlockMs: 30_000 } as const

/** A request's lifecycle, keyed on `status` (wagmi style). */
export type FetchStatus = 'idle' | 'loading' | 'success' | 'error'

export type ApiErrorInfo = {
  /** docs/rules/errors.md text ('Token Balance Unavailable', 'Failed to fetch transactions', …). */
  message: string
  /** The API's own reason (short message and details of the failure). */
  reason?: string | undefined
  status?: number | undefined
  /** Epoch ms. */
  time: number
}

/** Tokens of one account on one network (from the balance endpoint). */
export type PortfolioEntry = {
  status: FetchStatus
  tokens: ApiBalance[]
  /** Epoch ms of the last successful read. */
  fetchedAt: number | undefined
  error: ApiErrorInfo | undefined
}

/** NFTs of one account on one network. */
export type NftsEntry = {
  status: FetchStatus
  items: ApiNft[]
  next: string | null
  loadingMore: boolean
  fetchedAt: number | undefined
  error: ApiErrorInfo | undefined
}

/** The native balance read through the adapter (RPC), cached per account and network. */
export type NativeBalanceEntry = {
  balance: string | undefined
  symbol: string
  fetchedAt: number | undefined
  /** Epoch ms of the last failure: no retry before `failedAt + retryBlockMs`. */
  failedAt: number | undefined
}

export type PortfolioState = {
  /** `<caip-2>:<address lower-case>` → entry. */
  tokens: Record<string, PortfolioEntry>
  nfts: Record<string, NftsEntry>
  native: Record<string, NativeBalanceEntry>
}

export function createPortfolioState(): PortfolioState {
  return { tokens: {}, nfts: {}, native: {} }
}

/** The cache key of an account on a network. */
export function accountKey(networkId: string, address: string): string {
  return `${networkId}:${address.toLowerCase()}`
}

export function createPortfolioEntry(): PortfolioEntry {
  return { status: 'idle', tokens: [], fetchedAt: undefined, error: undefined }
}

export function createNftsEntry(): NftsEntry {
  return { status: 'idle', items: [], next: null, loadingMore: false, fetchedAt: undefined, error: undefined }
}

/** Whether a cached read is still fresh. */
export function isFresh(fetchedAt: number | undefined, now: number, maxAge: number): boolean {
  return fetchedAt !== undefined && now - fetchedAt < maxAge
}

/** Forgets everything cached (on disconnect). */
export function clearPortfolio(state: PortfolioState): void {
  state.tokens = {}
  state.nfts = {}
  state.native = {}
}
