import { subscribe } from 'valtio/vanilla'
import type { Connector } from '../adapters/contract.js'
import type { Kit } from '../kit.js'

/**
 * The connector `find` returns, once the kit lists it: adapters announce their connectors after
 * the kit mounts, lazy ones when their chunk has loaded. Resolves undefined after `timeoutMs`.
 */
export function waitForConnector(kit: Kit, find: () => Connector | undefined, timeoutMs: number): Promise<Connector | undefined> {
  const found = find()
  if (found) return Promise.resolve(found)
  return new Promise((resolve) => {
    const done = (connector: Connector | undefined) => {
      clearTimeout(timer)
      unsubscribe()
      resolve(connector)
    }
    const timer = setTimeout(() => done(undefined), timeoutMs)
    const unsubscribe = subscribe(kit._internal.state.connectors, () => {
      const connector = find()
      if (connector) done(connector)
    })
  })
}
