import { getWallets } from '../api/getWallets.js'
import type { Kit } from '../kit.js'
import { walletCatalogueLimits } from '../state/wallets.js'
import { emitEvent } from './emitEvent.js'
import { catalogueFilters, toCatalogueWallets, walletsFailed } from './fetchWallets.js'
import { reportApiError } from './reportApiError.js'

const timerKey = 'timer:searchWallets'

export type SearchWalletsParameters = { query: string }

/**
 * Searches the catalogue by name for AllWallets: `search` updates at once, the request goes out
 * 500 ms after the last call (docs/rules/limits.md debounce) and keeps up to 100 results. An empty query
 * clears the search. Answers to an older query are dropped. Never throws.
 */
export function searchWallets(kit: Kit, { query }: SearchWalletsParameters): void {
  const slice = kit._internal.state.wallets
  const cleanups = kit._internal.cleanups
  cleanups.get(timerKey)?.()
  cleanups.delete(timerKey)
  slice.search = query
  const trimmed = query.trim()
  if (!trimmed || !kit.api) {
    slice.searchResults = []
    slice.searchStatus = 'idle'
    return
  }
  slice.searchStatus = 'loading'
  const timer = setTimeout(() => {
    cleanups.delete(timerKey)
    void runSearch(kit, query)
  }, walletCatalogueLimits.debounceMs)
  cleanups.set(timerKey, () => clearTimeout(timer))
}

async function runSearch(kit: Kit, query: string): Promise<void> {
  const client = kit.api
  const slice = kit._internal.state.wallets
  if (!client) return
  emitEvent(kit, 'SEARCH_WALLET', { badge: 'none', search: query.trim() })
  const { include, exclude } = catalogueFilters(kit)
  try {
    const result = await getWallets(client, { search: query.trim(), entries: walletCatalogueLimits.search, include, exclude })
    if (slice.search !== query) return
    slice.searchResults = toCatalogueWallets(kit, result.data)
    slice.searchStatus = 'success'
  } catch (error) {
    if (slice.search !== query) return
    slice.error = reportApiError(kit, error, walletsFailed).message
    slice.searchResults = []
    slice.searchStatus = 'error'
  }
}
