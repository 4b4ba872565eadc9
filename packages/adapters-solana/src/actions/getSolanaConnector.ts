import {
  type CaipNetwork,
  type CaipNetworkId,
  ChainNotConfiguredError,
  ConnectorCapabilityNotSupportedError,
  ConnectorNotConnectedError,
  getAccount,
  getConnectors,
  getNetwork,
  type Kit,
} from '@kit/core'
import type { SolanaConnector } from '../types.js'

/** A configured solana network: `networkId`, else the kit's current solana network. */
export function getSolanaNetwork(kit: Kit, networkId?: CaipNetworkId | undefined): CaipNetwork {
  const id = networkId ?? getNetwork(kit, { namespace: 'solana' }).caipNetworkId
  const network = kit.networks.find((candidate) => candidate.chainNamespace === 'solana' && candidate.caipNetworkId === id)
  if (!network) throw new ChainNotConfiguredError({ networkId: id ?? 'solana' })
  return network
}

/**
 * The connected solana account and its connector, for the Solana-only actions. Not connected:
 * ConnectorNotConnectedError; a connector without the Solana signing methods (another
 * package's): ConnectorCapabilityNotSupportedError.
 */
export function getSolanaConnector(kit: Kit, capability: string): { connector: SolanaConnector; address: string; network: CaipNetwork } {
  const account = getAccount(kit, { namespace: 'solana' })
  const connector = account.isConnected
    ? getConnectors(kit, { namespace: 'solana' }).find((item) => item.connector.id === account.connectorId)?.connector
    : undefined
  if (!account.isConnected || !connector) throw new ConnectorNotConnectedError({ namespace: 'solana' })
  const solana = connector as Partial<SolanaConnector>
  if (typeof solana.signTransactions !== 'function' || typeof solana.signAndSendTransaction !== 'function')
    throw new ConnectorCapabilityNotSupportedError({ capability, connectorId: connector.id })
  return { connector: connector as SolanaConnector, address: account.address, network: getSolanaNetwork(kit) }
}
