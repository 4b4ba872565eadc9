import type { Connector } from '../adapters/contract.js'
import type { Kit } from '../kit.js'
import { clearConnection } from './clearConnection.js'
import { emitEvent } from './emitEvent.js'
import { updateConnection } from './updateConnection.js'

/** Follows wallet-initiated account, network and disconnect events of a connected connector. */
export function watchConnectorEvents(kit: Kit, connector: Connector): () => void {
  const adapter = kit._internal.adapters.get(connector.namespace)
  return connector.subscribe((event) => {
    if (event.type === 'disconnect') {
      clearConnection(kit, connector.namespace)
      emitEvent(kit, 'DISCONNECT_SUCCESS', { namespace: connector.namespace, connectorId: connector.id })
      return
    }
    if (event.accounts && event.accounts.length === 0) {
      clearConnection(kit, connector.namespace)
      emitEvent(kit, 'DISCONNECT_SUCCESS', { namespace: connector.namespace, connectorId: connector.id })
      return
    }
    const accounts = event.accounts?.filter((account) => adapter?.isValidAddress(account))
    const networkId = event.networkId?.startsWith(`${connector.namespace}:`) ? event.networkId : undefined
    if (!accounts?.length && !networkId) return
    updateConnection(kit, connector.namespace, { accounts: accounts?.length ? accounts : undefined, networkId })
    if (networkId) emitEvent(kit, 'SWITCH_NETWORK', { namespace: connector.namespace, network: networkId })
  })
}
