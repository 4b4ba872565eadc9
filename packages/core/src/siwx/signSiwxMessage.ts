import { signMessage } from '../actions/walletRequests.js'
import { authConnectorId } from '../auth/authConnector.js'
import { peekAuthClient } from '../auth/loadAuthClient.js'
import type { Kit } from '../kit.js'
import type { Namespace } from '../types.js'
import type { SIWXMessage, SIWXSession } from './types.js'

/**
 * Signs a sign-in message with the connected wallet. The embedded (email/social) wallet does not
 * get a plain `personal_sign`: the message goes to the secure frame (get user with
 * `siwxMessage`, SPEC section 7), which shows it for consent on its own screen and signs it only
 * for the parent origin it observed and the project allows; the session then holds the message as
 * the frame signed it. Other wallets sign the text the configuration wrote.
 */
export async function signSiwxMessage(
  kit: Kit,
  { created, namespace, connectorId }: { created: SIWXMessage; namespace: Namespace; connectorId: string | undefined },
): Promise<SIWXSession> {
  const { toString: _, ...data } = created
  const client = namespace === 'eip155' && connectorId === authConnectorId ? peekAuthClient(kit) : undefined
  if (client) {
    const signed = await (await client).signInMessage(data)
    return { data: { ...data, accountAddress: signed.siwxMessage.accountAddress }, message: signed.message, signature: signed.signature }
  }
  const message = created.toString()
  return { data, message, signature: await signMessage(kit, { message, namespace }) }
}
