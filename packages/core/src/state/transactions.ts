import type { ApiTransaction } from '../api/getHistory.js'
import type { ApiErrorInfo, FetchStatus } from './portfolio.js'

/** Activity of one account on one network (the transactions call, paged by cursor). */
export type TransactionsEntry = {
  status: FetchStatus
  /** Every page loaded so far, newest first, as the API sent them (filtering happens in the getter). */
  items: ApiTransaction[]
  /** Cursor of the next page; null when there is none. */
  next: string | null
  loadingMore: boolean
  fetchedAt: number | undefined
  error: ApiErrorInfo | undefined
}

export type TransactionsState = {
  /** `<caip-2>:<address lower-case>` → entry. */
  byAccount: Record<string, TransactionsEntry>
}

export function createTransactionsState(): TransactionsState {
  return { byAccount: {} }
}

export function createTransactionsEntry(): TransactionsEntry {
  return { status: 'idle', items: [], next: null, loadingMore: false, fetchedAt: undefined, error: undefined }
}
