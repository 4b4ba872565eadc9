import type { Kit } from '../kit.js'
import type { View } from '../state/router.js'
import { namespaceState } from '../utils/lookup.js'
import { fetchIdentity } from './fetchIdentity.js'
import { fetchPortfolio } from './fetchPortfolio.js'
import { refreshBalance } from './refreshBalance.js'

/**
 * What opening Account prefetches (docs/rules/states.md: opening prefetches): the balance, and with
 * an API the tokens and the name. Each fetch keeps its own cache and error handling; this only
 * waits for them to settle.
 */
export async function prefetchAccount(kit: Kit, _parameters: { view: View }): Promise<void> {
  const { address } = namespaceState(kit, kit._internal.state.chains.activeNamespace).account
  if (!address) return
  const tasks: Promise<unknown>[] = [refreshBalance(kit, { cache: true })]
  if (kit.api) tasks.push(fetchPortfolio(kit), fetchIdentity(kit, { address }))
  await Promise.allSettled(tasks)
}
