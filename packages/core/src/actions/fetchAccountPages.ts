import type { ApiClient } from '../api/createApiClient.js'
import type { Kit } from '../kit.js'
import type { ApiErrorInfo, FetchStatus } from '../state/portfolio.js'
import { accountKey, isFresh, portfolioLimits } from '../state/portfolio.js'
import { namespaceState } from '../utils/lookup.js'
import { reportApiError } from './reportApiError.js'

/** The shape shared by every cursor-paged, per-account list the kit caches (NFTs, activity). */
export type PagedEntry<item> = {
  status: FetchStatus
  items: item[]
  next: string | null
  loadingMore: boolean
  fetchedAt: number | undefined
  error: ApiErrorInfo | undefined
}

export type FetchAccountPagesParameters<item extends { id: string }> = {
  /** Where the entries of every account live in state (a live valtio record). */
  entries: Record<string, PagedEntry<item>>
  create(): PagedEntry<item>
  load(
    client: ApiClient,
    parameters: { address: string; chainId: string; cursor: string | undefined },
  ): Promise<{
    data: item[]
    next: string | null
  }>
  /** docs/rules/errors.md text stored on the entry when the call fails. */
  failure: string
  more: boolean
  force: boolean
  /** Told as a page is asked for: its address and cursor (none for the first page). */
  onLoad?: ((page: { address: string; cursor: string | undefined }) => void) | undefined
  /** Told when a page failed. */
  onError?: ((page: { address: string; cursor: string | undefined }) => void) | undefined
}

/**
 * Reads one page of an EVM account list from the API into state: the first page is kept 30 s
 * (docs/rules/limits.md), `more` appends the next page by cursor. Never throws.
 */
export async function fetchAccountPages<item extends { id: string }>(
  kit: Kit,
  { entries, create, load, failure, more, force, onLoad, onError }: FetchAccountPagesParameters<item>,
): Promise<void> {
  // NFTs and activity are EVM only (docs/rules/limits.md).
  if (kit._internal.state.chains.activeNamespace !== 'eip155') return
  const target = namespaceState(kit, 'eip155')
  const { address, status } = target.account
  const networkId = target.networkId
  const client = kit.api
  if (!client || !address || !networkId || status !== 'connected') return
  const key = accountKey(networkId, address)
  const entry = (entries[key] ??= create())
  if (entry.status === 'loading' || entry.loadingMore) return
  if (more && !entry.next) return
  if (!more && !force && entry.status === 'success' && isFresh(entry.fetchedAt, Date.now(), portfolioLimits.cacheMs)) return
  if (more) entry.loadingMore = true
  else entry.status = 'loading'
  const cursor = more ? (entry.next ?? undefined) : undefined
  onLoad?.({ address, cursor })
  try {
    const page = await load(client, { address, chainId: networkId, cursor })
    const current = entries[key]
    if (!current) return
    // The first page replaces the list; `more` appends, dropping items already listed.
    const kept = more ? current.items : []
    const seen = new Set(kept.map((item) => item.id))
    current.items = [...kept, ...page.data.filter((item) => !seen.has(item.id))]
    current.next = page.next
    if (!more) current.fetchedAt = Date.now()
    current.error = undefined
    current.status = 'success'
  } catch (error) {
    const current = entries[key]
    if (!current) return
    current.error = reportApiError(kit, error, failure)
    if (!more) current.status = 'error'
    onError?.({ address, cursor })
  } finally {
    const current = entries[key]
    if (current) current.loadingMore = false
  }
}
