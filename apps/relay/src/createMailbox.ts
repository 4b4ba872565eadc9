import { createHash } from 'node:crypto'
import { createTally } from './createTally.js'
import type { RelayLimits } from './relayLimits.js'

/** One message the relay keeps for a topic until it expires. */
export type StoredMessage = {
  readonly topic: string
  readonly message: string
  /** sha256 hex of `message`: the dedupe key within the topic. */
  readonly hash: string
  /** Milliseconds since the epoch, relay clock. */
  readonly publishedAt: number
  readonly expiresAt: number
  readonly tag: number
  readonly attestation?: string
  /** Client id (JWT `iss`) or connection id of the publisher; it never gets its own message back. */
  readonly publisherId: string
  /** Address the publisher connected from (quota accounting); absent in files written before quotas. */
  readonly publisherIp?: string
}

export type AddMessageParameters = {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  attestation?: string | null
  publisherId: string
  publisherIp?: string
}

export type MailboxQuotaName = 'client-messages' | 'client-bytes' | 'ip-messages' | 'ip-bytes'

export type AddMessageReturnType =
  | { status: 'stored'; stored: StoredMessage }
  | { status: 'duplicate'; stored: StoredMessage }
  | { status: 'topic-full' }
  | { status: 'relay-full' }
  | { status: 'quota'; quota: MailboxQuotaName }

/** Caps of the mailbox (the relay's limits that bound stored messages); every one bounds memory. */
export type MailboxQuotas = Pick<
  RelayLimits,
  'maxMessagesPerTopic' | 'maxTotalMessages' | 'maxTotalBytes' | 'maxMessagesPerClient' | 'maxBytesPerClient' | 'maxMessagesPerIp' | 'maxBytesPerIp'
>

export type CreateMailboxParameters = Partial<MailboxQuotas> & {
  maxMessagesPerTopic: number
  maxTotalMessages: number
  now: () => number
}

export type Mailbox = {
  add(parameters: AddMessageParameters): AddMessageReturnType
  remove(stored: StoredMessage): boolean
  /** The stored message of `topic` with this hash (expired or not), if any. */
  find(topic: string, hash: string): StoredMessage | undefined
  /** Unexpired messages of `topic`, oldest first. */
  list(topic: string): readonly StoredMessage[]
  /** Unexpired messages of every topic (for persistence). */
  entries(): Iterable<StoredMessage>
  /** Loads previously persisted messages, dropping expired ones and anything over the caps. */
  restore(messages: Iterable<StoredMessage>): number
  /** Drops expired messages; returns how many. */
  sweep(): number
  size(): number
  /** Sum of the stored message lengths. */
  bytes(): number
  topicCount(): number
}

