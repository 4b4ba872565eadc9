import { createDeliveryLedger } from './createDeliveryLedger.js'
import type { Mailbox, StoredMessage } from './createMailbox.js'
import type { MailboxLog } from './createMailboxLog.js'
import type { RedisCluster } from './createRedisCluster.js'
import { createTally } from './createTally.js'
import { RpcError, rpcErrorCodes } from './errors/rpc.js'
import { getSubscriptionId } from './getSubscriptionId.js'
import { formatRequest } from './jsonRpc.js'
import type { RelayLimits } from './relayLimits.js'

/** One WebSocket as the relay logic sees it (the socket itself stays in createRelay). */
export type RelayConnection = {
  readonly id: string
  /** JWT `iss` of the client, or `anonymous:<id>` for a socket without one. */
  readonly clientId: string
  readonly hasClientId: boolean
  /** Remote address of the socket (quota accounting). */
  readonly ip: string
  /** topic -> subscription id */
  readonly subscriptions: Map<string, string>
  /** Messages already pushed to (or fetched by) this socket: never sent twice on one socket. */
  readonly delivered: WeakSet<StoredMessage>
  /** Pushes waiting for the client's acknowledgement, by push id (at most 1,000; the oldest is forgotten). */
  readonly unacknowledged: Map<string, StoredMessage>
  send(text: string): void
}

export type PublishParameters = {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  attestation?: string | null | undefined
}

export type RelayCounters = {
  published: number
  duplicates: number
  delivered: number
  acks: number
  /** Messages dropped before their TTL because every recipient acknowledged them. */
  settled: number
  errors: number
}

export type FetchedMessage = {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
}

export type RelayState = ReturnType<typeof createRelayState>

/** Pushes one socket may leave unacknowledged before the oldest is forgotten (cluster mode: its lease given back). */
const maxUnacknowledged = 1_000

