import { subscribe } from 'valtio/vanilla'
import type { Connector } from '../adapters/contract.js'
import type { Kit } from '../kit.js'

/** How long `getUniversalProvider` waits for the no-adapter mode's connector to be announced. */
const announceWait = 5000

/**
 * The active namespace's WalletConnect connector, once the kit lists it. In the no-adapter mode
 * the adapters are lazy: right after `createAppKit` (AppKit apps call `getUniversalProvider()`
 * at start-up) the connector is announced only when the kit has mounted and their chunk loaded.
 * Resolves undefined after 5 s (never mounted: a server, an app that renders no modal).
 */
export function waitForWalletConnectConnector(kit: Kit, find: () => Connector | undefined): Promise<Connector | undefined> {
  const found = find()
  if (found) return Promise.resolve(found)
  return new Promise((resolve) => {
    const done = (connector: Connector | undefined) => {
      clearTimeout(timer)
      unsubscribe()
      resolve(connector)
    }
    const timer = setTimeout(() => done(undefined), announceWait)
    const unsubscribe = subscribe(kit._internal.state.connectors, () => {
      const connector = find()
      if (connector) done(connector)
    })
  })
}