/** A bounded per-topic store of messages with a time to live, with per-publisher (client and IP) quotas. */
export function createMailbox(parameters: CreateMailboxParameters): Mailbox {
  const { maxMessagesPerTopic, maxTotalMessages, now } = parameters
  const maxTotalBytes = parameters.maxTotalBytes ?? Number.POSITIVE_INFINITY
  const maxMessagesPerClient = parameters.maxMessagesPerClient ?? Number.POSITIVE_INFINITY
  const maxBytesPerClient = parameters.maxBytesPerClient ?? Number.POSITIVE_INFINITY
  const maxMessagesPerIp = parameters.maxMessagesPerIp ?? Number.POSITIVE_INFINITY
  const maxBytesPerIp = parameters.maxBytesPerIp ?? Number.POSITIVE_INFINITY
  /** Per topic: messages by hash (insertion order = publish order) and the earliest expiry among them. */
  const topics = new Map<string, { messages: Map<string, StoredMessage>; nextExpiry: number }>()
  const perClient = { messages: createTally(), bytes: createTally() }
  const perIp = { messages: createTally(), bytes: createTally() }
  let total = 0
  let totalBytes = 0

  function account(stored: StoredMessage, sign: 1 | -1): void {
    const bytes = stored.message.length
    total += sign
    totalBytes += sign * bytes
    perClient.messages.add(stored.publisherId, sign)
    perClient.bytes.add(stored.publisherId, sign * bytes)
    if (stored.publisherIp) {
      perIp.messages.add(stored.publisherIp, sign)
      perIp.bytes.add(stored.publisherIp, sign * bytes)
    }
  }

  function sweepTopic(topic: string, at: number): number {
    const entry = topics.get(topic)
    if (!entry || entry.nextExpiry > at) return 0
    let removed = 0
    let nextExpiry = Number.POSITIVE_INFINITY
    for (const [hash, stored] of entry.messages) {
      if (stored.expiresAt > at) {
        nextExpiry = Math.min(nextExpiry, stored.expiresAt)
        continue
      }
      entry.messages.delete(hash)
      account(stored, -1)
      removed += 1
    }
    entry.nextExpiry = nextExpiry
    if (entry.messages.size === 0) topics.delete(topic)
    return removed
  }

  function sweep(): number {
    const at = now()
    let removed = 0
    for (const topic of [...topics.keys()]) removed += sweepTopic(topic, at)
    return removed
  }

  function insert(stored: StoredMessage): void {
    let entry = topics.get(stored.topic)
    if (!entry) {
      entry = { messages: new Map(), nextExpiry: Number.POSITIVE_INFINITY }
      topics.set(stored.topic, entry)
    }
    entry.messages.set(stored.hash, stored)
    entry.nextExpiry = Math.min(entry.nextExpiry, stored.expiresAt)
    account(stored, 1)
  }

  function quotaExceeded(publisherId: string, publisherIp: string | undefined, bytes: number): MailboxQuotaName | undefined {
    if (perClient.messages.get(publisherId) + 1 > maxMessagesPerClient) return 'client-messages'
    if (perClient.bytes.get(publisherId) + bytes > maxBytesPerClient) return 'client-bytes'
    if (publisherIp === undefined) return undefined
    if (perIp.messages.get(publisherIp) + 1 > maxMessagesPerIp) return 'ip-messages'
    if (perIp.bytes.get(publisherIp) + bytes > maxBytesPerIp) return 'ip-bytes'
    return undefined
  }

  const isFull = (bytes: number): boolean => total + 1 > maxTotalMessages || totalBytes + bytes > maxTotalBytes

  return {
    add({ topic, message, ttlSeconds, tag, attestation, publisherId, publisherIp }) {
      const at = now()
      sweepTopic(topic, at)
      const hash = createHash('sha256').update(message).digest('hex')
      const existing = topics.get(topic)?.messages.get(hash)
      if (existing) return { status: 'duplicate', stored: existing }
      if ((topics.get(topic)?.messages.size ?? 0) >= maxMessagesPerTopic) return { status: 'topic-full' }
      const quota = quotaExceeded(publisherId, publisherIp, message.length)
      if (quota) return { status: 'quota', quota }
      if (isFull(message.length)) {
        sweep()
        if (isFull(message.length)) return { status: 'relay-full' }
      }
      const stored: StoredMessage = {
        topic,
        message,
        hash,
        publishedAt: at,
        expiresAt: at + ttlSeconds * 1000,
        tag,
        ...(attestation ? { attestation } : {}),
        publisherId,
        ...(publisherIp ? { publisherIp } : {}),
      }
      insert(stored)
      return { status: 'stored', stored }
    },
    remove(stored) {
      const entry = topics.get(stored.topic)
      if (entry?.messages.get(stored.hash) !== stored) return false
      entry.messages.delete(stored.hash)
      if (entry.messages.size === 0) topics.delete(stored.topic)
      account(stored, -1)
      return true
    },
    find(topic, hash) {
      return topics.get(topic)?.messages.get(hash)
    },
    list(topic) {
      const at = now()
      const entry = topics.get(topic)
      if (!entry) return []
      return [...entry.messages.values()].filter((stored) => stored.expiresAt > at)
    },
    *entries() {
      const at = now()
      for (const { messages } of topics.values()) {
        for (const stored of messages.values()) if (stored.expiresAt > at) yield stored
      }
    },
    restore(messages) {
      const at = now()
      let restored = 0
      const ordered = [...messages].sort((a, b) => a.publishedAt - b.publishedAt)
      for (const stored of ordered) {
        if (stored.expiresAt <= at || isFull(stored.message.length)) continue
        const existing = topics.get(stored.topic)?.messages
        if (existing?.has(stored.hash) || (existing?.size ?? 0) >= maxMessagesPerTopic) continue
        insert(stored)
        restored += 1
      }
      return restored
    },
    sweep,
    size() {
      return total
    },
    bytes() {
      return totalBytes
    },
    topicCount() {
      return topics.size
    },
  }
}
