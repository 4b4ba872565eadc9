import type { CaipNetwork, CaipNetworkId } from '../../types.js'
import type { AuthClient } from '../authClientTypes.js'
import { toNetworkId } from '../authNetworks.js'

/**
 * The signed-in user's account on `network` of another namespace than eip155 (get user with the
 * network's CAIP-2 id: the frame answers the user's Solana address for a Solana cluster). The
 * kit's `auth.user` stays the EVM account. Fails like get user when nobody is signed in.
 */
export async function getNamespaceUser(client: AuthClient, { network }: { network: CaipNetwork }): Promise<{ address: string; networkId: CaipNetworkId }> {
  const { networks, transport } = client
  const user = await transport.request('GET_USER', { chainId: networks.chainOf(network), preferredAccountType: 'eoa', rpcUrl: networks.rpcUrlOf(network) })
  return { address: user.address, networkId: toNetworkId(user.chainId) }
}
