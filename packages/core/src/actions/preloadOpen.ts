import type { Kit } from '../kit.js'
import type { View } from '../state/router.js'

/** What opening a view prefetches, once its chunk has loaded. */
export type PrefetchOnOpen = (kit: Kit, parameters: { view: View }) => Promise<void>

const nothing: PrefetchOnOpen = async () => undefined

/**
 * Loads the code opening the modal on `view` runs (its prefetch chunk: Connect's or Account's)
 * without opening it: called in an idle moment after the page loads, so the first click fetches no
 * code. `open` loads it the same way. Each view's chunk holds only its own fetchers: on a slow
 * network a visitor's first click on Connect does not wait for Account's.
 */
export function preloadOpen({ view = 'Connect' }: { view?: View | undefined } = {}): Promise<PrefetchOnOpen> {
  if (view === 'Account') return import('./prefetchAccount.js').then((module) => module.prefetchAccount)
  if (view === 'Connect' || view === 'AllWallets') return import('./prefetchConnect.js').then((module) => module.prefetchConnect)
  return Promise.resolve(nothing)
}
