import type { Connector } from '../adapters/contract.js'
import type { BaseError } from '../errors/base.js'
import {
  ConnectionRejectedError,
  type ConnectionRejectedErrorType,
  ConnectorNotFoundError,
  type ConnectorNotFoundErrorType,
  FailedToConnectError,
  type FailedToConnectErrorType,
  ModalClosedError,
  type ModalClosedErrorType,
} from '../errors/connector.js'
import { toWalletError, UserRejectedRequestError } from '../errors/wallet.js'
import type { Kit } from '../kit.js'
import type { Pairing } from '../state/connections.js'
import { addRecent } from '../state/connectors.js'
import { storageKeys } from '../storage/keys.js'
import type { CaipAddress, CaipNetworkId, Namespace } from '../types.js'
import { findConnector, namespaceState } from '../utils/lookup.js'
import { applyConnection, validateWalletAccounts } from './applyConnection.js'
import { connectSessionNamespaces } from './connectSessionNamespaces.js'
import { emitEvent } from './emitEvent.js'
import { connectPlatform } from './eventContext.js'
import { refreshConnectionStatus } from './saveConnections.js'

export type ConnectParameters = {
  connectorId: string
  namespace?: Namespace | undefined
  /** The network to ask the wallet for; default: the namespace's current one. */
  networkId?: CaipNetworkId | undefined
  /**
   * Make the namespace the active one on success (default true). `connectWallet` connects the
   * other namespaces of a multi-namespace wallet without moving the active one.
   */
  activate?: boolean | undefined
}
export type ConnectReturnType = { address: string; caipAddress: CaipAddress; networkId: CaipNetworkId }
export type ConnectErrorType = ConnectionRejectedErrorType | FailedToConnectErrorType | ConnectorNotFoundErrorType | ModalClosedErrorType

function toConnectError(error: unknown): ConnectionRejectedError | FailedToConnectError {
  if (error instanceof ConnectionRejectedError || error instanceof FailedToConnectError) return error
  const walletError = toWalletError(error)
  if (walletError instanceof UserRejectedRequestError) return new ConnectionRejectedError({ cause: walletError })
  return new FailedToConnectError({ cause: walletError as BaseError })
}

/** The attempt in progress of a kit (one at a time; the connectors' pairing URIs belong to it). */
export type PendingConnect = { connector: Connector; controller: AbortController; promise: Promise<ConnectReturnType> }

declare module '../kit.js' {
  interface KitRuntime {
    /** The connect attempt in progress. */
    pendingConnect?: PendingConnect
  }
}

/**
 * Connects one wallet. 4001 becomes 'Connection rejected'; garbage from the wallet or any other
 * failure becomes 'Failed to connect' with the cause; nothing is left half-connected. A call for
 * the connector already connecting joins that attempt; a call for another one abandons it.
 * While connecting, a pairing connector's URIs fill `connections.pairing` (getPairing). A
 * WalletConnect connection then connects the kit's other namespaces the session approved.
 */
export function connect(kit: Kit, { connectorId, namespace, ...options }: ConnectParameters): Promise<ConnectReturnType> {
  const connector: Connector | undefined = findConnector(kit, connectorId, namespace)
  if (!connector) return Promise.reject(new ConnectorNotFoundError({ connectorId }))
  const pending = kit._internal.runtime.pendingConnect
  if (pending && pending.connector === connector && !pending.controller.signal.aborted) return pending.promise
  pending?.controller.abort()
  const controller = new AbortController()
  const attempt = runConnect(kit, connector, controller, options)
  // The attempt ends (and a later connect starts afresh) once this connector has connected.
  const done = () => {
    if (kit._internal.runtime.pendingConnect !== entry) return
    delete kit._internal.runtime.pendingConnect
    kit._internal.cleanups.delete('connect:pending')
  }
  attempt.then(done, done)
  // One WalletConnect pairing may cover several namespaces: connect the others it approved too.
  // (Their own connects pass activate: false, so they do not start this again.)
  const promise =
    connector.type === 'walletConnect' && options.activate !== false
      ? attempt.then(async (result) => {
          await connectSessionNamespaces(kit, connector, (parameters) => connect(kit, parameters))
          return result
        })
      : attempt
  const entry: PendingConnect = { connector, controller, promise }
  kit._internal.runtime.pendingConnect = entry
  kit._internal.cleanups.set('connect:pending', () => controller.abort())
  return promise
}

async function runConnect(
  kit: Kit,
  connector: Connector,
  controller: AbortController,
  { networkId: requested, activate = true }: Pick<ConnectParameters, 'networkId' | 'activate'>,
): Promise<ConnectReturnType> {
  const connectorId = connector.id
  const state = kit._internal.state
  const target = namespaceState(kit, connector.namespace)
  const previousStatus = target.account.status
  const isCurrent = () => kit._internal.runtime.pendingConnect?.controller === controller
  state.connections.status = 'connecting'
  state.connections.error = undefined
  state.connections.pairing = undefined
  if (previousStatus !== 'connected') target.account.status = 'connecting'
  emitEvent(kit, 'SELECT_WALLET', { namespace: connector.namespace, connectorId, name: connector.name, platform: connectPlatform(kit, connector) })
  const unsubscribe = connector.subscribePairing?.(({ uri, expiresAt }) => {
    if (!controller.signal.aborted) state.connections.pairing = { connectorId, uri, expiresAt }
  })
  try {
    const result = await connector.connect({ networkId: requested ?? target.networkId, signal: controller.signal })
    const { accounts, networkId } = validateWalletAccounts(kit, connector.namespace, result)
    applyConnection(kit, { connector, accounts, networkId })
    if (activate) {
      state.chains.activeNamespace = connector.namespace
      kit.storage.set(storageKeys.activeNamespace, connector.namespace)
    }
    state.connectors.recent = addRecent(state.connectors.recent, connector.id)
    kit.storage.set(storageKeys.recentWallets, state.connectors.recent)
    emitEvent(kit, 'CONNECT_SUCCESS', {
      namespace: connector.namespace,
      connectorId,
      name: connector.name,
      method: connectPlatform(kit, connector),
      caipNetworkId: networkId,
    })
    return { address: accounts[0]!, caipAddress: `${networkId}:${accounts[0]!}` as CaipAddress, networkId }
  } catch (raw) {
    const closed = controller.signal.aborted
    const error = closed ? new ModalClosedError() : toConnectError(raw)
    // A newer attempt owns the shared status now: leave it alone.
    if (isCurrent()) {
      if (previousStatus !== 'connected') {
        target.account.status = 'disconnected'
        if (!(raw instanceof ConnectionRejectedError)) await connector.disconnect().catch(() => undefined)
      }
      refreshConnectionStatus(kit)
      if (!closed)
        state.connections.error = {
          connectorId,
          message: error.shortMessage,
          details: error.details,
          rejected: error instanceof ConnectionRejectedError,
        }
    }
    emitEvent(kit, 'CONNECT_ERROR', { namespace: connector.namespace, connectorId, message: error.shortMessage })
    throw error
  } finally {
    unsubscribe?.()
    // (the listener above may have set it: TypeScript cannot see that)
    const pairing = state.connections.pairing as Pairing | undefined
    if (pairing?.connectorId === connectorId && (isCurrent() || controller.signal.aborted)) state.connections.pairing = undefined
  }
}
