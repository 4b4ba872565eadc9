import type { Connector } from '../adapters/contract.js'
import type { Kit } from '../kit.js'
import type { CaipNetworkId } from '../types.js'
import type { AuthProvider } from './authProvider.js'
import { getAuthRuntime, loadAuthClient } from './loadAuthClient.js'

/** The id of the auth connector (email and social login through the secure frame). */
export const authConnectorId = 'auth'

/**
 * The auth connector (type 'auth', eip155 for now). It is a plain object in the first load: each
 * method loads the frame client on first use (a dynamic import), so a kit that never uses email
 * or social login never loads the frame. `connect` is the last step of a login flow
 * (connectEmailOtp, connectSocial, connectFarcaster): it reads the frame's user.
 */
export function createAuthConnector(kit: Kit): Connector<AuthProvider> {
  const client = () => loadAuthClient(kit)
  return {
    namespace: 'eip155',
    id: authConnectorId,
    name: 'Embedded Wallet',
    type: 'auth',
    async connect({ networkId } = {}) {
      const user = await (await client()).getUser({ networkId })
      return { accounts: [user.address], networkId: user.networkId }
    },
    disconnect: async () => (await client()).signOut(),
    getAccounts: async () => [(await (await client()).currentUser()).address],
    getNetworkId: async (): Promise<CaipNetworkId> => (await (await client()).currentUser()).networkId,
    isAuthorized: async () => (await client()).isConnected(),
    getProvider: async () => (await client()).provider,
    subscribe(listener) {
      const { listeners } = getAuthRuntime(kit)
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    switchNetwork: async ({ network }) => (await client()).switchNetwork(network),
    signMessage: async ({ message, address }) => (await client()).signMessage(message, address),
    sendTransaction: async (parameters) => (await client()).sendTransaction(parameters),
  }
}
