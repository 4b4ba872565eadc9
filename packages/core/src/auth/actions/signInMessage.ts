import { createRequestId, type SiwxMessage } from '@kit/frame-protocol'
import { FrameRequestError } from '../../errors/auth.js'
import type { AuthClient } from '../authClientTypes.js'

export type SignInMessageParameters = { siwxMessage: SiwxMessage }
export type SignInMessageReturnType = { message: string; signature: string; siwxMessage: SiwxMessage }

/**
 * SIWX with the embedded wallet (docs/rules/calls.md, get user with `siwxMessage`): the frame shows the
 * sign-in message on its own approval screen and signs it only for the parent origin it observed,
 * if the project allows it. Resolves with the signed message as the frame wrote it.
 */
export async function signInMessage(client: AuthClient, { siwxMessage }: SignInMessageParameters): Promise<SignInMessageReturnType> {
  const { networks, transport } = client
  const auth = client.kit._internal.state.auth
  const network = networks.currentNetwork()
  const id = createRequestId()
  client.signingIn += 1
  try {
    // The user consents on the frame's approval screen: no timeout.
    const result = await transport.request(
      'GET_USER',
      { chainId: networks.chainOf(network), preferredAccountType: networks.accountTypeOf(network), rpcUrl: networks.rpcUrlOf(network), siwxMessage },
      { id, timeout: false },
    )
    client.setUser(result)
    if (!result.message || !result.signature || !result.siwxMessage)
      throw new FrameRequestError({ message: 'The wallet returned no signed sign-in message', request: 'GET_USER' })
    return { message: result.message, signature: result.signature, siwxMessage: result.siwxMessage }
  } finally {
    client.signingIn -= 1
    if (auth.approval?.requestId === id) client.hideFrame()
  }
}
