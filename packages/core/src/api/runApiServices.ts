import { checkAllowedOrigins } from '../actions/checkAllowedOrigins.js'
import { fetchIdentity } from '../actions/fetchIdentity.js'
import { fetchRemoteConfig } from '../actions/fetchRemoteConfig.js'
import { fetchSecureProviders } from '../actions/fetchSecureProviders.js'
import type { Kit } from '../kit.js'
import type { KitEvent } from '../state/events.js'
import { clearPortfolio } from '../state/portfolio.js'
import { watch } from '../utils/select.js'
import { startAnalytics } from './startAnalytics.js'

function evmAccount(kit: Kit): string {
  const account = kit._internal.state.chains.namespaces.eip155?.account
  return account?.status === 'connected' && account.address ? account.address : ''
}

/**
 * Background work against the Kit API (a lazy chunk, see `startApiServices`): analytics, remote config,
 * the secure server's social providers and the identity of the connected EVM account. Nothing here delays opening the modal or connecting;
 * failures end up in state (alerts), never thrown.
 */
export function runApiServices(kit: Kit, pending: readonly KitEvent[] = []): void {
  const { cleanups } = kit._internal
  cleanups.get('api:analytics')?.()
  cleanups.set('api:analytics', startAnalytics(kit, pending))
  void fetchSecureProviders(kit)
  if (!kit.api) return
  void fetchRemoteConfig(kit)
  void checkAllowedOrigins(kit)
  // Names are EVM only (docs/rules/limits.md): the account button and Account view show them.
  const onAccount = (address: string, previous: string) => {
    if (address) void fetchIdentity(kit, { address })
    if (previous && !address) {
      const anyConnected = Object.values(kit._internal.state.chains.namespaces).some((state) => state?.account.status === 'connected')
      if (!anyConnected) {
        clearPortfolio(kit._internal.state.portfolio)
        kit._internal.state.transactions.byAccount = {}
      }
    }
  }
  const initial = evmAccount(kit)
  if (initial) onAccount(initial, '')
  cleanups.get('api:identity')?.()
  cleanups.set('api:identity', watch(kit, evmAccount, { onChange: onAccount }))
}
