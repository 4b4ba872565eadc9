import { ConnectorNotConnectedError, getAccount, getConnectors, type Kit } from '@kit/core'
import { type BitcoinConnector, isBitcoinConnector } from '../connectors/bitcoinConnector.js'

/** The connected bip122 connector of the kit; ConnectorNotConnectedError when there is none. */
export function getBitcoinConnector(kit: Kit): BitcoinConnector {
  const account = getAccount(kit, { namespace: 'bip122' })
  const connector = getConnectors(kit, { namespace: 'bip122' }).find((item) => item.connector.id === account.connectorId)?.connector
  if (account.status !== 'connected' || !isBitcoinConnector(connector)) throw new ConnectorNotConnectedError({ namespace: 'bip122' })
  return connector
}
