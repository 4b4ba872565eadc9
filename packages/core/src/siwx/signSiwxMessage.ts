import { signMessage } from '../actions/walletRequests.js'
import type { SignedMessageResult } from '../adapters/contract.js'
import { authConnectorId } from '../auth/authConnector.js'
import { peekAuthClient } from '../auth/loadAuthClient.js'
import { toWalletError } from '../errors/wallet.js'
import type { Kit } from '../kit.js'
import type { Namespace } from '../types.js'
import { connectedWallet } from '../utils/connectedWallet.js'
import { encodeSignedMessage, isPlainSignedMessage } from './signedMessage.js'
import type { SIWXMessage, SIWXSession } from './types.js'

/**
 * Signs a sign-in message with the connected wallet. The embedded (email/social) wallet does not
 * get a plain `personal_sign`: the message goes to the secure frame (get user with
 * `siwxMessage`, docs/rules/calls.md), which shows it for consent on its own screen and signs it only
 * for the parent origin it observed and the project allows; the session then holds the message as
 * the frame signed it. Other wallets sign the text the configuration wrote; a connector that
 * reports the bytes it signed (`signMessageWithSignedBytes`) and signed more than the text gets
 * them in the session's `signedMessage`.
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
  const { connector, address } = connectedWallet(kit, namespace)
  if (!connector.signMessageWithSignedBytes) return { data, message, signature: await signMessage(kit, { message, namespace }) }
  let signed: SignedMessageResult
  try {
    signed = await connector.signMessageWithSignedBytes({ message, address })
  } catch (error) {
    throw toWalletError(error)
  }
  // A wallet that wrapped the text (Solana's `signedMessage`) signed other bytes than the
  // message: the verifier gets them, and checks the message is inside them unchanged.
  return {
    data,
    message,
    signature: signed.signature,
    ...(isPlainSignedMessage(signed.signedMessage, message) ? {} : { signedMessage: encodeSignedMessage(signed.signedMessage) }),
  }
}
