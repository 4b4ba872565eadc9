import { ConnectorNotFoundError, type ConnectorNotFoundErrorType } from '../errors/connector.js'
import { getConnectorGroups } from '../getters/getConnectorGroups.js'
import type { Kit } from '../kit.js'
import { storageKeys } from '../storage/keys.js'
import type { Namespace } from '../types.js'
import { namespaceState } from '../utils/lookup.js'
import { type ConnectErrorType, type ConnectReturnType, connect } from './connect.js'

export type ConnectWalletParameters = {
  /** A group of `getConnectorGroups`. */
  walletId: string
  /** Which of the wallet's namespaces; default all of them. */
  namespaces?: readonly Namespace[] | undefined
}
export type ConnectWalletReturnType = readonly ConnectReturnType[]
export type ConnectWalletErrorType = ConnectErrorType | ConnectorNotFoundErrorType

/**
 * Connects a multi-namespace wallet in one flow: one `connect` per namespace, one after the other
 * (each may prompt). The active namespace stays the active one if the wallet covers it, else the
 * wallet's first namespace becomes active; it is connected first. Namespaces already connected to
 * this wallet are skipped, so calling it again after a refusal asks only for the rest. The first
 * failure stops the flow and is thrown; the namespaces connected before it stay connected.
 */
export async function connectWallet(kit: Kit, { walletId, namespaces }: ConnectWalletParameters): Promise<ConnectWalletReturnType> {
  const group = getConnectorGroups(kit).find((candidate) => candidate.id === walletId)
  const connectors = group?.connectors.filter((connector) => !namespaces || namespaces.includes(connector.namespace)) ?? []
  if (!connectors.length) throw new ConnectorNotFoundError({ connectorId: walletId })
  const active = kit._internal.state.chains.activeNamespace
  const primary = connectors.find((connector) => connector.namespace === active) ?? connectors[0]!
  const results: ConnectReturnType[] = []
  for (const connector of [primary, ...connectors.filter((candidate) => candidate !== primary)]) {
    const { account, networkId } = namespaceState(kit, connector.namespace)
    if (account.status === 'connected' && account.connectorId === connector.id && account.address && account.caipAddress) {
      results.push({ address: account.address, caipAddress: account.caipAddress, networkId: networkId! })
      continue
    }
    results.push(await connect(kit, { connectorId: connector.id, namespace: connector.namespace, activate: connector === primary }))
  }
  if (kit._internal.state.chains.activeNamespace !== primary.namespace && namespaceState(kit, primary.namespace).account.status === 'connected') {
    kit._internal.state.chains.activeNamespace = primary.namespace
    kit.storage.set(storageKeys.activeNamespace, primary.namespace)
  }
  return results
}
