import { createHash, randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import type { StoredMessage } from './createMailbox.js'
import { confirmScript, publishScript, releaseScript } from './redisScripts.js'

export type ClaimReturnType = 'claimed' | 'pending' | 'done'

/** `full`: the topic holds `maxMessagesPerTopic` messages still owed to someone, over all instances. */
export type ClusterPublishReturnType = 'stored' | 'duplicate' | 'full'

export type RedisCluster = {
  /**
   * Stores the message for its TTL (shared mailbox) and announces it to every instance, unless the
   * topic is full or holds it already; resolves once Redis has it.
   */
  publish(stored: StoredMessage, maxMessagesPerTopic: number): Promise<ClusterPublishReturnType>
  /** Unexpired messages of `topic` stored by any instance and still owed to someone, oldest first. */
  list(topic: string): Promise<StoredMessage[]>
  /**
   * Takes the delivery of `stored` to client `clientId`, across instances: `claimed` (push it),
   * `pending` (another socket holds a lease that has not been acknowledged yet) or `done` (acknowledged).
   */
  claim(clientId: string, stored: StoredMessage): Promise<ClaimReturnType>
  /**
   * The client acknowledged the push: the delivery is done for the message's lifetime. When every
   * recipient of the topic (other than the publisher) has it, the message is dropped from the
   * mailbox and the drop announced to every instance; resolves `true` then.
   */
  confirm(clientId: string, stored: StoredMessage): Promise<boolean>
  /** Gives a lease back (the socket closed before acknowledging): another socket of the client may take it. */
  release(clientId: string, stored: StoredMessage): Promise<void>
  /** Records `clientId` as a recipient of `topic` (it subscribed), for `recipientTtlMs` at least. */
  addRecipient(topic: string, clientId: string): Promise<void>
  /** The client left the topic (unsubscribed, or its anonymous socket closed). */
  removeRecipient(topic: string, clientId: string): Promise<void>
  /** Milliseconds a claim waits for its acknowledgement before another socket may take it. */
  readonly leaseMs: number
  ready(): boolean
  close(): Promise<void>
}

export type CreateRedisClusterParameters = {
  url: string
  /** Key prefix, so several relays can share one Redis. Default `kit-relay:`. */
  prefix?: string
  leaseMs?: number
  /**
   * How long a topic remembers its recipients after the last subscribe (5 minutes), or longer while
   * a message on it lives. An idle topic is forgotten, so churn cannot grow Redis.
   */
  recipientTtlMs?: number
  now?: () => number
  /** A message announced by any instance (this one included). */
  onMessage: (stored: StoredMessage) => void
  /** A message dropped from the mailbox because every recipient has it (announced by any instance). */
  onSettled?: (topic: string, hash: string) => void
  onError?: (error: unknown) => void
}

/**
 * The relay's shared state in Redis (ioredis): each message as a key with its TTL plus a per-topic
 * sorted set (the mailbox for offline peers), one pub/sub channel for live delivery to every
 * instance, and per-subscriber delivery keys (`SET NX` lease, then done on acknowledgement) so a
 * client gets each message once however many instances and sockets it goes through. Each topic
 * also keeps the set of clients that subscribed to it: once all of them (but the publisher) have
 * acknowledged a message, it is dropped, so the per-topic cap counts only messages still owed.
 */
export function createRedisCluster(parameters: CreateRedisClusterParameters): RedisCluster {
  const { url, prefix = 'kit-relay:', leaseMs = 3_000, recipientTtlMs = 5 * 60 * 1000, now = Date.now, onMessage, onSettled, onError } = parameters
  const instance = randomUUID()
  const options = { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true } as const
  const commands = new Redis(url, options)
  const subscriber = new Redis(url, options)
  const scripts = commands as unknown as Record<'kitRelayPublish' | 'kitRelayConfirm', (...args: (string | number)[]) => Promise<unknown>>
  commands.defineCommand('kitRelayPublish', { numberOfKeys: 3, lua: publishScript })
  commands.defineCommand('kitRelayConfirm', { numberOfKeys: 4, lua: confirmScript })
  const channel = `${prefix}messages`
  const clientHash = (clientId: string) => createHash('sha256').update(clientId).digest('hex').slice(0, 32)
  const messageKey = (topic: string, hash: string) => `${prefix}m:${topic}:${hash}`
  const topicKey = (topic: string) => `${prefix}t:${topic}`
  const recipientsKey = (topic: string) => `${prefix}r:${topic}`
  const deliveryKey = (clientId: string, stored: StoredMessage) => `${prefix}d:${clientHash(clientId)}:${stored.topic}:${stored.hash}`
  const ttlMs = (stored: StoredMessage) => Math.max(1, stored.expiresAt - now())

  commands.on('error', (error) => onError?.(error))
  subscriber.on('error', (error) => onError?.(error))
  subscriber.on('message', (_, text) => {
    try {
      const announced = JSON.parse(text) as StoredMessage | { settled: { topic: string; hash: string } }
      if ('settled' in announced) onSettled?.(announced.settled.topic, announced.settled.hash)
      else onMessage(announced)
    } catch (error) {
      onError?.(error)
    }
  })
  const subscribed = subscriber.subscribe(channel).catch((error: unknown) => onError?.(error))

  return {
    leaseMs,
    async publish(stored, maxMessagesPerTopic) {
      await subscribed
      const { topic, hash } = stored
      // The publisher's hash rides along, so the script can tell whether every other recipient has the message.
      const text = JSON.stringify({ ...stored, publisherHash: clientHash(stored.publisherId) })
      const args = [text, ttlMs(stored), stored.publishedAt, hash, maxMessagesPerTopic, `${prefix}m:${topic}:`, channel, `${prefix}d:`, topic]
      return (await scripts.kitRelayPublish(messageKey(topic, hash), topicKey(topic), recipientsKey(topic), ...args)) as ClusterPublishReturnType
    },
    async list(topic) {
      const hashes = await commands.zrange(topicKey(topic), '0', '-1')
      if (hashes.length === 0) return []
      const texts = await commands.mget(hashes.map((hash) => messageKey(topic, hash)))
      const at = now()
      const stale = hashes.filter((_, index) => texts[index] === null)
      if (stale.length > 0) await commands.zrem(topicKey(topic), ...stale)
      return texts
        .filter((text): text is string => text !== null)
        .map((text) => JSON.parse(text) as StoredMessage)
        .filter((stored) => stored.expiresAt > at)
    },
    async claim(clientId, stored) {
      const previous = (await commands.call('SET', deliveryKey(clientId, stored), `lease:${instance}`, 'PX', String(leaseMs), 'NX', 'GET')) as string | null
      if (previous === null) return 'claimed'
      return previous === 'done' ? 'done' : 'pending'
    },
    async confirm(clientId, stored) {
      const { topic, hash } = stored
      const keys = [deliveryKey(clientId, stored), recipientsKey(topic), messageKey(topic, hash), topicKey(topic)]
      const announcement = JSON.stringify({ settled: { topic, hash } })
      const args = [ttlMs(stored), clientHash(clientId), clientHash(stored.publisherId), `${prefix}d:`, `:${topic}:${hash}`, hash, channel, announcement]
      return (await scripts.kitRelayConfirm(...keys, ...args)) === 1
    },
    async release(clientId, stored) {
      await commands.eval(releaseScript, 1, deliveryKey(clientId, stored), `lease:${instance}`)
    },
    async addRecipient(topic, clientId) {
      const key = recipientsKey(topic)
      await commands.multi().sadd(key, clientHash(clientId)).pexpire(key, recipientTtlMs, 'GT').pexpire(key, recipientTtlMs, 'NX').exec()
    },
    async removeRecipient(topic, clientId) {
      await commands.srem(recipientsKey(topic), clientHash(clientId))
    },
    ready() {
      return commands.status === 'ready' && subscriber.status === 'ready'
    },
    async close() {
      await Promise.allSettled([commands.quit(), subscriber.quit()])
    },
  }
}
