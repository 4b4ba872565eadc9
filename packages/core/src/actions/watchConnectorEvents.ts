import type { Connector } from '../adapters/contract.js'
import type { Kit } from '../kit.js'
import { clearConnection } from './clearConnection.js'
import { emitEvent } from './emitEvent.js'
import { saveConnections } from './saveConnections.js'
import { updateConnection } from './updateConnection.js'

/**
 * Follows wallet-initiated account, network and disconnect events of a connected connector.
 * Events of a connection that is not the active one (multi-wallet) update only its record.
 */
export function watchConnectorEvents(kit: Kit, connector: Connector): () => void {
  const adapter = kit._internal.adapters.get(connector.namespace)
  const { namespace, id: connectorId } = connector
  const record = () =>
    kit._internal.state.connections.connections.find((connection) => connection.namespace === namespace && connection.connectorId === connectorId)
  return connector.subscribe((event) => {
    const active = record()?.status === 'active'
    if (event.type === 'disconnect' || (event.accounts && event.accounts.length === 0)) {
      clearConnection(kit, namespace, { connectorId, remember: true })
      emitEvent(kit, 'DISCONNECT_SUCCESS', { namespace, connectorId })
      return
    }
    const accounts = event.accounts?.filter((account) => adapter?.isValidAddress(account))
    const networkId = event.networkId?.startsWith(`${namespace}:`) ? event.networkId : undefined
    if (!accounts?.length && !networkId) return
    if (!active) {
      const connection = record()
      if (!connection) return
      if (accounts?.length) connection.accounts = accounts.map((address) => ({ address }))
      if (networkId) connection.networkId = networkId
      saveConnections(kit)
      return
    }
    updateConnection(kit, namespace, { accounts: accounts?.length ? accounts : undefined, networkId })
    if (networkId) emitEvent(kit, 'SWITCH_NETWORK', { namespace, network: networkId })
  })
}
