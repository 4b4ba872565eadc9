import type { Kit } from '../kit.js'
import type { CaipNetworkId } from '../types.js'
import { namespaceState } from '../utils/lookup.js'

/** The connected eip155 account the swap trades for, or undefined (swaps are eip155 only). */
export function swapAccount(kit: Kit): { address: string; networkId: CaipNetworkId; caip10: string } | undefined {
  const target = namespaceState(kit, 'eip155')
  const { address } = target.account
  const networkId = target.networkId
  if (!address || !networkId || target.account.status !== 'connected') return undefined
  return { address, networkId, caip10: `${networkId}:${address}` }
}
