import { ref } from 'valtio/vanilla'
import type { Kit } from '../kit.js'
import type { Connection } from '../state/connections.js'
import { storageKeys } from '../storage/keys.js'
import type { CaipAddress, CaipNetworkId, Namespace } from '../types.js'
import { defaultAccountType } from '../utils/defaultAccountType.js'
import { findConnector, findNetwork, namespaceState } from '../utils/lookup.js'
import { refreshBalance } from './refreshBalance.js'
import { refreshConnectionStatus, saveConnections } from './saveConnections.js'

export type ActivateConnectionParameters = {
  namespace: Namespace
  connectorId: string
  accounts: readonly string[]
  networkId: CaipNetworkId
}

/**
 * Makes one live connection of a namespace the active one (docs/rules/states.md): the namespace's
 * account shows it, the previously active one becomes `connected`, and it is stored. The
 * connection must already be in the list (applyConnection adds it; ProfileWallets switches to one).
 */
export function activateConnection(kit: Kit, { namespace, connectorId, accounts, networkId }: ActivateConnectionParameters) {
  const state = kit._internal.state
  const target = namespaceState(kit, namespace)
  const connector = findConnector(kit, connectorId, namespace)
  const address = accounts[0]!
  const switching = target.account.status === 'connected' && target.account.connectorId !== connectorId
  target.networkId = networkId
  Object.assign(target.account, {
    status: 'connected',
    address,
    caipAddress: `${networkId}:${address}` as CaipAddress,
    allAccounts: [...accounts],
    connectorId,
    connectedWalletInfo: connector ? { name: connector.name, icon: connector.icon, rdns: connector.rdns } : undefined,
    // The embedded wallet's default is per network (smartAccount where the project enables it); other wallets are what they are.
    preferredAccountType:
      target.account.preferredAccountType ??
      (connector?.type === 'auth'
        ? defaultAccountType(namespace, {
            networkId,
            smartAccountNetworks: state.remoteConfig.smartAccountEnabledNetworks,
            preferred: kit.options.defaultAccountTypes[namespace],
          })
        : defaultAccountType(namespace, { preferred: kit.options.defaultAccountTypes[namespace] })),
    // Another wallet's balance and identity are not this one's.
    ...(switching ? { balance: undefined, balanceSymbol: undefined, balanceError: undefined, profileName: undefined, profileImage: undefined } : {}),
  })
  if (switching) target.provider = undefined
  state.connections.connections = state.connections.connections.map(
    (connection): Connection =>
      connection.namespace !== namespace
        ? connection
        : connection.connectorId === connectorId
          ? { ...connection, status: 'active', accounts: accounts.map((account) => ({ address: account })), networkId }
          : connection.status === 'active'
            ? { ...connection, status: 'connected' }
            : connection,
  )
  state.connections.error = undefined
  refreshConnectionStatus(kit)
  saveConnections(kit)
  if (findNetwork(kit, networkId)) kit.storage.set(storageKeys.lastUsedChain, networkId)
  void connector?.getProvider().then(
    (provider) => {
      if (target.account.connectorId === connectorId && typeof provider === 'object' && provider !== null)
        target.provider = ref({ current: provider, type: connector.type })
    },
    () => undefined,
  )
  void refreshBalance(kit, { namespace })
}
