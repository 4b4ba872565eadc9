import type { AuthConnectorBridge } from '@kit/core'
import type { SolanaConnector } from '../types.js'

/**
 * The parts of the embedded wallet's Solana connector that are the bridge itself (identity,
 * session and events): shared by the adapter's small shell and the signing connector it loads.
 */
export function authBridgeFields(
  bridge: AuthConnectorBridge,
): Pick<
  SolanaConnector,
  'namespace' | 'id' | 'name' | 'type' | 'connect' | 'disconnect' | 'getAccounts' | 'getNetworkId' | 'isAuthorized' | 'subscribe' | 'switchNetwork'
> {
  return {
    namespace: 'solana',
    id: bridge.id,
    name: bridge.name,
    type: 'auth',
    connect: (parameters) => bridge.connect(parameters),
    disconnect: () => bridge.disconnect(),
    getAccounts: () => bridge.getAccounts(),
    getNetworkId: () => bridge.getNetworkId(),
    isAuthorized: () => bridge.isAuthorized(),
    subscribe: (listener) => bridge.subscribe(listener),
    switchNetwork: async (parameters) => bridge.switchNetwork?.(parameters),
  }
}
