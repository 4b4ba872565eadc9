import { createHash, randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import type { StoredMessage } from './createMailbox.js'

export type ClaimReturnType = 'claimed' | 'pending' | 'done'

export type RedisCluster = {
  /** Stores the message for its TTL (shared mailbox) and announces it to every instance; resolves once Redis has it. */
  publish(stored: StoredMessage): Promise<void>
  /** Unexpired messages of `topic` stored by any instance, oldest first. */
  list(topic: string): Promise<StoredMessage[]>
  /**
   * Takes the delivery of `stored` to client `clientId`, across instances: `claimed` (push it),
   * `pending` (another socket holds a lease that has not been acknowledged yet) or `done` (acknowledged).
   */
  claim(clientId: string, stored: StoredMessage): Promise<ClaimReturnType>
  /** The client acknowledged the push: the delivery is done for the message's lifetime. */
  confirm(clientId: string, stored: StoredMessage): Promise<void>
  /** Gives a lease back (the socket closed before acknowledging): another socket of the client may take it. */
  release(clientId: string, stored: StoredMessage): Promise<void>
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
  now?: () => number
  /** A message announced by any instance (this one included). */
  onMessage: (stored: StoredMessage) => void
  onError?: (error: unknown) => void
}

/**
 * The relay's shared state in Redis (ioredis): each message as a key with its TTL plus a per-topic
 * sorted set (the mailbox for offline peers), one pub/sub channel for live delivery to every
 * instance, and per-subscriber delivery keys (`SET NX` lease, then done on acknowledgement) so a
 * client gets each message once however many instances and sockets it goes through.
 */
export function createRedisCluster(parameters: CreateRedisClusterParameters): RedisCluster {
  const { url, prefix = 'kit-relay:', leaseMs = 3_000, now = Date.now, onMessage, onError } = parameters
  const instance = randomUUID()
  const options = { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true } as const
  const commands = new Redis(url, options)
  const subscriber = new Redis(url, options)
  const channel = `${prefix}messages`
  const messageKey = (topic: string, hash: string) => `${prefix}m:${topic}:${hash}`
  const topicKey = (topic: string) => `${prefix}t:${topic}`
  const deliveryKey = (clientId: string, stored: StoredMessage) =>
    `${prefix}d:${createHash('sha256').update(clientId).digest('hex').slice(0, 32)}:${stored.topic}:${stored.hash}`
  const ttlMs = (stored: StoredMessage) => Math.max(1, stored.expiresAt - now())

  commands.on('error', (error) => onError?.(error))
  subscriber.on('error', (error) => onError?.(error))
  subscriber.on('message', (_, text) => {
    try {
      onMessage(JSON.parse(text) as StoredMessage)
    } catch (error) {
      onError?.(error)
    }
  })
  const subscribed = subscriber.subscribe(channel).catch((error: unknown) => onError?.(error))

  return {
    leaseMs,
    async publish(stored) {
      await subscribed
      const ttl = ttlMs(stored)
      const text = JSON.stringify(stored)
      await commands
        .multi()
        .set(messageKey(stored.topic, stored.hash), text, 'PX', ttl)
        .zadd(topicKey(stored.topic), stored.publishedAt, stored.hash)
        .pexpire(topicKey(stored.topic), ttl, 'GT')
        .pexpire(topicKey(stored.topic), ttl, 'NX')
        .publish(channel, text)
        .exec()
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
      await commands.set(deliveryKey(clientId, stored), 'done', 'PX', ttlMs(stored))
    },
    async release(clientId, stored) {
      const key = deliveryKey(clientId, stored)
      // Only our own lease: never undo a `done`.
      await commands.eval("if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end", 1, key, `lease:${instance}`)
    },
    ready() {
      return commands.status === 'ready' && subscriber.status === 'ready'
    },
    async close() {
      await Promise.allSettled([commands.quit(), subscriber.quit()])
    },
  }
}
