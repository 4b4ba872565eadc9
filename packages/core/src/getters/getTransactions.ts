import { transactionsNeedAccount } from '../actions/fetchTransactions.js'
import type { ApiTransaction } from '../api/getHistory.js'
import type { Kit } from '../kit.js'
import { type ApiErrorInfo, accountKey, type FetchStatus } from '../state/portfolio.js'
import { memoBy } from '../utils/memo.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

/** Transactions of one calendar month (local time), newest first. */
export type TransactionGroup = { year: number; month: number; transactions: readonly ApiTransaction[] }

export type GetTransactionsReturnType = {
  status: FetchStatus
  /** Newest first, grouped by year and month. */
  groups: readonly TransactionGroup[]
  hasMore: boolean
  loadingMore: boolean
  error: ApiErrorInfo | undefined
  /** Activity exists for EVM accounts only (docs/rules/limits.md). */
  supported: boolean
  available: boolean
}

/**
 * docs/rules/validation.md: a transaction is dropped when every transfer is flagged spam or when its
 * chain is not the active one.
 */
export function isShownTransaction(transaction: ApiTransaction, activeNetworkId: string | undefined): boolean {
  if (transaction.metadata.chain !== activeNetworkId) return false
  const { transfers } = transaction
  if (transfers.length === 0) return true
  return !transfers.every((transfer) => (transfer.nft_info ?? transfer.fungible_info)?.flags?.is_spam === true)
}

/** Groups by year and month of `minedAt`, newest first. */
export function groupTransactions(transactions: readonly ApiTransaction[]): TransactionGroup[] {
  const sorted = [...transactions].sort((a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt))
  const groups: { year: number; month: number; transactions: ApiTransaction[] }[] = []
  for (const transaction of sorted) {
    const date = new Date(transaction.metadata.minedAt)
    const year = date.getFullYear()
    const month = date.getMonth()
    const last = groups.at(-1)
    if (last && last.year === year && last.month === month) last.transactions.push(transaction)
    else groups.push({ year, month, transactions: [transaction] })
  }
  return groups
}

const noGroups: readonly TransactionGroup[] = []
const needAccount: ApiErrorInfo = { message: transactionsNeedAccount, time: 0 }

/** The activity of the active account on its network (from `fetchTransactions`). */
export function getTransactions(kit: Kit): GetTransactionsReturnType {
  return select(kit, 'transactions', (state) => {
    const namespace = state.chains.activeNamespace
    const slice = state.chains.namespaces[namespace]
    const address = slice?.account.address
    const supported = namespace === 'eip155'
    const available = kit.api !== undefined
    if (!address)
      return {
        status: 'error',
        groups: noGroups,
        hasMore: false,
        loadingMore: false,
        error: needAccount,
        supported,
        available,
      }
    const entry = slice?.networkId ? state.transactions.byAccount[accountKey(slice.networkId, address)] : undefined
    const networkId = slice?.networkId
    const groups = entry
      ? memoBy(entry.items, `groups:${networkId}`, () => groupTransactions(entry.items.filter((item) => isShownTransaction(item, networkId))))
      : noGroups
    return {
      status: entry?.status ?? 'idle',
      groups,
      hasMore: Boolean(entry?.next),
      loadingMore: entry?.loadingMore ?? false,
      error: entry?.error,
      supported,
      available,
    }
  })
}

export function watchTransactions(kit: Kit, parameters: WatchParameters<GetTransactionsReturnType>): () => void {
  return watch(kit, getTransactions, parameters)
}
