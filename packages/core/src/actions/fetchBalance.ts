import type { Kit } from '../kit.js'
import { accountKey, isFresh, portfolioLimits } from '../state/portfolio.js'
import type { Namespace } from '../types.js'
import { formatUnits } from '../utils/formatUnits.js'
import { findNetwork, namespaceState } from '../utils/lookup.js'

export type FetchBalanceParameters = {
  namespace?: Namespace | undefined
  /**
   * Use the docs/rules/limits.md rules: a balance read less than 30 s ago is reused, and no new read
   * is made within 30 s of a failure (network switches). Default false: always read (after a send).
   */
  cache?: boolean | undefined
}

/**
 * Reads the connected account's native balance through its adapter. A failure clears the
 * balance and stamps `balanceError` (the UI shows 'Token Balance Unavailable'); never throws.
 */
export async function fetchBalance(kit: Kit, { namespace, cache: useCache = false }: FetchBalanceParameters = {}): Promise<void> {
  const target = namespaceState(kit, namespace ?? kit._internal.state.chains.activeNamespace)
  const { address } = target.account
  const networkId = target.networkId
  const network = findNetwork(kit, networkId)
  const adapter = network && kit._internal.adapters.get(network.chainNamespace)
  if (!address || !network || !adapter || target.account.status !== 'connected') return
  // docs/rules/limits.md: the native balance is cached 30 s, and a failure blocks retries for 30 s.
  const cache = kit._internal.state.portfolio.native
  const key = accountKey(network.caipNetworkId, address)
  const cached = cache[key]
  const now = Date.now()
  if (useCache && cached?.failedAt !== undefined && now - cached.failedAt < portfolioLimits.retryBlockMs) {
    target.account.balance = undefined
    target.account.balanceSymbol = cached.symbol
    if (target.account.balanceError !== cached.failedAt) target.account.balanceError = cached.failedAt
    return
  }
  if (useCache && cached?.balance !== undefined && isFresh(cached.fetchedAt, now, portfolioLimits.cacheMs)) {
    target.account.balance = cached.balance
    target.account.balanceSymbol = cached.symbol
    target.account.balanceError = undefined
    return
  }
  target.account.balanceLoading = true
  try {
    const { value, decimals, symbol } = await adapter.getBalance({ address, network })
    if (target.account.address !== address || target.networkId !== networkId) return
    target.account.balance = formatUnits(value, decimals)
    target.account.balanceSymbol = symbol
    target.account.balanceError = undefined
    cache[key] = { balance: target.account.balance, symbol, fetchedAt: Date.now(), failedAt: undefined }
  } catch {
    if (target.account.address !== address || target.networkId !== networkId) return
    target.account.balance = undefined
    target.account.balanceSymbol = network.nativeCurrency.symbol
    target.account.balanceError = Date.now()
    cache[key] = { balance: undefined, symbol: network.nativeCurrency.symbol, fetchedAt: undefined, failedAt: target.account.balanceError }
  } finally {
    target.account.balanceLoading = false
  }
}
