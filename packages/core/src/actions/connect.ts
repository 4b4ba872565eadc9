import type { Connector } from '../adapters/contract.js'
import type { BaseError } from '../errors/base.js'
import {
  ConnectionRejectedError,
  type ConnectionRejectedErrorType,
  ConnectorNotFoundError,
  type ConnectorNotFoundErrorType,
  FailedToConnectError,
  type FailedToConnectErrorType,
} from '../errors/connector.js'
import { UserRejectedRequestError, toWalletError } from '../errors/wallet.js'
import type { Kit } from '../kit.js'
import { addRecent } from '../state/connectors.js'
import { storageKeys } from '../storage/keys.js'
import type { CaipAddress, CaipNetworkId, Namespace } from '../types.js'
import { findConnector, namespaceState } from '../utils/lookup.js'
import { applyConnection, refreshConnectionStatus, validateWalletAccounts } from './applyConnection.js'
import { emitEvent } from './emitEvent.js'

export type ConnectParameters = { connectorId: string; namespace?: Namespace | undefined }
export type ConnectReturnType = { address: string; caipAddress: CaipAddress; networkId: CaipNetworkId }
export type ConnectErrorType = ConnectionRejectedErrorType | FailedToConnectErrorType | ConnectorNotFoundErrorType

function toConnectError(error: unknown): ConnectionRejectedError | FailedToConnectError {
  if (error instanceof ConnectionRejectedError || error instanceof FailedToConnectError) return error
  const walletError = toWalletError(error)
  if (walletError instanceof UserRejectedRequestError) return new ConnectionRejectedError({ cause: walletError })
  return new FailedToConnectError({ cause: walletError as BaseError })
}

/**
 * Connects one wallet. 4001 becomes 'Connection rejected'; garbage from the wallet or any other
 * failure becomes 'Failed to connect' with the cause; nothing is left half-connected.
 */
export async function connect(kit: Kit, { connectorId, namespace }: ConnectParameters): Promise<ConnectReturnType> {
  const connector: Connector | undefined = findConnector(kit, connectorId, namespace)
  if (!connector) throw new ConnectorNotFoundError({ connectorId })
  const state = kit._internal.state
  const target = namespaceState(kit, connector.namespace)
  const previousStatus = target.account.status
  state.connections.status = 'connecting'
  state.connections.error = undefined
  if (previousStatus !== 'connected') target.account.status = 'connecting'
  emitEvent(kit, 'SELECT_WALLET', { namespace: connector.namespace, connectorId, name: connector.name })
  try {
    const result = await connector.connect({ networkId: target.networkId })
    const { accounts, networkId } = validateWalletAccounts(kit, connector.namespace, result)
    applyConnection(kit, { connector, accounts, networkId })
    state.chains.activeNamespace = connector.namespace
    kit.storage.set(storageKeys.activeNamespace, connector.namespace)
    state.connectors.recent = addRecent(state.connectors.recent, connector.id)
    kit.storage.set(storageKeys.recentWallets, state.connectors.recent)
    emitEvent(kit, 'CONNECT_SUCCESS', { namespace: connector.namespace, connectorId, name: connector.name })
    return { address: accounts[0]!, caipAddress: `${networkId}:${accounts[0]!}` as CaipAddress, networkId }
  } catch (raw) {
    const error = toConnectError(raw)
    if (previousStatus !== 'connected') {
      target.account.status = 'disconnected'
      if (!(raw instanceof ConnectionRejectedError)) await connector.disconnect().catch(() => undefined)
    }
    refreshConnectionStatus(kit)
    state.connections.error = {
      connectorId,
      message: error.shortMessage,
      details: error.details,
      rejected: error instanceof ConnectionRejectedError,
    }
    emitEvent(kit, 'CONNECT_ERROR', { namespace: connector.namespace, connectorId, message: error.shortMessage })
    throw error
  }
}
