import { connect } from '../actions/connect.js'
import { storageKeys } from '../storage/keys.js'
import { connectAuthNamespaces } from './actions/connectAuthNamespaces.js'
import type { AuthClient } from './authClientTypes.js'
import { authConnectorId } from './authConnector.js'
import { recordLoginMethod } from './recordLoginMethod.js'

/**
 * The last step of every login (email code, social, Farcaster, an already signed-in email): the
 * auth connector connects (reading the frame's user), then the same login in the other namespaces
 * that offer it (the user's Solana account), the account shows the user, and the account
 * type and the login method (email or the social provider, on the connections) are recorded.
 */
export async function completeLogin(client: AuthClient): Promise<void> {
  await connect(client.kit, { connectorId: authConnectorId, namespace: 'eip155' })
  await connectAuthNamespaces(client.kit)
  client.syncAccountUser()
  recordLoginMethod(client.kit)
  void syncAccountType(client)
}

/**
 * docs/rules/entities.md storage: the preferred account type (the frame's user's) and the smart-account
 * networks as a comma list (the Kit API's project list, else the frame's), empty if the call failed.
 */
async function syncAccountType(client: AuthClient) {
  const { kit } = client
  const storage = kit.storage
  storage.set(storageKeys.preferredAccountType, client.user?.preferredAccountType ?? 'eoa')
  let networks = ''
  // The project's list came with the Kit API's config request; without an API, the frame's.
  const fromApi = kit._internal.state.remoteConfig.smartAccountEnabledNetworks
  if (kit.api && fromApi) networks = fromApi.map((networkId) => networkId.split(':')[1]).join(',')
  else
    try {
      const { smartAccountEnabledNetworks } = await client.transport.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})
      networks = smartAccountEnabledNetworks.join(',')
    } catch {
      networks = ''
    }
  if (client.user) storage.set(storageKeys.smartAccountNetworks, networks)
}
