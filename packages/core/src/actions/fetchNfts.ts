import { getNfts } from '../api/getNfts.js'
import type { Kit } from '../kit.js'
import { createNftsEntry } from '../state/portfolio.js'
import { fetchAccountPages } from './fetchAccountPages.js'

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
export function fetchNfts(kit: Kit, { more = false, force = false }: FetchNftsParameters = {}): Promise<void> {
  return fetchAccountPages(kit, {
    entries: kit._internal.state.portfolio.nfts,
    create: createNftsEntry,
    load: getNfts,
    failure: nftsUnavailable,
    more,
    force,
  })
}
