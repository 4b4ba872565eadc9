import type { Kit } from '../kit.js'
import type { View } from '../state/router.js'
import { fetchRecommendedWallets } from './fetchRecommendedWallets.js'

/**
 * What opening Connect or AllWallets prefetches (docs/rules/states.md: opening prefetches): the
 * catalogue's recommended wallets, with an API. A chunk of its own, apart from Account's fetchers,
 * so a visitor who is not connected never waits for those (preloadOpen).
 */
export async function prefetchConnect(kit: Kit, _parameters: { view: View }): Promise<void> {
  if (kit.api && kit.options.enableWalletConnect !== false) await fetchRecommendedWallets(kit).catch(() => undefined)
}
