import { createHash } from 'node:crypto';

/** One message the relay keeps for a topic until it expires. */
export type StoredMessage = {
  readonly topic: string;
  readonly message: string;
  /** sha256 hex of `message`: the dedupe key within the topic. */
  readonly hash: string;
  /** Milliseconds since the epoch, relay clock. */
  readonly publishedAt: number;
  readonly expiresAt: number;
  readonly tag: number;
  readonly attestation?: string;
  /** Client id (JWT `iss`) or connection id of the publisher; it never gets its own message back. */
  readonly publisherId: string;
};

export type AddMessageParameters = {
  topic: string;
  message: string;
  ttlSeconds: number;
  tag: number;
  attestation?: string | null;
  publisherId: string;
};

export type AddMessageReturnType =
  | { status: 'stored'; stored: StoredMessage }
  | { status: 'duplicate'; stored: StoredMessage }
  | { status: 'topic-full' }
  | { status: 'relay-full' };

export type CreateMailboxParameters = {
  maxMessagesPerTopic: number;
  maxTotalMessages: number;
  now: () => number;
  /** Called after every change (add, remove, expiry), e.g. to schedule persistence. */
  onChange?: () => void;
};

export type Mailbox = {
  add(parameters: AddMessageParameters): AddMessageReturnType;
  remove(stored: StoredMessage): void;
  /** Unexpired messages of `topic`, oldest first. */
  list(topic: string): readonly StoredMessage[];
  /** Unexpired messages of every topic (for persistence). */
  entries(): readonly StoredMessage[];
  /** Loads previously persisted messages, dropping expired ones and anything over the caps. */
  restore(messages: readonly StoredMessage[]): number;
  /** Drops expired messages; returns how many. */
  sweep(): number;
  size(): number;
  topicCount(): number;
};

/** A bounded per-topic store of messages with a time to live. */
export function createMailbox(parameters: CreateMailboxParameters): Mailbox {
  const { maxMessagesPerTopic, maxTotalMessages, now, onChange } = parameters;
  /** Per topic: messages by hash (insertion order = publish order) and the earliest expiry among them. */
  const topics = new Map<string, { messages: Map<string, StoredMessage>; nextExpiry: number }>();
  let total = 0;

  function sweepTopic(topic: string, at: number): number {
    const entry = topics.get(topic);
    if (!entry || entry.nextExpiry > at) return 0;
    let removed = 0;
    let nextExpiry = Number.POSITIVE_INFINITY;
    for (const [hash, stored] of entry.messages) {
      if (stored.expiresAt > at) {
        nextExpiry = Math.min(nextExpiry, stored.expiresAt);
        continue;
      }
      entry.messages.delete(hash);
      removed += 1;
    }
    entry.nextExpiry = nextExpiry;
    if (entry.messages.size === 0) topics.delete(topic);
    total -= removed;
    return removed;
  }

  function sweep(): number {
    const at = now();
    let removed = 0;
    for (const topic of [...topics.keys()]) removed += sweepTopic(topic, at);
    if (removed > 0) onChange?.();
    return removed;
  }

  function insert(stored: StoredMessage): void {
    let entry = topics.get(stored.topic);
    if (!entry) {
      entry = { messages: new Map(), nextExpiry: Number.POSITIVE_INFINITY };
      topics.set(stored.topic, entry);
    }
    entry.messages.set(stored.hash, stored);
    entry.nextExpiry = Math.min(entry.nextExpiry, stored.expiresAt);
    total += 1;
  }

  return {
    add({ topic, message, ttlSeconds, tag, attestation, publisherId }) {
      const at = now();
      const expiredHere = sweepTopic(topic, at);
      const hash = createHash('sha256').update(message).digest('hex');
      const existing = topics.get(topic)?.messages.get(hash);
      if (existing) {
        if (expiredHere > 0) onChange?.();
        return { status: 'duplicate', stored: existing };
      }
      if ((topics.get(topic)?.messages.size ?? 0) >= maxMessagesPerTopic) {
        if (expiredHere > 0) onChange?.();
        return { status: 'topic-full' };
      }
      if (total >= maxTotalMessages && sweep() === 0 && total >= maxTotalMessages) {
        return { status: 'relay-full' };
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
      };
      insert(stored);
      onChange?.();
      return { status: 'stored', stored };
    },
    remove(stored) {
      const entry = topics.get(stored.topic);
      if (entry?.messages.get(stored.hash) !== stored) return;
      entry.messages.delete(stored.hash);
      if (entry.messages.size === 0) topics.delete(stored.topic);
      total -= 1;
      onChange?.();
    },
    list(topic) {
      const at = now();
      const entry = topics.get(topic);
      if (!entry) return [];
      return [...entry.messages.values()].filter((stored) => stored.expiresAt > at);
    },
    entries() {
      const at = now();
      const result: StoredMessage[] = [];
      for (const { messages } of topics.values()) {
        for (const stored of messages.values()) if (stored.expiresAt > at) result.push(stored);
      }
      return result;
    },
    restore(messages) {
      const at = now();
      let restored = 0;
      const ordered = [...messages].sort((a, b) => a.publishedAt - b.publishedAt);
      for (const stored of ordered) {
        if (stored.expiresAt <= at || total >= maxTotalMessages) continue;
        const existing = topics.get(stored.topic)?.messages;
        if (existing?.has(stored.hash) || (existing?.size ?? 0) >= maxMessagesPerTopic) continue;
        insert(stored);
        restored += 1;
      }
      return restored;
    },
    sweep,
    size() {
      return total;
    },
    topicCount() {
      return topics.size;
    },
  };
}
