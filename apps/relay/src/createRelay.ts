import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { type RawData, WebSocket, WebSocketServer } from 'ws'
import { createMailbox } from './createMailbox.js'
import { createMailboxLog, type MailboxLog } from './createMailboxLog.js'
import { createRedisCluster, type RedisCluster } from './createRedisCluster.js'
import { createRelayState, type RelayConnection } from './createRelayState.js'
import { createTally } from './createTally.js'
import { ListenError } from './errors/listenError.js'
import { RpcError, rpcErrorCodes } from './errors/rpc.js'
import { type HandleRequestReturnType, handleRequest } from './handleRequest.js'
import { formatError, formatResult } from './jsonRpc.js'
import { parseFrame } from './parseFrame.js'
import { defaultRelayLimits, type RelayLimits } from './relayLimits.js'
import { normalizeRelayUrl, verifyClientJwt } from './verifyClientJwt.js'

export type RelayLogger = {
  debug?: (message: string) => void
  info?: (message: string) => void
  warn?: (message: string) => void
}

export type CreateRelayParameters = {
  /** Interface to listen on. Default `127.0.0.1`. */
  host?: string
  /** Port to listen on; `0` (default) lets the OS pick a free one (read it from `relay.port`). */
  port?: number
  /**
   * Append-only log (JSON lines) that keeps the mailboxes across restarts and crashes: a publish is
   * acknowledged once its record is fsynced. Compacted when it grows past twice the live messages.
   * A whole-file JSON mailbox from older versions is read and converted. Default: memory only.
   */
  persistPath?: string
  /**
   * URLs clients reach this relay by: the client JWT's `aud` must be one of them. Default: the
   * listening URL, plus `ws://localhost:<port>` and `ws://127.0.0.1:<port>` on a loopback or
   * wildcard host.
   */
  publicUrls?: readonly string[]
  /**
   * Redis (`redis://host:port`) shared by several relay instances: the mailbox (with TTLs) and live
   * delivery (pub/sub) go through it, and each message reaches each subscribing client once across
   * instances. `persistPath` is then unused (Redis keeps the mailbox). Default: single process.
   */
  redisUrl?: string
  /** Key prefix in Redis (several relay clusters on one Redis). Default `kit-relay:`. */
  redisPrefix?: string
  limits?: Partial<RelayLimits>
  /** WebSocket ping period; sockets that miss a pong for one period are terminated. Default 15 s. */
  pingIntervalMs?: number
  /**
   * Milliseconds `close()` keeps serving with `/readyz` at 503 before it stops listening, so a load
   * balancer takes the instance out of rotation first. Default 0 (the CLI: 3,000).
   */
  shutdownGraceMs?: number
  /** How often expired messages are dropped. Default 1 s. */
  sweepIntervalMs?: number
  /** Clock used for `publishedAt` and TTL expiry (inject one in tests). Default `Date.now`. */
  now?: () => number
  /** Receives debug lines (every request, unknown methods, socket errors). Default: silent. */
  logger?: RelayLogger
}

export type RelayStats = {
  connections: number
  subscriptions: number
  topics: number
  storedMessages: number
  storedBytes: number
  published: number
  duplicates: number
  delivered: number
  acks: number
  settled: number
  errors: number
}

export type Relay = {
  /** `ws://host:port`: pass it as `relayUrl` to SignClient / Core. */
  readonly url: string
  readonly host: string
  readonly port: number
  stats(): RelayStats
  /**
   * Drains: `/readyz` answers 503 for `shutdownGraceMs` while clients are still served; then the
   * relay stops listening, answers new requests -32008, sends every answer still due and closes
   * every socket with 1012 (clients reconnect by themselves), and closes the mailbox file or Redis.
   */
  close(): Promise<void>
}

/**
 * `replies`: the answers to this socket's requests in request order (a publish waits for its fsync;
 * later answers wait for it). `closeSent`: the relay sent its close frame; frames read after it
 * cannot be answered (RFC 6455), so they are not run.
 */
type Peer = { socket: WebSocket; connection: RelayConnection; alive: boolean; replies: Promise<void>; closeSent: boolean }

type Reply = { text: string; after?: (() => void) | undefined }

type Admission = { clientId: string | undefined; ip: string }

/**
 * Starts a local WalletConnect relay: the `irn_*` mailbox protocol plus sign-client's relay-side
 * `wc_proposeSession` / `wc_approveSession`.
 *
 * @example
 * const relay = await createRelay({ port: 8788 })
 * const client = await SignClient.init({ projectId: 'local', relayUrl: relay.url })
 */
