import { createHash, randomBytes } from 'node:crypto'

/**
 * The id of a subscription, computed as sign-client's Subscriber does: sha256 hex of
 * `topic + clientId`. Without a client id (a raw socket with no JWT) it is 32 random bytes in hex.
 */
export function getSubscriptionId(topic: string, clientId: string | undefined): string {
  if (!clientId) return randomBytes(32).toString('hex')
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}
