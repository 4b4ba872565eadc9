import * as v from 'valibot'
import { assembleKit } from './assembleKit.js'
import { createKitOptionsSchema } from './createKitOptions.js'
import type { Kit } from './kit.js'
import { createMemoryBackend } from './storage/createStorage.js'

/**
 * A kit with no networks, adapters or Kit API that never mounts: it only ever holds the starting
 * state (disconnected, no network, modal closed, not initialized). `@kit/react`'s hooks read it on
 * a server when no provider or `{ kit }` gives them one, and during hydration when their kit was
 * found in the page, so the server HTML and the first client render agree. Each call makes a new
 * one: nothing is shared between two server requests. See docs/react/AppKitProvider.md.
 */
export function createNeutralKit(): Kit {
  // The schema wants one network; the neutral kit then keeps none, so no network is active.
  const parsed = v.parse(createKitOptionsSchema, {
    projectId: 'kit-neutral',
    networks: [
      {
        id: 1,
        name: 'Neutral',
        chainNamespace: 'eip155',
        caipNetworkId: 'eip155:1',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [] } },
      },
    ],
    ssr: true,
    storage: createMemoryBackend(),
  })
  const kit = assembleKit({ ...parsed, networks: [], apiUrl: undefined }, { isBrowser: () => false, isMobile: () => false, origin: () => undefined })
  kit._internal.mount = () => {}
  return kit
}