/** Subscriptions, fan-out and mailbox access for one relay instance. */
export function createRelayState(parameters: {
  mailbox: Mailbox
  limits: RelayLimits
  log?: MailboxLog | undefined
  cluster?: RedisCluster | undefined
  onError?: (error: unknown) => void
}) {
  const { mailbox, limits, log, cluster, onError } = parameters
  const subscribers = new Map<string, Set<RelayConnection>>()
  const subscriptionsPerClient = createTally()
  const subscriptionsPerIp = createTally()
  const counters: RelayCounters = { published: 0, duplicates: 0, delivered: 0, acks: 0, settled: 0, errors: 0 }
  /** Single process: recipients and acknowledgements (cluster mode keeps them in Redis). */
  const ledger = createDeliveryLedger()
  const report = (error: unknown): void => onError?.(error)
  let nextPushId = Date.now() * 1_000

  /** Single process: drops `stored` once no recipient waits for it any more. */
  function settle(stored: StoredMessage): void {
    if (cluster || ledger.isOwed(stored) || !mailbox.remove(stored)) return
    counters.settled += 1
    log?.append({ remove: { topic: stored.topic, hash: stored.hash } }).catch(report)
  }

  function settleTopic(topic: string): void {
    for (const stored of mailbox.list(topic)) settle(stored)
  }

  /** Cluster mode: a message every recipient has was dropped from Redis (by any instance); drop our accounting of it. */
  function settledElsewhere(topic: string, hash: string): void {
    const stored = mailbox.find(topic, hash)
    if (stored && mailbox.remove(stored)) counters.settled += 1
  }

  function deliver(connection: RelayConnection, stored: StoredMessage): void {
    if (stored.publisherId === connection.clientId || connection.delivered.has(stored)) return
    if (!connection.subscriptions.has(stored.topic) || ledger.hasAcknowledged(stored, connection.clientId)) return
    connection.delivered.add(stored)
    push(connection, stored)
  }

  function push(connection: RelayConnection, stored: StoredMessage): void {
    const subscriptionId = connection.subscriptions.get(stored.topic)
    if (subscriptionId === undefined) return
    counters.delivered += 1
    nextPushId += 1
    connection.unacknowledged.set(String(nextPushId), stored)
    // A client that never acknowledges cannot grow this map: the oldest is forgotten (its lease given back).
    if (connection.unacknowledged.size > maxUnacknowledged) {
      const [[oldestId, oldest]] = connection.unacknowledged as unknown as [[string, StoredMessage]]
      connection.unacknowledged.delete(oldestId)
      cluster?.release(connection.clientId, oldest).catch(report)
    }
    connection.send(
      formatRequest(nextPushId, 'irn_subscription', {
        id: subscriptionId,
        data: {
          topic: stored.topic,
          message: stored.message,
          publishedAt: stored.publishedAt,
          tag: stored.tag,
          ...(stored.attestation ? { attestation: stored.attestation } : {}),
        },
      }),
    )
  }

  /**
   * Cluster mode: pushes `stored` to the socket once its client holds the delivery claim (no other
   * socket, on any instance, has it or had it acknowledged). Returns the claim's outcome.
   */
  async function deliverClaimed(connection: RelayConnection, stored: StoredMessage): Promise<'claimed' | 'pending' | 'done' | 'skipped'> {
    if (!cluster || stored.publisherId === connection.clientId || !connection.subscriptions.has(stored.topic)) return 'skipped'
    const outcome = await cluster.claim(connection.clientId, stored)
    if (outcome !== 'claimed') return outcome
    if (!connection.subscriptions.has(stored.topic)) {
      await cluster.release(connection.clientId, stored)
      return 'skipped'
    }
    push(connection, stored)
    return 'claimed'
  }

  /** Single process: pushes to every local subscriber now. Cluster mode: the Redis announcement does it on every instance. */
  function fanOut(stored: StoredMessage): void {
    if (cluster) return
    for (const connection of subscribers.get(stored.topic) ?? []) deliver(connection, stored)
  }

  /** Cluster mode: a message announced through Redis (by any instance) goes to this instance's subscribers. */
  function deliverAnnounced(stored: StoredMessage): void {
    for (const connection of subscribers.get(stored.topic) ?? []) {
      deliverClaimed(connection, stored).catch((error: unknown) => onError?.(error))
    }
  }

  /** Pushes the topic's stored messages this socket has not seen yet (late subscriber). */
  function deliverStored(connection: RelayConnection, topic: string, attempt = 0): void {
    if (!cluster) {
      for (const stored of mailbox.list(topic)) deliver(connection, stored)
      return
    }
    void (async () => {
      const outcomes = await Promise.all((await cluster.list(topic)).map((stored) => deliverClaimed(connection, stored)))
      // A lease held by a socket that is gone (its instance died) lapses after leaseMs: try again then.
      if (outcomes.includes('pending') && attempt < 5) {
        setTimeout(() => {
          if (connection.subscriptions.has(topic)) deliverStored(connection, topic, attempt + 1)
        }, cluster.leaseMs + 100).unref()
      }
    })().catch((error: unknown) => onError?.(error))
  }

  function assertMessageSize(message: string): void {
    const bytes = Buffer.byteLength(message)
    if (bytes > limits.maxMessageBytes) {
      throw new RpcError(rpcErrorCodes.messageTooLarge, `Message too large: ${bytes} bytes (limit ${limits.maxMessageBytes})`)
    }
  }

  function assertSubscriptionCapacity(connection: RelayConnection, topics: readonly string[]): void {
    const added = new Set(topics.filter((topic) => !connection.subscriptions.has(topic))).size
    if (connection.subscriptions.size + added > limits.maxSubscriptionsPerSocket) {
      throw new RpcError(rpcErrorCodes.tooManySubscriptions, `Too many subscriptions: this socket may hold ${limits.maxSubscriptionsPerSocket}`)
    }
    if (subscriptionsPerClient.get(connection.clientId) + added > limits.maxSubscriptionsPerClient) {
      throw new RpcError(
        rpcErrorCodes.tooManySubscriptions,
        `Too many subscriptions: this client may hold ${limits.maxSubscriptionsPerClient} over all its sockets`,
      )
    }
    if (subscriptionsPerIp.get(connection.ip) + added > limits.maxSubscriptionsPerIp) {
      throw new RpcError(rpcErrorCodes.tooManySubscriptions, `Too many subscriptions: sockets from this address may hold ${limits.maxSubscriptionsPerIp}`)
    }
  }

  /**
   * Stores a message (no fan-out yet); resolves once it is durable (written and fsynced to the log
   * when there is one). Throws RpcError when a cap or quota refuses it or the write fails.
   */
  async function store(connection: RelayConnection, parameters: PublishParameters): Promise<{ stored: StoredMessage; isNew: boolean }> {
    assertMessageSize(parameters.message)
    const add = () =>
      mailbox.add({
        topic: parameters.topic,
        message: parameters.message,
        ttlSeconds: Math.min(parameters.ttlSeconds, limits.maxTtlSeconds),
        tag: parameters.tag,
        attestation: parameters.attestation ?? undefined,
        publisherId: connection.clientId,
        publisherIp: connection.ip,
      })
    let result = add()
    if (result.status === 'topic-full' && !cluster) {
      // Messages whose recipients all acknowledged them since (or left) are not owed any more.
      settleTopic(parameters.topic)
      result = add()
    }
    if (result.status === 'quota') {
      const [code, message] =
        result.quota === 'client-messages'
          ? [rpcErrorCodes.clientQuotaExceeded, `Quota exceeded: this client has ${limits.maxMessagesPerClient} unexpired messages stored`]
          : result.quota === 'client-bytes'
            ? [rpcErrorCodes.clientQuotaExceeded, `Quota exceeded: this client has ${limits.maxBytesPerClient} bytes of unexpired messages stored`]
            : result.quota === 'ip-messages'
              ? [rpcErrorCodes.ipQuotaExceeded, `Quota exceeded: this address has ${limits.maxMessagesPerIp} unexpired messages stored`]
              : [rpcErrorCodes.ipQuotaExceeded, `Quota exceeded: this address has ${limits.maxBytesPerIp} bytes of unexpired messages stored`]
      throw new RpcError(code, message)
    }
    if (result.status === 'topic-full') throw topicFull()
    if (result.status === 'relay-full') {
      throw new RpcError(
        rpcErrorCodes.relayMailboxFull,
        mailbox.size() + 1 > limits.maxTotalMessages
          ? `Relay full: ${limits.maxTotalMessages} unexpired messages stored`
          : `Relay full: ${limits.maxTotalBytes} bytes of unexpired messages stored`,
      )
    }
    if (result.status === 'duplicate') {
      counters.duplicates += 1
      return { stored: result.stored, isNew: false }
    }
    const outcome = await persist(result.stored)
    if (outcome === 'full') throw topicFull()
    if (outcome === 'duplicate') {
      counters.duplicates += 1
      return { stored: result.stored, isNew: false }
    }
    counters.published += 1
    return { stored: result.stored, isNew: true }
  }

  function topicFull(): RpcError {
    return new RpcError(rpcErrorCodes.topicMailboxFull, `Mailbox full: topic holds ${limits.maxMessagesPerTopic} messages not yet delivered`)
  }

  /**
   * Writes a message the local mailbox took to the log or to Redis (which checks the per-topic cap
   * over all instances); takes it back from the local mailbox when it is refused or a duplicate there.
   */
  async function persist(stored: StoredMessage): Promise<'stored' | 'duplicate' | 'full'> {
    let outcome: 'stored' | 'duplicate' | 'full' = 'stored'
    try {
      if (cluster) outcome = await cluster.publish(stored, limits.maxMessagesPerTopic)
      else await log?.append({ add: stored })
    } catch (error) {
      mailbox.remove(stored)
      throw new RpcError(rpcErrorCodes.storageFailed, `Storage failed: the message was not stored (${error instanceof Error ? error.message : String(error)})`)
    }
    if (outcome !== 'stored') mailbox.remove(stored)
    return outcome
  }

  /** Records the client as a recipient of the topic (never fails the subscription: Redis errors are logged). */
  async function addRecipient(connection: RelayConnection, topic: string): Promise<void> {
    if (!cluster) return ledger.addRecipient(topic, connection.clientId)
    await cluster.addRecipient(topic, connection.clientId).catch(report)
  }

  /** The client left the topic: none of its sockets here holds it any more. */
  function removeRecipient(connection: RelayConnection, topic: string): void {
    for (const other of subscribers.get(topic) ?? []) if (other !== connection && other.clientId === connection.clientId) return
    if (cluster) cluster.removeRecipient(topic, connection.clientId).catch(report)
    else ledger.removeRecipient(topic, connection.clientId)
  }

  return {
    counters,
    subscribers,
    assertMessageSize,
    assertSubscriptionCapacity,
    deliverStored,
    deliverAnnounced,
    fanOut,
    store,

    settledElsewhere,

    /**
     * A client acknowledged push `idLiteral`: the message is dropped for it, and from the mailbox once
     * every recipient has it (cluster mode: on every instance).
     */
    acknowledge(connection: RelayConnection, idLiteral: string): void {
      const stored = connection.unacknowledged.get(idLiteral)
      if (!stored) return
      connection.unacknowledged.delete(idLiteral)
      if (cluster) {
        cluster.confirm(connection.clientId, stored).catch(report)
        return
      }
      ledger.acknowledge(stored, connection.clientId)
      settle(stored)
    },

    /** Drops expired messages, and (single process) messages no longer owed and idle topics' recipients. */
    sweep(): void {
      mailbox.sweep()
      if (cluster) return
      for (const topic of ledger.topics()) {
        settleTopic(topic)
        if (!subscribers.has(topic) && mailbox.list(topic).length === 0) ledger.forget(topic)
      }
    },

    /** Stores the message durably, then pushes it to every other subscriber of its topic. */
    async publish(connection: RelayConnection, parameters: PublishParameters): Promise<StoredMessage> {
      const { stored } = await store(connection, parameters)
      fanOut(stored)
      return stored
    },

    /** Takes back a message stored moments ago (a two-part publish whose second part was refused). */
    async removeStored(stored: StoredMessage): Promise<void> {
      if (!mailbox.remove(stored)) return
      counters.published -= 1
      await log?.append({ remove: { topic: stored.topic, hash: stored.hash } }).catch(() => undefined)
    },

    /** Subscribes the socket (idempotent) and returns the subscription id. Does not push stored messages. */
    async subscribe(connection: RelayConnection, topic: string): Promise<string> {
      const existing = connection.subscriptions.get(topic)
      if (existing !== undefined) return existing
      assertSubscriptionCapacity(connection, [topic])
      const id = getSubscriptionId(topic, connection.hasClientId ? connection.clientId : undefined)
      connection.subscriptions.set(topic, id)
      subscriptionsPerClient.add(connection.clientId)
      subscriptionsPerIp.add(connection.ip)
      let set = subscribers.get(topic)
      if (!set) {
        set = new Set()
        subscribers.set(topic, set)
      }
      set.add(connection)
      await addRecipient(connection, topic)
      return id
    },

    unsubscribe(connection: RelayConnection, topic: string): boolean {
      if (!connection.subscriptions.has(topic)) return false
      removeRecipient(connection, topic)
      connection.subscriptions.delete(topic)
      subscriptionsPerClient.add(connection.clientId, -1)
      subscriptionsPerIp.add(connection.ip, -1)
      const set = subscribers.get(topic)
      set?.delete(connection)
      if (set?.size === 0) subscribers.delete(topic)
      return true
    },

    /** Messages of `topics` this socket has neither published nor received yet, up to `maxFetchMessages`. */
    async fetch(connection: RelayConnection, topics: readonly string[]): Promise<{ messages: FetchedMessage[]; hasMore: boolean }> {
      const messages: FetchedMessage[] = []
      for (const topic of new Set(topics)) {
        for (const stored of cluster ? await cluster.list(topic) : mailbox.list(topic)) {
          if (stored.publisherId === connection.clientId || connection.delivered.has(stored)) continue
          if (ledger.hasAcknowledged(stored, connection.clientId)) continue
          if (messages.length >= limits.maxFetchMessages) return { messages, hasMore: true }
          // A fetch is a delivery the client has: the message is dropped for it as after an acknowledgement.
          if (cluster) {
            if ((await cluster.claim(connection.clientId, stored)) !== 'claimed') continue
            await cluster.confirm(connection.clientId, stored)
          } else {
            ledger.acknowledge(stored, connection.clientId)
            settle(stored)
          }
          connection.delivered.add(stored)
          messages.push({
            topic: stored.topic,
            message: stored.message,
            publishedAt: stored.publishedAt,
            tag: stored.tag,
            ...(stored.attestation ? { attestation: stored.attestation } : {}),
          })
        }
      }
      return { messages, hasMore: false }
    },

    removeConnection(connection: RelayConnection): void {
      // Cluster mode: pushes this socket never acknowledged go to the client's next socket, on any instance.
      for (const stored of connection.unacknowledged.values()) cluster?.release(connection.clientId, stored).catch(report)
      connection.unacknowledged.clear()
      // An anonymous socket's client cannot come back: it is no recipient any more.
      if (!connection.hasClientId) for (const topic of connection.subscriptions.keys()) removeRecipient(connection, topic)
      subscriptionsPerClient.add(connection.clientId, -connection.subscriptions.size)
      subscriptionsPerIp.add(connection.ip, -connection.subscriptions.size)
      for (const topic of connection.subscriptions.keys()) {
        const set = subscribers.get(topic)
        set?.delete(connection)
        if (set?.size === 0) subscribers.delete(topic)
      }
      connection.subscriptions.clear()
    },

    subscriptionCount(): number {
      let count = 0
      for (const set of subscribers.values()) count += set.size
      return count
    },
  }
}
