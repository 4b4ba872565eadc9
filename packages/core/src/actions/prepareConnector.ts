import type { Kit } from '../kit.js'
import type { Namespace } from '../types.js'
import { findConnector } from '../utils/lookup.js'

export type PrepareConnectorParameters = {
  connectorId: string
  namespace?: Namespace | undefined
  /** `false`: only load and start the connector's client (no pairing yet). Default `true`. */
  pairing?: boolean | undefined
}

/**
 * Lets a connector warm up before a likely `connect` (the UI calls it when the visitor points at
 * or focuses the wallet): WalletConnect loads sign-client and prepares a pairing, so the QR code
 * shows at once on click. Connectors without the capability ignore it; failures are swallowed
 * (`connect` reports them).
 */
export function prepareConnector(kit: Kit, { connectorId, namespace, pairing = true }: PrepareConnectorParameters): void {
  const connector = findConnector(kit, connectorId, namespace)
  const state = kit._internal.state
  if (!connector?.prepare || state.connections.status === 'connecting') return
  if (state.chains.namespaces[connector.namespace]?.account.status === 'connected') return
  void connector.prepare({ pairing }).catch(() => undefined)
}
