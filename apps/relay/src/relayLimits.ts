/** Caps that keep every queue and store of the relay bounded. */
export type RelayLimits = {
  /** Unexpired messages kept per topic; a publish beyond it is refused (-32001). */
  maxMessagesPerTopic: number;
  /** Unexpired messages kept in total; a publish beyond it is refused (-32002). */
  maxTotalMessages: number;
  /** Bytes of one `message` (or proposal / approval part); beyond it: -32003. */
  maxMessageBytes: number;
  /** Bytes of one WebSocket frame; a larger frame closes the socket with 1009 (message too big). */
  maxFrameBytes: number;
  /** Topics one socket may subscribe to; beyond it: -32004. */
  maxSubscriptionsPerSocket: number;
  /** Open sockets; a socket beyond it is closed with 1013 (try again later). */
  maxConnections: number;
  /** Longest time to live honoured; longer TTLs are clamped. */
  maxTtlSeconds: number;
  /** Messages returned by one `irn_batchFetchMessages` (the rest: `hasMore: true`). */
  maxFetchMessages: number;
  /** Bytes queued for one slow socket before the relay terminates it (it reconnects and resubscribes). */
  maxBufferedBytes: number;
};

export const defaultRelayLimits: RelayLimits = {
  maxMessagesPerTopic: 200,
  maxTotalMessages: 20_000,
  maxMessageBytes: 256 * 1024,
  maxFrameBytes: 512 * 1024,
  maxSubscriptionsPerSocket: 1_000,
  maxConnections: 1_000,
  maxTtlSeconds: 30 * 24 * 60 * 60,
  maxFetchMessages: 500,
  maxBufferedBytes: 16 * 1024 * 1024,
};
