import type { Connector } from '../adapters/contract.js'
import { ConnectorNotConnectedError } from '../errors/connector.js'
import type { Kit } from '../kit.js'
import type { Namespace } from '../types.js'
import { findConnector, namespaceState } from './lookup.js'

/** The connected connector and address of the active (or given) namespace; ConnectorNotConnectedError otherwise. */
export function connectedWallet(kit: Kit, namespace: Namespace | undefined): { connector: Connector; address: string; namespace: Namespace } {
  const target = namespace ?? kit._internal.state.chains.activeNamespace
  const { account } = namespaceState(kit, target)
  const connector = account.connectorId ? findConnector(kit, account.connectorId, target) : undefined
  if (account.status !== 'connected' || !account.address || !connector) throw new ConnectorNotConnectedError({ namespace: target })
  return { connector, address: account.address, namespace: target }
}
