import type { AuthConnectorBridge } from '../adapters/contract.js'
import { ChainNotConfiguredError } from '../errors/chain.js'
import type { Kit } from '../kit.js'
import type { CaipNetwork, CaipNetworkId, Namespace } from '../types.js'
import { findNetwork, namespaceState } from '../utils/lookup.js'
import { authConnectorId } from './authConnector.js'
import { getAuthRuntime, loadAuthClient } from './loadAuthClient.js'

/**
 * The embedded wallet in `namespace` (not eip155) for that namespace's adapter to wrap as its auth
 * connector: the frame's account there (the user's Solana key, for example) and RPC requests
 * through the frame. A plain object in the first load: the frame code loads on first use. The
 * login itself belongs to the eip155 auth connector: signing out there (or the frame reporting
 * LOGGED_OUT) disconnects this one too.
 */
export function createAuthBridge(kit: Kit, namespace: Namespace): AuthConnectorBridge {
  // The frame client and these actions load on first use.
  const actions = () => Promise.all([loadAuthClient(kit), import('./actions/getNamespaceUser.js'), import('./actions/rpcRequest.js')])
  let networkId: CaipNetworkId | undefined
  let address: string | undefined
  const network = (wanted?: CaipNetworkId | undefined): CaipNetwork => {
    const id = wanted ?? networkId ?? namespaceState(kit, namespace).networkId
    const found = findNetwork(kit, id) ?? kit.networks.find((candidate) => candidate.chainNamespace === namespace)
    if (!found || found.chainNamespace !== namespace) throw new ChainNotConfiguredError({ networkId: id ?? namespace })
    return found
  }
  const connect = async ({ networkId: requested }: { networkId?: CaipNetworkId | undefined } = {}) => {
    const target = network(requested)
    const [client, { getNamespaceUser }] = await actions()
    const user = await getNamespaceUser(client, { network: target })
    address = user.address
    networkId = target.caipNetworkId
    return { accounts: [user.address], networkId: target.caipNetworkId }
  }
  return {
    id: authConnectorId,
    name: 'Embedded Wallet',
    connect,
    async disconnect() {
      address = undefined
    },
    getAccounts: async () => (address ? [address] : (await (await loadAuthClient(kit)).isConnected()) ? (await connect()).accounts : []),
    getNetworkId: async () => network().caipNetworkId,
    isAuthorized: async () => (await loadAuthClient(kit)).isConnected(),
    subscribe(listener) {
      // Only the end of the login concerns this namespace (account changes are the EVM account's).
      const { listeners } = getAuthRuntime(kit)
      const forward: typeof listener = (event) => {
        if (event.type !== 'disconnect') return
        address = undefined
        listener(event)
      }
      listeners.add(forward)
      return () => void listeners.delete(forward)
    },
    async switchNetwork({ network: next }) {
      networkId = network(next.caipNetworkId).caipNetworkId
    },
    async request({ method, params }) {
      const [client, , { rpcRequest }] = await actions()
      return rpcRequest(client, { method, params, network: network() })
    },
  }
}
