import { subscribe } from 'valtio/vanilla'
import type { Kit } from '../kit.js'

/**
 * Resolves once the project's remote config request has settled (read, or failed and the
 * defaults kept) or after `timeout` ms, whichever comes first; at once without a Kit API.
 */
export function waitForRemoteConfig(kit: Kit, timeout: number): Promise<void> {
  const remote = kit._internal.state.remoteConfig
  // The config answer sets the smart-account networks in either case (an empty list on failure).
  const settled = () => !kit.api || remote.smartAccountEnabledNetworks !== undefined
  if (settled()) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
    const timer = setTimeout(done, timeout)
    const unsubscribe = subscribe(remote, () => {
      if (settled()) done()
    })
  })
}
