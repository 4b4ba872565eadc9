import { getHistory } from '../api/getHistory.js'
import type { Kit } from '../kit.js'
import { accountKey, isFresh, portfolioLimits } from '../state/portfolio.js'
import { appendTransactions, createTransactionsEntry } from '../state/transactions.js'
import { namespaceState } from '../utils/lookup.js'
import { reportApiError } from './reportApiError.js'

export type FetchTransactionsParameters = {
  /** Load the next page (by the `next` cursor) instead of the first. */
  more?: boolean | undefined
  /** Read the first page again even if it is fresh (after a send). */
  force?: boolean | undefined
}

/** SPEC section 8 texts. */
export const transactionsFailed = 'Failed to fetch transactions'
export const transactionsNeedAccount = "Transactions can't be fetched without an accountAddress"

/**
 * Reads the activity of the connected EVM account on its network (the transactions call,
 * `GET /v1/account/{address}/history?chainId&cursor`). The first page is kept 30 s; `more` appends
 * the next page. Never throws: failures are stored on the entry ('Failed to fetch transactions').
 */
export async function fetchTransactions(kit: Kit, { more = false, force = false }: FetchTransactionsParameters = {}): Promise<void> {
  const namespace = kit._internal.state.chains.activeNamespace
  // SPEC section 9: activity works on EVM only.
  if (namespace !== 'eip155') return
  const target = namespaceState(kit, namespace)
  const { address, status } = target.account
  const networkId = target.networkId
  const client = kit.api
  if (!client || !address || !networkId || status !== 'connected') return
  const key = accountKey(networkId, address)
  const slice = kit._internal.state.transactions
  const entry = (slice.byAccount[key] ??= createTransactionsEntry())
  if (entry.status === 'loading' || entry.loadingMore) return
  if (more && !entry.next) return
  if (!more && !force && entry.status === 'success' && isFresh(entry.fetchedAt, Date.now(), portfolioLimits.cacheMs)) return
  if (more) entry.loadingMore = true
  else entry.status = 'loading'
  try {
    const page = await getHistory(client, { address, chainId: networkId, cursor: more ? (entry.next ?? undefined) : undefined })
    const current = slice.byAccount[key]
    if (!current) return
    if (!more) {
      current.items = []
      current.fetchedAt = Date.now()
    }
    appendTransactions(current, page.data, page.next)
    current.error = undefined
    current.status = 'success'
  } catch (error) {
    const current = slice.byAccount[key]
    if (!current) return
    current.error = reportApiError(kit, error, transactionsFailed)
    if (!more) current.status = 'error'
  } finally {
    const current = slice.byAccount[key]
    if (current) current.loadingMore = false
  }
}
