/** Caps that keep every queue and store of the relay bounded, and quotas that keep one address or client from taking them all. */
export type RelayLimits = {
  /** Unexpired messages kept per topic; a publish beyond it is refused (-32001). */
  maxMessagesPerTopic: number
  /** Unexpired messages kept in total; a publish beyond it is refused (-32002). */
  maxTotalMessages: number
  /** Bytes of all unexpired messages together; a publish beyond it is refused (-32002). */
  maxTotalBytes: number
  /** Unexpired messages one client (JWT `iss`, or one anonymous socket) may have stored; beyond it: -32005. */
  maxMessagesPerClient: number
  /** Bytes one client may have stored; beyond it: -32005. */
  maxBytesPerClient: number
  /** Unexpired messages published from one IP address; beyond it: -32006. */
  maxMessagesPerIp: number
  /** Bytes published from one IP address; beyond it: -32006. */
  maxBytesPerIp: number
  /** Bytes of one `message` (or proposal / approval part); beyond it: -32003. */
  maxMessageBytes: number
  /** Bytes of one WebSocket frame; a larger frame closes the socket with 1009 (message too big). */
  maxFrameBytes: number
  /** Topics one socket may subscribe to; beyond it: -32004. */
  maxSubscriptionsPerSocket: number
  /** Subscriptions of one client over all its sockets; beyond it: -32004. */
  maxSubscriptionsPerClient: number
  /** Subscriptions of all sockets from one IP address; beyond it: -32004. */
  maxSubscriptionsPerIp: number
  /** Open sockets; a socket beyond it is closed with 1013 (try again later). */
  maxConnections: number
  /** Open sockets from one IP address; the handshake beyond it is refused with HTTP 429. */
  maxConnectionsPerIp: number
  /** Open sockets of one client (JWT `iss`); the handshake beyond it is refused with HTTP 429. */
  maxConnectionsPerClient: number
  /** Longest time to live honoured; longer TTLs are clamped. */
  maxTtlSeconds: number
  /** Messages returned by one `irn_batchFetchMessages` (the rest: `hasMore: true`). */
  maxFetchMessages: number
  /** Bytes queued for one slow socket before the relay terminates it (it reconnects and resubscribes). */
  maxBufferedBytes: number
}

export const defaultRelayLimits: RelayLimits = {
  maxMessagesPerTopic: 200,
  maxTotalMessages: 20_000,
  maxTotalBytes: 256 * 1024 * 1024,
  maxMessagesPerClient: 1_000,
  maxBytesPerClient: 16 * 1024 * 1024,
  maxMessagesPerIp: 4_000,
  maxBytesPerIp: 64 * 1024 * 1024,
  maxMessageBytes: 256 * 1024,
  maxFrameBytes: 512 * 1024,
  maxSubscriptionsPerSocket: 1_000,
  maxSubscriptionsPerClient: 2_000,
  maxSubscriptionsPerIp: 10_000,
  maxConnections: 1_000,
  maxConnectionsPerIp: 100,
  maxConnectionsPerClient: 10,
  maxTtlSeconds: 30 * 24 * 60 * 60,
  maxFetchMessages: 500,
  maxBufferedBytes: 16 * 1024 * 1024,
}
