import { createRequestId, isSafeRpcMethod } from '@kit/frame-protocol'
import { FrameRequestError } from '../../errors/auth.js'
import type { Kit } from '../../kit.js'
import type { CaipNetwork, CaipNetworkId } from '../../types.js'
import { createAuthNetworks, toNetworkId } from '../authNetworks.js'
import { loadAuthClient } from '../loadAuthClient.js'

/**
 * The signed-in user's account on `network` of another namespace than eip155 (get user with the
 * network's CAIP-2 id: the frame answers the user's Solana address for a Solana cluster). Fails
 * like get user when nobody is signed in.
 */
export async function getAuthNamespaceUser(kit: Kit, { network }: { network: CaipNetwork }): Promise<{ address: string; networkId: CaipNetworkId }> {
  const client = await loadAuthClient(kit)
  const { chainOf, rpcUrlOf } = createAuthNetworks(kit)
  const user = await client.transport.request('GET_USER', { chainId: chainOf(network), preferredAccountType: 'eoa', rpcUrl: rpcUrlOf(network) })
  return { address: user.address, networkId: toNetworkId(user.chainId) }
}

/**
 * An RPC request of `network`'s namespace through the frame (`chainNamespace` and the network's
 * CAIP-2 id). Unsafe methods wait, without a timeout, for the user on the frame's approval screen
 * (the same screen and device proof as the EVM methods).
 */
export async function requestAuthNamespace(
  kit: Kit,
  { network, method, params }: { network: CaipNetwork; method: string; params?: unknown },
): Promise<unknown> {
  const client = await loadAuthClient(kit)
  const { chainOf, rpcUrlOf } = createAuthNetworks(kit)
  const auth = kit._internal.state.auth
  const id = createRequestId()
  try {
    return await client.transport.request(
      'RPC_REQUEST',
      { method, params, chainId: chainOf(network), chainNamespace: network.chainNamespace, rpcUrl: rpcUrlOf(network) },
      { id, timeout: isSafeRpcMethod(method) ? undefined : false },
    )
  } catch (error) {
    if (error instanceof FrameRequestError && error.shortMessage === 'Requested RPC call is not allowed') auth.rpcNotAllowed = Date.now()
    throw error
  } finally {
    if (auth.approval?.requestId === id) client.hideFrame()
  }
}
