import type { Kit } from '../kit.js'
import { accountKey } from '../state/portfolio.js'
import type { Namespace } from '../types.js'
import { namespaceState } from '../utils/lookup.js'

/**
 * Marks the cached tokens, NFTs and activity of the connected account as stale (after it sent a
 * transaction), so the next read asks the API again. Loaded data stays shown meanwhile.
 */
export function invalidateAccountData(kit: Kit, { namespace }: { namespace?: Namespace | undefined } = {}): void {
  const target = namespaceState(kit, namespace ?? kit._internal.state.chains.activeNamespace)
  const { address } = target.account
  if (!address || !target.networkId) return
  const key = accountKey(target.networkId, address)
  const { portfolio, transactions } = kit._internal.state
  const tokens = portfolio.tokens[key]
  if (tokens) {
    tokens.fetchedAt = undefined
    if (tokens.status === 'error') tokens.status = 'idle'
    tokens.error = undefined
  }
  const nfts = portfolio.nfts[key]
  if (nfts) nfts.fetchedAt = undefined
  const activity = transactions.byAccount[key]
  if (activity) activity.fetchedAt = undefined
}
