import type { Kit } from '../kit.js'
import { accountKey } from '../state/portfolio.js'
import type { Namespace } from '../types.js'
import { namespaceState } from '../utils/lookup.js'
import { fetchPortfolio } from './fetchPortfolio.js'
import { fetchTransactions } from './fetchTransactions.js'
import { refreshBalance } from './refreshBalance.js'

/** When to read tokens and activity again after a send (ms): the API's indexer follows the chain. */
export const refreshAfterSendDelays = [0, 1_000, 2_500, 5_000, 10_000] as const

export type RefreshAfterSendParameters = { hash: string; namespace: Namespace }

/**
 * After a send: the native balance, the token balances and the activity are read again, and the
 * activity a few more times (bounded) until the API's indexer lists the transaction.
 */
export function refreshAfterSend(kit: Kit, { hash, namespace }: RefreshAfterSendParameters): void {
  const timerKey = `timer:refreshAfterSend:${namespace}`
  kit._internal.cleanups.get(timerKey)?.()
  const target = namespaceState(kit, namespace)
  const { address } = target.account
  const networkId = target.networkId
  void refreshBalance(kit, { namespace })
  if (!kit.api || !address || !networkId) return
  const key = accountKey(networkId, address)
  const listed = () =>
    kit._internal.state.transactions.byAccount[key]?.items.some(
      (item) => item.metadata.hash?.toLowerCase() === hash.toLowerCase() || item.id.toLowerCase().endsWith(hash.toLowerCase()),
    ) ?? false
  let attempt = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = async () => {
    const current = namespaceState(kit, namespace)
    if (current.account.address !== address || current.networkId !== networkId) return
    await Promise.all([fetchPortfolio(kit, { namespace, force: true }), fetchTransactions(kit, { force: true })])
    if (listed()) return kit._internal.cleanups.delete(timerKey)
    schedule()
  }
  const schedule = () => {
    attempt += 1
    const delay = refreshAfterSendDelays[attempt]
    if (delay === undefined) return kit._internal.cleanups.delete(timerKey)
    timer = setTimeout(() => void run(), delay - (refreshAfterSendDelays[attempt - 1] ?? 0))
  }
  kit._internal.cleanups.set(timerKey, () => clearTimeout(timer))
  void run()
}