export async function createRelay(parameters: CreateRelayParameters = {}): Promise<Relay> {
  const { host = '127.0.0.1', port = 0, persistPath, now = Date.now, logger = {} } = parameters
  const limits: RelayLimits = { ...defaultRelayLimits, ...parameters.limits }
  const pingIntervalMs = parameters.pingIntervalMs ?? 15_000
  const shutdownGraceMs = parameters.shutdownGraceMs ?? 0
  const sweepIntervalMs = parameters.sweepIntervalMs ?? 1_000

  // With Redis the per-topic cap is checked there, over all instances; the local mailbox only keeps this instance's quotas.
  const mailbox = createMailbox({ ...limits, ...(parameters.redisUrl ? { maxMessagesPerTopic: Number.POSITIVE_INFINITY } : {}), now })
  let log: MailboxLog | undefined
  let cluster: RedisCluster | undefined
  if (parameters.redisUrl) {
    cluster = createRedisCluster({
      url: parameters.redisUrl,
      ...(parameters.redisPrefix ? { prefix: parameters.redisPrefix } : {}),
      now,
      onMessage: (stored) => state.deliverAnnounced(stored),
      onSettled: (topic, hash) => state.settledElsewhere(topic, hash),
      onError: (error) => logger.warn?.(`relay: redis: ${describe(error)}`),
    })
  } else if (persistPath) {
    log = createMailboxLog({
      path: persistPath,
      entries: () => mailbox.entries(),
      liveBytes: () => mailbox.bytes(),
      now,
      onError: (error) => logger.warn?.(`relay: mailbox log: ${describe(error)}`),
    })
    const restored = mailbox.restore(await log.load())
    // A clean file to append to (drops a torn last line, expired and removed messages).
    await log.compact()
    if (restored > 0) logger.info?.(`relay: restored ${restored} stored messages from ${persistPath}`)
  }
  const state = createRelayState({ mailbox, limits, log, cluster, onError: (error) => logger.warn?.(`relay: ${describe(error)}`) })
  const peers = new Set<Peer>()
  const connectionsPerIp = createTally()
  const connectionsPerClient = createTally()
  const admissions = new WeakMap<IncomingMessage, Admission>()
  let audiences: string[] = []
  let closing: Promise<void> | undefined
  /** Set once the grace period is over: no new socket, and new requests are answered -32008. */
  let refusing = false

  const server = createServer((request, response) => onHttpRequest(request, response))
  const wss = new WebSocketServer({
    server,
    maxPayload: limits.maxFrameBytes,
    // Synchronous checks before the upgrade, so a refused client costs no WebSocket and counts stay exact.
    verifyClient: (info, callback) => admit(info.req, callback),
  })
  wss.on('connection', (socket, request) => onConnection(socket, request))
  wss.on('error', (error) => logger.warn?.(`relay: server error: ${describe(error)}`))

  function stats(): RelayStats {
    mailbox.sweep()
    return {
      connections: peers.size,
      subscriptions: state.subscriptionCount(),
      topics: mailbox.topicCount(),
      storedMessages: mailbox.size(),
      storedBytes: mailbox.bytes(),
      ...state.counters,
    }
  }

  function onHttpRequest(request: IncomingMessage, response: ServerResponse): void {
    const path = request.method === 'GET' ? request.url?.split('?')[0] : undefined
    if (path === '/health' || path === '/healthz') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ ok: true, ...stats() }))
      return
    }
    if (path === '/readyz') {
      const reason = closing ? 'shutting down' : cluster && !cluster.ready() ? 'redis not connected' : undefined
      response.writeHead(reason ? 503 : 200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(reason ? { ok: false, reason } : { ok: true }))
      return
    }
    response.writeHead(426, { 'content-type': 'text/plain', upgrade: 'websocket' })
    response.end('WalletConnect relay: open a WebSocket (ws://host:port/?auth=...&projectId=...)\n')
  }

  /** Refuses a forged, expired or foreign JWT (401) and an address or client over its connection quota (429). */
  function admit(request: IncomingMessage, callback: (ok: boolean, code?: number, message?: string) => void): void {
    if (refusing) return callback(false, 503, 'Relay shutting down')
    const ip = remoteIp(request)
    const verified = verifyClientJwt(request.url, {
      audiences,
      nowSeconds: Math.floor(now() / 1000),
      authorization: request.headers.authorization,
    })
    if (verified.status === 'invalid') {
      logger.debug?.(`relay: refused ${ip}: ${verified.reason}`)
      return callback(false, 401, verified.reason)
    }
    if (connectionsPerIp.get(ip) >= limits.maxConnectionsPerIp) {
      logger.debug?.(`relay: refused ${ip}: per-address connection quota`)
      return callback(false, 429, `Too many connections from this address (limit ${limits.maxConnectionsPerIp})`)
    }
    const clientId = verified.status === 'valid' ? verified.clientId : undefined
    if (clientId && connectionsPerClient.get(clientId) >= limits.maxConnectionsPerClient) {
      return callback(false, 429, `Too many connections for this client (limit ${limits.maxConnectionsPerClient})`)
    }
    admissions.set(request, { clientId, ip })
    callback(true)
  }

  function onConnection(socket: WebSocket, request: IncomingMessage): void {
    const admission = admissions.get(request)
    if (!admission) {
      socket.close(1008, 'Not admitted')
      return
    }
    if (refusing) {
      socket.close(1012, 'Relay restarting')
      return
    }
    if (peers.size >= limits.maxConnections) {
      socket.close(1013, 'Too many connections')
      return
    }
    const id = randomUUID()
    const { clientId, ip } = admission
    connectionsPerIp.add(ip)
    if (clientId) connectionsPerClient.add(clientId)
    const peer: Peer = {
      socket,
      alive: true,
      replies: Promise.resolve(),
      closeSent: false,
      connection: {
        id,
        clientId: clientId ?? `anonymous:${id}`,
        hasClientId: clientId !== undefined,
        ip,
        subscriptions: new Map(),
        delivered: new WeakSet(),
        unacknowledged: new Map(),
        send(text) {
          if (socket.readyState !== WebSocket.OPEN) return
          if (socket.bufferedAmount > limits.maxBufferedBytes) {
            logger.warn?.(`relay: terminating slow socket ${id} (${socket.bufferedAmount} bytes queued)`)
            socket.terminate()
            return
          }
          socket.send(text)
        },
      },
    }
    peers.add(peer)
    logger.debug?.(`relay: socket ${id} opened (${clientId ?? 'no client id'})`)
    socket.on('pong', () => {
      peer.alive = true
    })
    socket.on('message', (data, isBinary) => onFrame(peer, data, isBinary))
    socket.on('error', (error) => logger.debug?.(`relay: socket ${id} error: ${describe(error)}`))
    socket.on('close', (code) => {
      peers.delete(peer)
      connectionsPerIp.add(ip, -1)
      if (clientId) connectionsPerClient.add(clientId, -1)
      state.removeConnection(peer.connection)
      logger.debug?.(`relay: socket ${id} closed (${code})`)
    })
  }

  /** Sends `reply` once every earlier reply of this socket went out, then runs its follow-up. */
  function reply(peer: Peer, method: string, next: Reply | Promise<Reply>): void {
    peer.replies = peer.replies
      .then(() => next)
      .then(({ text, after }) => {
        peer.connection.send(text)
        try {
          after?.()
        } catch (error) {
          logger.warn?.(`relay: ${method} follow-up failed: ${describe(error)}`)
        }
      })
  }

  function onFrame(peer: Peer, data: RawData, isBinary: boolean): void {
    const { connection } = peer
    peer.alive = true
    const frame = isBinary ? undefined : parseFrame(toText(data))
    if (frame?.type === 'response') {
      // An acknowledgement is taken even after the relay's close frame: it needs no answer.
      if (!frame.isError) {
        state.counters.acks += 1
        state.acknowledge(connection, frame.idLiteral)
      }
      return
    }
    if (peer.closeSent || peer.socket.readyState !== WebSocket.OPEN) {
      logger.debug?.(`relay: ${connection.id} request after the close frame, not run (${toText(data).slice(0, 120)})`)
      return
    }
    if (!frame) {
      state.counters.errors += 1
      const text = formatError('null', { code: rpcErrorCodes.invalidRequest, message: 'Invalid request: binary frames are not supported' })
      reply(peer, 'binary frame', { text })
      return
    }
    if (frame.type === 'invalid') {
      state.counters.errors += 1
      logger.debug?.(`relay: ${connection.id} invalid frame: ${frame.message}`)
      reply(peer, 'invalid frame', { text: formatError(frame.idLiteral, { code: frame.code, message: frame.message }) })
      return
    }
    logger.debug?.(`relay: ${connection.id} -> ${frame.method} #${frame.idLiteral}`)
    if (refusing) {
      // Draining: requests already running finish; a new one is refused (not stored, so the client retries elsewhere).
      reply(peer, frame.method, { text: formatError(frame.idLiteral, { code: rpcErrorCodes.shuttingDown, message: 'Relay shutting down, reconnect' }) })
      return
    }
    reply(peer, frame.method, answer(connection, frame.idLiteral, frame.method, frame.params))
  }

  /** Runs the request now (requests of one socket start in arrival order); never rejects. */
  async function answer(connection: RelayConnection, idLiteral: string, method: string, params: unknown): Promise<Reply> {
    let outcome: HandleRequestReturnType
    try {
      outcome = await handleRequest(state, connection, method, params)
    } catch (error) {
      state.counters.errors += 1
      if (error instanceof RpcError) {
        if (error.code === rpcErrorCodes.methodNotFound) logger.debug?.(`relay: unknown method ${method}`)
        else logger.debug?.(`relay: ${method} refused: ${error.message}`)
        return { text: formatError(idLiteral, { code: error.code, message: error.message, data: error.data }) }
      }
      logger.warn?.(`relay: ${method} failed: ${describe(error)}`)
      return { text: formatError(idLiteral, { code: rpcErrorCodes.internalError, message: 'Internal error' }) }
    }
    return { text: formatResult(idLiteral, outcome.result), after: outcome.after }
  }

  /**
   * Sends every answer still due on every socket (a request read meanwhile adds one, and a publish
   * pushes to the topic's subscribers before its answer), then, in the same tick so no frame is
   * read in between, every socket's 1012 close frame.
   */
  async function closePeers(): Promise<void> {
    for (;;) {
      const due = new Map([...peers].map((peer) => [peer, peer.replies]))
      await Promise.all([...due.values()].map((replies) => replies.catch(() => undefined)))
      if ([...peers].every((peer) => due.get(peer) === peer.replies)) break
    }
    const closed = [...peers].map((peer) => {
      if (peer.socket.readyState === WebSocket.CLOSED) return Promise.resolve()
      peer.closeSent = true
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => peer.socket.terminate(), 2_000)
        peer.socket.once('close', () => {
          clearTimeout(timer)
          resolve()
        })
        peer.socket.close(1012, 'Relay restarting')
      })
    })
    await Promise.all(closed)
  }

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error): void => {
      reject(new ListenError(`Relay could not listen on ${host}:${port}: ${error.message}`, { cause: error }))
    }
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve()
    })
  })
  server.on('error', (error) => logger.warn?.(`relay: http server error: ${describe(error)}`))

  const pingTimer = setInterval(() => {
    for (const peer of peers) {
      if (!peer.alive) {
        peer.socket.terminate()
        continue
      }
      peer.alive = false
      peer.socket.ping()
    }
  }, pingIntervalMs)
  pingTimer.unref()
  const sweepTimer = setInterval(() => state.sweep(), sweepIntervalMs)
  sweepTimer.unref()

  const address = server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port
  const urlHost = host.includes(':') ? `[${host}]` : host
  audiences = (parameters.publicUrls ?? defaultPublicUrls(urlHost, boundPort)).map(normalizeRelayUrl)

  return {
    url: `ws://${urlHost}:${boundPort}`,
    host,
    port: boundPort,
    stats,
    close() {
      closing ??= (async () => {
        // Graceful (SIGTERM behind a load balancer): /readyz turns 503 at once (`closing` is set),
        // clients are served as before for the grace period so the balancer stops sending new
        // ones first; then the relay stops listening, refuses new upgrades and answers new
        // requests "shutting down"; requests already received finish and are answered (a publish
        // answered true is stored, in Redis with a cluster, and reaches its subscribers through any
        // instance); then every socket is closed with 1012 (service restart) so clients reconnect.
        await Promise.resolve()
        if (shutdownGraceMs > 0) await new Promise((resolve) => setTimeout(resolve, shutdownGraceMs))
        refusing = true
        clearInterval(pingTimer)
        clearInterval(sweepTimer)
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()))
        await closePeers()
        await new Promise<void>((resolve) => wss.close(() => resolve()))
        server.closeAllConnections()
        await stopped
        await log?.close()
        await cluster?.close()
      })()
      return closing
    },
  }
}

function defaultPublicUrls(urlHost: string, port: number): string[] {
  const urls = [`ws://${urlHost}:${port}`]
  if (['127.0.0.1', 'localhost', '0.0.0.0', '[::]', '[::1]'].includes(urlHost)) {
    urls.push(`ws://localhost:${port}`, `ws://127.0.0.1:${port}`, `ws://[::1]:${port}`)
  }
  return urls
}

/** The socket's peer address (`::ffff:1.2.3.4` as `1.2.3.4`). Behind a proxy every client shares the proxy's address. */
function remoteIp(request: IncomingMessage): string {
  const address = request.socket.remoteAddress ?? 'unknown'
  return address.startsWith('::ffff:') ? address.slice(7) : address
}

function toText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8')
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data).toString('utf8')
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
