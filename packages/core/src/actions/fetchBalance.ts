import type { Kit } from '../kit.js'
import type { Namespace } from '../types.js'
import { findNetwork, namespaceState } from '../utils/lookup.js'
import { formatUnits } from '../utils/formatUnits.js'

export type FetchBalanceParameters = { namespace?: Namespace | undefined }

/**
 * Reads the connected account's native balance through its adapter. A failure clears the
 * balance and stamps `balanceError` (the UI shows 'Token Balance Unavailable'); never throws.
 */
export async function fetchBalance(kit: Kit, { namespace }: FetchBalanceParameters = {}): Promise<void> {
  const target = namespaceState(kit, namespace ?? kit._internal.state.chains.activeNamespace)
  const { address } = target.account
  const networkId = target.networkId
  const network = findNetwork(kit, networkId)
  const adapter = network && kit._internal.adapters.get(network.chainNamespace)
  if (!address || !network || !adapter || target.account.status !== 'connected') return
  target.account.balanceLoading = true
  try {
    const { value, decimals, symbol } = await adapter.getBalance({ address, network })
    if (target.account.address !== address || target.networkId !== networkId) return
    target.account.balance = formatUnits(value, decimals)
    target.account.balanceSymbol = symbol
    target.account.balanceError = undefined
  } catch {
    if (target.account.address !== address || target.networkId !== networkId) return
    target.account.balance = undefined
    target.account.balanceSymbol = network.nativeCurrency.symbol
    target.account.balanceError = Date.now()
  } finally {
    target.account.balanceLoading = false
  }
}
