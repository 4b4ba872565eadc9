import type { Mailbox, StoredMessage } from './createMailbox.js';
import { RpcError, rpcErrorCodes } from './errors/rpc.js';
import { getSubscriptionId } from './getSubscriptionId.js';
import { formatRequest } from './jsonRpc.js';
import type { RelayLimits } from './relayLimits.js';

/** One WebSocket as the relay logic sees it (the socket itself stays in createRelay). */
export type RelayConnection = {
  readonly id: string;
  /** JWT `iss` of the client, or `anonymous:<id>` for a socket without one. */
  readonly clientId: string;
  readonly hasClientId: boolean;
  /** topic -> subscription id */
  readonly subscriptions: Map<string, string>;
  /** Messages already pushed to (or fetched by) this socket: never sent twice on one socket. */
  readonly delivered: WeakSet<StoredMessage>;
  send(text: string): void;
};

export type PublishParameters = {
  topic: string;
  message: string;
  ttlSeconds: number;
  tag: number;
  attestation?: string | null | undefined;
};

export type RelayCounters = {
  published: number;
  duplicates: number;
  delivered: number;
  acks: number;
  errors: number;
};

export type FetchedMessage = {
  topic: string;
  message: string;
  publishedAt: number;
  tag: number;
  attestation?: string;
};

export type RelayState = ReturnType<typeof createRelayState>;

/** Subscriptions, fan-out and mailbox access for one relay instance. */
export function createRelayState(parameters: { mailbox: Mailbox; limits: RelayLimits }) {
  const { mailbox, limits } = parameters;
  const subscribers = new Map<string, Set<RelayConnection>>();
  const counters: RelayCounters = { published: 0, duplicates: 0, delivered: 0, acks: 0, errors: 0 };
  let nextPushId = Date.now() * 1_000;

  function deliver(connection: RelayConnection, stored: StoredMessage): void {
    if (stored.publisherId === connection.clientId || connection.delivered.has(stored)) return;
    const subscriptionId = connection.subscriptions.get(stored.topic);
    if (subscriptionId === undefined) return;
    connection.delivered.add(stored);
    counters.delivered += 1;
    nextPushId += 1;
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
    );
  }

  function fanOut(stored: StoredMessage): void {
    for (const connection of subscribers.get(stored.topic) ?? []) deliver(connection, stored);
  }

  /** Pushes the topic's stored messages this socket has not seen yet (late subscriber). */
  function deliverStored(connection: RelayConnection, topic: string): void {
    for (const stored of mailbox.list(topic)) deliver(connection, stored);
  }

  function assertMessageSize(message: string): void {
    const bytes = Buffer.byteLength(message);
    if (bytes > limits.maxMessageBytes) {
      throw new RpcError(
        rpcErrorCodes.messageTooLarge,
        `Message too large: ${bytes} bytes (limit ${limits.maxMessageBytes})`,
      );
    }
  }

  function assertSubscriptionCapacity(connection: RelayConnection, topics: readonly string[]): void {
    const added = new Set(topics.filter((topic) => !connection.subscriptions.has(topic))).size;
    if (connection.subscriptions.size + added > limits.maxSubscriptionsPerSocket) {
      throw new RpcError(
        rpcErrorCodes.tooManySubscriptions,
        `Too many subscriptions: this socket may hold ${limits.maxSubscriptionsPerSocket}`,
      );
    }
  }

  /** Stores a message (no fan-out yet). Throws RpcError when a cap refuses it. */
  function store(connection: RelayConnection, parameters: PublishParameters): { stored: StoredMessage; isNew: boolean } {
    assertMessageSize(parameters.message);
    const result = mailbox.add({
      topic: parameters.topic,
      message: parameters.message,
      ttlSeconds: Math.min(parameters.ttlSeconds, limits.maxTtlSeconds),
      tag: parameters.tag,
      attestation: parameters.attestation ?? undefined,
      publisherId: connection.clientId,
    });
    if (result.status === 'topic-full') {
      throw new RpcError(
        rpcErrorCodes.topicMailboxFull,
        `Mailbox full: topic holds ${limits.maxMessagesPerTopic} unexpired messages`,
      );
    }
    if (result.status === 'relay-full') {
      throw new RpcError(
        rpcErrorCodes.relayMailboxFull,
        `Relay full: ${limits.maxTotalMessages} unexpired messages stored`,
      );
    }
    if (result.status === 'duplicate') counters.duplicates += 1;
    else counters.published += 1;
    return { stored: result.stored, isNew: result.status === 'stored' };
  }

  return {
    counters,
    subscribers,
    assertMessageSize,
    assertSubscriptionCapacity,
    deliverStored,
    fanOut,
    store,

    /** Stores the message and pushes it to every other subscriber of its topic. */
    publish(connection: RelayConnection, parameters: PublishParameters): StoredMessage {
      const { stored } = store(connection, parameters);
      fanOut(stored);
      return stored;
    },

    /** Takes back a message stored moments ago (a two-part publish whose second part was refused). */
    removeStored(stored: StoredMessage): void {
      mailbox.remove(stored);
      counters.published -= 1;
    },

    /** Subscribes the socket (idempotent) and returns the subscription id. Does not push stored messages. */
    subscribe(connection: RelayConnection, topic: string): string {
      const existing = connection.subscriptions.get(topic);
      if (existing !== undefined) return existing;
      assertSubscriptionCapacity(connection, [topic]);
      const id = getSubscriptionId(topic, connection.hasClientId ? connection.clientId : undefined);
      connection.subscriptions.set(topic, id);
      let set = subscribers.get(topic);
      if (!set) {
        set = new Set();
        subscribers.set(topic, set);
      }
      set.add(connection);
      return id;
    },

    unsubscribe(connection: RelayConnection, topic: string): boolean {
      if (!connection.subscriptions.delete(topic)) return false;
      const set = subscribers.get(topic);
      set?.delete(connection);
      if (set?.size === 0) subscribers.delete(topic);
      return true;
    },

    /** Messages of `topics` this socket has neither published nor received yet, up to `maxFetchMessages`. */
    fetch(connection: RelayConnection, topics: readonly string[]): { messages: FetchedMessage[]; hasMore: boolean } {
      const messages: FetchedMessage[] = [];
      for (const topic of new Set(topics)) {
        for (const stored of mailbox.list(topic)) {
          if (stored.publisherId === connection.clientId || connection.delivered.has(stored)) continue;
          if (messages.length >= limits.maxFetchMessages) return { messages, hasMore: true };
          connection.delivered.add(stored);
          messages.push({
            topic: stored.topic,
            message: stored.message,
            publishedAt: stored.publishedAt,
            tag: stored.tag,
            ...(stored.attestation ? { attestation: stored.attestation } : {}),
          });
        }
      }
      return { messages, hasMore: false };
    },

    removeConnection(connection: RelayConnection): void {
      for (const topic of connection.subscriptions.keys()) {
        const set = subscribers.get(topic);
        set?.delete(connection);
        if (set?.size === 0) subscribers.delete(topic);
      }
      connection.subscriptions.clear();
    },

    subscriptionCount(): number {
      let count = 0;
      for (const set of subscribers.values()) count += set.size;
      return count;
    },
  };
}
