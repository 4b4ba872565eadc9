import type { Kit } from '../kit.js'
import { namespaceState } from '../utils/lookup.js'
import type { FetchBalanceParameters } from './fetchBalance.js'

/**
 * `fetchBalance`, loaded on first call: what the kit runs after a connection, a network switch or
 * a send. The balance read (with its cache rules and units formatting) then stays out of the
 * page's first load, which only restores a session (docs/architecture.md, "How a lazy view
 * loads"). The account shows the balance as loading while the chunk comes, as it does while the
 * read is under way. Like `fetchBalance`, never throws: a failed load leaves the balance as it was.
 */
export async function refreshBalance(kit: Kit, parameters: FetchBalanceParameters = {}): Promise<void> {
  const { account } = namespaceState(kit, parameters.namespace ?? kit._internal.state.chains.activeNamespace)
  if (account.status === 'connected') account.balanceLoading = true
  try {
    const { fetchBalance } = await import('./fetchBalance.js')
    await fetchBalance(kit, parameters)
  } catch {
    // The chunk failed to load (offline): the next connection, switch or send reads it again.
  } finally {
    account.balanceLoading = false
  }
}
