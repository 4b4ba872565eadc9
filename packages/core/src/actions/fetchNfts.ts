import { getNfts } from '../api/getNfts.js'
import type { Kit } from '../kit.js'
import { accountKey, createNftsEntry, isFresh, portfolioLimits } from '../state/portfolio.js'
import { namespaceState } from '../utils/lookup.js'
import { reportApiError } from './reportApiError.js'

export type FetchNftsParameters = {
  /** Load the next page (by cursor) instead of the first. */
  more?: boolean | undefined
  /** Ignore the 30 s cache. */
  force?: boolean | undefined
}

export const nftsUnavailable = 'Failed to fetch NFTs'

/**
 * Reads the NFTs of the connected account on its network (`GET /v1/account/{address}/nfts`) into
 * the portfolio slice; cached 30 s like the portfolio. Never throws.
 */
export async function fetchNfts(kit: Kit, { more = false, force = false }: FetchNftsParameters = {}): Promise<void> {
  // NFTs are ERC-721 tokens: EVM only.
  if (kit._internal.state.chains.activeNamespace !== 'eip155') return
  const target = namespaceState(kit, kit._internal.state.chains.activeNamespace)
  const { address, status } = target.account
  const networkId = target.networkId
  const client = kit.api
  if (!client || !address || !networkId || status !== 'connected') return
  const key = accountKey(networkId, address)
  const slice = kit._internal.state.portfolio
  const entry = (slice.nfts[key] ??= createNftsEntry())
  if (entry.status === 'loading' || entry.loadingMore) return
  if (more && !entry.next) return
  if (!more && !force && entry.status === 'success' && isFresh(entry.fetchedAt, Date.now(), portfolioLimits.cacheMs)) return
  if (more) entry.loadingMore = true
  else entry.status = 'loading'
  try {
    const page = await getNfts(client, { address, chainId: networkId, cursor: more ? (entry.next ?? undefined) : undefined })
    const current = slice.nfts[key]
    if (!current) return
    const seen = new Set(more ? current.items.map((item) => item.id) : [])
    current.items = [...(more ? current.items : []), ...page.data.filter((item) => !seen.has(item.id))]
    current.next = page.next
    current.error = undefined
    if (!more) current.fetchedAt = Date.now()
    current.status = 'success'
  } catch (error) {
    const current = slice.nfts[key]
    if (!current) return
    current.error = reportApiError(kit, error, nftsUnavailable)
    if (!more) current.status = 'error'
  } finally {
    const current = slice.nfts[key]
    if (current) current.loadingMore = false
  }
}
