import type { Kit } from '../kit.js'
import type { View } from '../state/router.js'
import { namespaceState } from '../utils/lookup.js'
import { fetchBalance } from './fetchBalance.js'
import { fetchIdentity } from './fetchIdentity.js'
import { fetchPortfolio } from './fetchPortfolio.js'
import { fetchRecommendedWallets } from './fetchRecommendedWallets.js'

/**
 * What the view being opened shows first (docs/rules/states.md: opening prefetches): the catalogue's
 * recommended wallets for Connect and AllWallets, the balance, tokens and name for Account.
 * Each fetch keeps its own cache and error handling; this only waits for them to settle.
 */
export async function prefetchOnOpen(kit: Kit, { view }: { view: View }): Promise<void> {
  const tasks: Promise<unknown>[] = []
  if ((view === 'Connect' || view === 'AllWallets') && kit.api && kit.options.enableWalletConnect !== false) tasks.push(fetchRecommendedWallets(kit))
  if (view === 'Account') {
    const { address } = namespaceState(kit, kit._internal.state.chains.activeNamespace).account
    if (address) {
      tasks.push(fetchBalance(kit, { cache: true }))
      if (kit.api) tasks.push(fetchPortfolio(kit), fetchIdentity(kit, { address }))
    }
  }
  await Promise.allSettled(tasks)
}
