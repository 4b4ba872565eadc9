import { connect } from '../../actions/connect.js'
import type { Kit } from '../../kit.js'

/**
 * After a login (email, social, Farcaster) connected the eip155 account: connects the embedded
 * wallet's account in every other namespace whose adapter offers one (its Solana account), without
 * making it the active namespace. A namespace that fails stays disconnected; the login still stands.
 */
export async function connectAuthNamespaces(kit: Kit): Promise<void> {
  for (const connector of Object.values(kit._internal.state.auth.namespaceConnectors)) {
    if (!connector) continue
    try {
      await connect(kit, { connectorId: connector.id, namespace: connector.namespace, activate: false })
    } catch (error) {
      console.warn(`[kit] The embedded wallet could not connect ${connector.namespace}`, error)
    }
  }
}
