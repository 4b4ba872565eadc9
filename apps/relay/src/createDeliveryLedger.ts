import type { StoredMessage } from './createMailbox.js'

export type DeliveryLedger = ReturnType<typeof createDeliveryLedger>

/**
 * Single process: who a stored message is still owed to. A topic's recipients are the clients that
 * subscribed to it (kept while the client is away, until it unsubscribes; an anonymous socket's
 * client is dropped when the socket closes, as it can never come back). A message is owed until
 * a client other than its publisher acknowledged it (push ack or fetch) and every recipient other
 * than the publisher did. A message no longer owed is dropped from the mailbox, as WalletConnect's
 * relay drops a mailbox message once it is delivered.
 */
export function createDeliveryLedger() {
  const recipients = new Map<string, Set<string>>()
  const acknowledgements = new WeakMap<StoredMessage, Set<string>>()

  return {
    addRecipient(topic: string, clientId: string): void {
      let set = recipients.get(topic)
      if (!set) {
        set = new Set()
        recipients.set(topic, set)
      }
      set.add(clientId)
    },

    removeRecipient(topic: string, clientId: string): void {
      const set = recipients.get(topic)
      set?.delete(clientId)
      if (set?.size === 0) recipients.delete(topic)
    },

    /** Records that `clientId` has the message (acknowledged push or fetch). */
    acknowledge(stored: StoredMessage, clientId: string): void {
      let set = acknowledgements.get(stored)
      if (!set) {
        set = new Set()
        acknowledgements.set(stored, set)
      }
      set.add(clientId)
    },

    hasAcknowledged(stored: StoredMessage, clientId: string): boolean {
      return acknowledgements.get(stored)?.has(clientId) ?? false
    },

    /** Whether some client still waits for `stored` (see above). */
    isOwed(stored: StoredMessage): boolean {
      const acknowledged = acknowledgements.get(stored)
      if (!acknowledged || ![...acknowledged].some((clientId) => clientId !== stored.publisherId)) return true
      for (const clientId of recipients.get(stored.topic) ?? []) {
        if (clientId !== stored.publisherId && !acknowledged.has(clientId)) return true
      }
      return false
    },

    /** Topics with recipients on record (for dropping idle ones). */
    topics(): string[] {
      return [...recipients.keys()]
    },

    /** Forgets a topic's recipients (it has no stored message and no subscriber left). */
    forget(topic: string): void {
      recipients.delete(topic)
    },
  }
}
