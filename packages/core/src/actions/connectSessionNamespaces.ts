import type { Connector } from '../adapters/contract.js'
import { getAccount } from '../getters/getAccount.js'
import { getConnectors } from '../getters/getConnectors.js'
import type { Kit } from '../kit.js'
import type { Namespace } from '../types.js'

/**
 * After a pairing connector (WalletConnect) connected one namespace, connects the kit's other
 * namespaces the wallet approved in the same session: their connectors share the session (same
 * connector id), so this needs no new pairing and no prompt. Namespaces the session lacks (the
 * connector is not authorised) and those already connected are left alone; the active namespace
 * stays. Failures are left to each namespace's state: the first connection stands.
 *
 * `connectNamespace` is `connect` itself, passed in by it (so the two modules do not import
 * each other).
 */
export async function connectSessionNamespaces(
  kit: Kit,
  connected: Connector,
  connectNamespace: (parameters: { connectorId: string; namespace: Namespace; activate: false }) => Promise<unknown>,
): Promise<void> {
  const namespaces = new Set(kit.networks.map((network) => network.chainNamespace))
  namespaces.delete(connected.namespace)
  for (const namespace of namespaces) {
    const connector = getConnectors(kit, { namespace })
      .map((item) => item.connector)
      .find((candidate) => candidate.id === connected.id && candidate.namespace === namespace)
    if (!connector || getAccount(kit, { namespace }).isConnected) continue
    if (!(await connector.isAuthorized().catch(() => false))) continue
    await connectNamespace({ connectorId: connector.id, namespace, activate: false }).catch(() => undefined)
  }
}
