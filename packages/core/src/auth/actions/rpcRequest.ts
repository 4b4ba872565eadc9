import { createRequestId, isSafeRpcMethod } from '@kit/frame-protocol'
import { FrameRequestError } from '../../errors/auth.js'
import type { CaipNetwork, CaipNetworkId } from '../../types.js'
import type { AuthClient } from '../authClientTypes.js'

export type RpcRequestParameters = {
  method: string
  params?: unknown
  /** The network (and so the namespace) of the request; default the current eip155 one. Solana requests name a Solana cluster. */
  network?: CaipNetwork | undefined
}

/**
 * An RPC call of the embedded wallet through the secure frame (docs/rules/calls.md). The frame decides:
 * safe methods answer within the request timeout; unsafe ones wait for the user on the frame's own
 * approval screen as long as it takes (the frame is hidden again once answered); a refused one
 * ('Requested RPC call is not allowed') is recorded in `auth.rpcNotAllowed` for the views.
 */
export async function rpcRequest(client: AuthClient, { method, params, network: requested }: RpcRequestParameters): Promise<unknown> {
  const { networks, transport } = client
  const auth = client.kit._internal.state.auth
  const network = requested ?? networks.currentNetwork()
  const id = createRequestId()
  try {
    return await transport.request(
      'RPC_REQUEST',
      { method, params, chainId: networks.chainOf(network), chainNamespace: network.chainNamespace, rpcUrl: networks.rpcUrlOf(network) },
      { id, timeout: isSafeRpcMethod(method) ? undefined : false },
    )
  } catch (error) {
    if (error instanceof FrameRequestError && error.shortMessage === 'Requested RPC call is not allowed') auth.rpcNotAllowed = Date.now()
    throw error
  } finally {
    if (auth.approval?.requestId === id) client.hideFrame()
  }
}

/**
 * The EIP-1193 `request` of the embedded wallet's provider: accounts and chain id from the frame's
 * user, chain switches among the kit's eip155 networks (4902 'Unrecognized chain' otherwise), every
 * other method through {@link rpcRequest}.
 */
export async function providerRequest(client: AuthClient, { method, params }: RpcRequestParameters): Promise<unknown> {
  switch (method) {
    case 'eth_accounts':
      return client.user ? [client.user.address] : []
    case 'eth_requestAccounts':
      return [(await client.currentUser()).address]
    case 'eth_chainId': {
      const networkId = (await client.currentUser()).networkId
      return `0x${BigInt(networkId.split(':')[1] ?? '0').toString(16)}`
    }
    case 'wallet_switchEthereumChain': {
      const [{ chainId } = { chainId: '' }] = (params as [{ chainId: string }] | undefined) ?? []
      const network = client.networks.eip155Networks().find((candidate) => candidate.caipNetworkId === `eip155:${BigInt(chainId)}`)
      if (!network) throw Object.assign(new Error('Unrecognized chain'), { code: 4902 })
      await client.switchNetwork(network)
      client.emit({ type: 'change', networkId: network.caipNetworkId as CaipNetworkId })
      return null
    }
    default:
      return rpcRequest(client, { method, params })
  }
}
