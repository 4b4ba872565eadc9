import { getFeatures } from '../getters/getFeatures.js'
import type { Kit } from '../kit.js'
import type { Connection } from '../state/connections.js'
import { type StoredConnection, storageKeys, storedConnectionsSchema } from '../storage/keys.js'
import type { CaipNetworkId } from '../types.js'
import { findConnector, namespaceState } from '../utils/lookup.js'
import { waitForConnector } from '../utils/waitForConnector.js'
import { applyConnection, keepConnection, validateWalletAccounts } from './applyConnection.js'
import { refreshConnectionStatus, saveConnections } from './saveConnections.js'
import { waitForRemoteConfig } from './waitForRemoteConfig.js'

/** How long a stored wallet may take to announce itself after load. */
const discoveryWait = 1500

/**
 * How long a reload with several stored wallets in a namespace waits for the project's config
 * when only the remote `multi_wallet` setting can say whether they all come back.
 */
const remoteConfigWait = 3000

/**
 * Several wallets were stored for one namespace (multi-wallet was on) and the code does not set
 * the feature: whether they stay is the project's remote setting, so wait for it (bounded).
 */
async function settleMultiWallet(kit: Kit, stored: readonly StoredConnection[]): Promise<void> {
  if (typeof kit._internal.state.features.code.multiWallet === 'boolean') return
  const namespaces = stored.map((connection) => connection.namespace)
  if (new Set(namespaces).size === namespaces.length) return
  await waitForRemoteConfig(kit, remoteConfigWait)
}

/** The stored login method of the embedded wallet, back on its restored connection record. */
function restoreAuth(kit: Kit, stored: readonly StoredConnection[]): void {
  for (const connection of kit._internal.state.connections.connections) {
    const record = stored.find((item) => item.namespace === connection.namespace && item.connectorId === connection.connectorId)
    if (record?.auth && !connection.auth) connection.auth = { name: record.auth.name }
  }
}

/** A stored wallet that still authorises the site, with what it reports now. */
async function restore(kit: Kit, stored: StoredConnection) {
  if (stored.status === 'disconnected') return undefined
  try {
    const connector = await waitForConnector(kit, () => findConnector(kit, stored.connectorId, stored.namespace), discoveryWait)
    if (!connector || !(await connector.isAuthorized())) return undefined
    const result = validateWalletAccounts(kit, stored.namespace, {
      accounts: await connector.getAccounts(),
      networkId: await connector.getNetworkId(),
    })
    return { connector, ...result }
  } catch {
    return undefined
  }
}

/**
 * Restores stored connections after a reload (docs/rules/states.md): reconnecting, then connected,
 * or disconnected with nothing stored when no wallet authorises the site any more. Per
 * namespace the stored `active` wallet is active again (else the first other one still
 * authorised); the others come back `connected` (multi-wallet), and a wallet that no longer
 * authorises the site stays listed as `disconnected` while another one is live.
 */
export async function reconnect(kit: Kit): Promise<void> {
  const stored = kit.storage.get(storageKeys.connections, storedConnectionsSchema) ?? []
  const state = kit._internal.state
  if (!stored.length) return
  state.connections.status = 'connecting'
  const namespaces = [...new Set(stored.map((connection) => connection.namespace))]
  for (const namespace of namespaces) namespaceState(kit, namespace).account.status = 'reconnecting'
  await settleMultiWallet(kit, stored)
  await Promise.all(
    namespaces.map(async (namespace) => {
      const target = namespaceState(kit, namespace)
      const candidates = stored
        .filter((connection) => connection.namespace === namespace)
        .sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active'))
      const restored = await Promise.all(candidates.map((connection) => restore(kit, connection)))
      // Another connect (or disconnect) won meanwhile: leave the namespace alone.
      if (target.account.status !== 'reconnecting') return
      const first = restored.findIndex(Boolean)
      if (first === -1) {
        target.account.status = 'disconnected'
        return
      }
      applyConnection(kit, restored[first]!)
      restored.forEach((result, index) => {
        if (result && index !== first && getFeatures(kit).multiWallet && result.connector.id !== restored[first]!.connector.id) keepConnection(kit, result)
      })
      const lost: Connection[] = candidates
        .filter((_, index) => !restored[index])
        .filter((connection) => !state.connections.connections.some((live) => live.namespace === namespace && live.connectorId === connection.connectorId))
        .map(({ namespace, connectorId, accounts, networkId, auth }) => ({
          namespace,
          connectorId,
          accounts,
          networkId: networkId as CaipNetworkId,
          status: 'disconnected',
          ...(auth ? { auth: { name: auth.name } } : {}),
        }))
      if (lost.length && getFeatures(kit).multiWallet) state.connections.connections = [...state.connections.connections, ...lost]
    }),
  )
  restoreAuth(kit, stored)
  saveConnections(kit)
  refreshConnectionStatus(kit)
}
