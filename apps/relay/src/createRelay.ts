import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { createMailbox } from './createMailbox.js';
import { createMailboxFile, type MailboxFile } from './createMailboxFile.js';
import { createRelayState, type RelayConnection } from './createRelayState.js';
import { RpcError, rpcErrorCodes } from './errors/rpc.js';
import { getClientId } from './getClientId.js';
import { handleRequest, type HandleRequestReturnType } from './handleRequest.js';
import { formatError, formatResult } from './jsonRpc.js';
import { parseFrame } from './parseFrame.js';
import { defaultRelayLimits, type RelayLimits } from './relayLimits.js';

export type RelayLogger = {
  debug?: (message: string) => void;
  info?: (message: string) => void;
  warn?: (message: string) => void;
};

export type CreateRelayParameters = {
  /** Interface to listen on. Default `127.0.0.1`. */
  host?: string;
  /** Port to listen on; `0` (default) lets the OS pick a free one (read it from `relay.port`). */
  port?: number;
  /** JSON file that keeps the mailboxes across restarts. Default: memory only. */
  persistPath?: string;
  limits?: Partial<RelayLimits>;
  /** WebSocket ping period; sockets that miss a pong for one period are terminated. Default 15 s. */
  pingIntervalMs?: number;
  /** How often expired messages are dropped. Default 1 s. */
  sweepIntervalMs?: number;
  /** Clock used for `publishedAt` and TTL expiry (inject one in tests). Default `Date.now`. */
  now?: () => number;
  /** Receives debug lines (every request, unknown methods, socket errors). Default: silent. */
  logger?: RelayLogger;
};

export type RelayStats = {
  connections: number;
  subscriptions: number;
  topics: number;
  storedMessages: number;
  published: number;
  duplicates: number;
  delivered: number;
  acks: number;
  errors: number;
};

export type Relay = {
  /** `ws://host:port`: pass it as `relayUrl` to SignClient / Core. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  stats(): RelayStats;
  /** Closes every socket with 1012 (clients reconnect by themselves), stops listening, writes the mailbox file. */
  close(): Promise<void>;
};

type Peer = { socket: WebSocket; connection: RelayConnection; alive: boolean };

/**
 * Starts a local WalletConnect relay: the `irn_*` mailbox protocol plus sign-client's relay-side
 * `wc_proposeSession` / `wc_approveSession`.
 *
 * @example
 * const relay = await createRelay({ port: 8788 })
 * const client = await SignClient.init({ projectId: 'local', relayUrl: relay.url })
 */
export async function createRelay(parameters: CreateRelayParameters = {}): Promise<Relay> {
  const { host = '127.0.0.1', port = 0, persistPath, now = Date.now, logger = {} } = parameters;
  const limits: RelayLimits = { ...defaultRelayLimits, ...parameters.limits };
  const pingIntervalMs = parameters.pingIntervalMs ?? 15_000;
  const sweepIntervalMs = parameters.sweepIntervalMs ?? 1_000;

  let file: MailboxFile | undefined;
  const mailbox = createMailbox({
    maxMessagesPerTopic: limits.maxMessagesPerTopic,
    maxTotalMessages: limits.maxTotalMessages,
    now,
    onChange: () => file?.schedule(),
  });
  if (persistPath) {
    file = createMailboxFile({
      path: persistPath,
      entries: () => mailbox.entries(),
      onError: (error) => logger.warn?.(`relay: mailbox file: ${describe(error)}`),
    });
    const restored = mailbox.restore(await file.load());
    if (restored > 0) logger.info?.(`relay: restored ${restored} stored messages from ${persistPath}`);
  }
  const state = createRelayState({ mailbox, limits });
  const peers = new Set<Peer>();

  const server = createServer((request, response) => onHttpRequest(request, response));
  const wss = new WebSocketServer({ server, maxPayload: limits.maxFrameBytes });
  wss.on('connection', (socket, request) => onConnection(socket, request));
  wss.on('error', (error) => logger.warn?.(`relay: server error: ${describe(error)}`));

  function stats(): RelayStats {
    mailbox.sweep();
    return {
      connections: peers.size,
      subscriptions: state.subscriptionCount(),
      topics: mailbox.topicCount(),
      storedMessages: mailbox.size(),
      ...state.counters,
    };
  }

  function onHttpRequest(request: IncomingMessage, response: ServerResponse): void {
    if (request.method === 'GET' && request.url?.split('?')[0] === '/health') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: true, ...stats() }));
      return;
    }
    response.writeHead(426, { 'content-type': 'text/plain', upgrade: 'websocket' });
    response.end('WalletConnect relay: open a WebSocket (ws://host:port/?auth=...&projectId=...)\n');
  }

  function onConnection(socket: WebSocket, request: IncomingMessage): void {
    if (peers.size >= limits.maxConnections) {
      socket.close(1013, 'Too many connections');
      return;
    }
    const id = randomUUID();
    const clientId = getClientId(request.url);
    const peer: Peer = {
      socket,
      alive: true,
      connection: {
        id,
        clientId: clientId ?? `anonymous:${id}`,
        hasClientId: clientId !== undefined,
        subscriptions: new Map(),
        delivered: new WeakSet(),
        send(text) {
          if (socket.readyState !== WebSocket.OPEN) return;
          if (socket.bufferedAmount > limits.maxBufferedBytes) {
            logger.warn?.(`relay: terminating slow socket ${id} (${socket.bufferedAmount} bytes queued)`);
            socket.terminate();
            return;
          }
          socket.send(text);
        },
      },
    };
    peers.add(peer);
    logger.debug?.(`relay: socket ${id} opened (${clientId ?? 'no client id'})`);
    socket.on('pong', () => {
      peer.alive = true;
    });
    socket.on('message', (data, isBinary) => onFrame(peer, data, isBinary));
    socket.on('error', (error) => logger.debug?.(`relay: socket ${id} error: ${describe(error)}`));
    socket.on('close', (code) => {
      peers.delete(peer);
      state.removeConnection(peer.connection);
      logger.debug?.(`relay: socket ${id} closed (${code})`);
    });
  }

  function onFrame(peer: Peer, data: RawData, isBinary: boolean): void {
    const { connection } = peer;
    peer.alive = true;
    if (isBinary) {
      state.counters.errors += 1;
      connection.send(formatError('null', { code: rpcErrorCodes.invalidRequest, message: 'Invalid request: binary frames are not supported' }));
      return;
    }
    const text = toText(data);
    const frame = parseFrame(text);
    if (frame.type === 'invalid') {
      state.counters.errors += 1;
      logger.debug?.(`relay: ${connection.id} invalid frame: ${frame.message}`);
      connection.send(formatError(frame.idLiteral, { code: frame.code, message: frame.message }));
      return;
    }
    if (frame.type === 'response') {
      if (!frame.isError) state.counters.acks += 1;
      return;
    }
    logger.debug?.(`relay: ${connection.id} -> ${frame.method}`);
    let outcome: HandleRequestReturnType;
    try {
      outcome = handleRequest(state, connection, frame.method, frame.params);
    } catch (error) {
      state.counters.errors += 1;
      if (error instanceof RpcError) {
        if (error.code === rpcErrorCodes.methodNotFound) logger.debug?.(`relay: unknown method ${frame.method}`);
        else logger.debug?.(`relay: ${frame.method} refused: ${error.message}`);
        connection.send(formatError(frame.idLiteral, { code: error.code, message: error.message, data: error.data }));
        return;
      }
      logger.warn?.(`relay: ${frame.method} failed: ${describe(error)}`);
      connection.send(formatError(frame.idLiteral, { code: rpcErrorCodes.internalError, message: 'Internal error' }));
      return;
    }
    connection.send(formatResult(frame.idLiteral, outcome.result));
    try {
      outcome.after?.();
    } catch (error) {
      logger.warn?.(`relay: ${frame.method} follow-up failed: ${describe(error)}`);
    }
  }

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error): void => {
      reject(new Error(`Relay could not listen on ${host}:${port}: ${error.message}`, { cause: error }));
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
  server.on('error', (error) => logger.warn?.(`relay: http server error: ${describe(error)}`));

  const pingTimer = setInterval(() => {
    for (const peer of peers) {
      if (!peer.alive) {
        peer.socket.terminate();
        continue;
      }
      peer.alive = false;
      peer.socket.ping();
    }
  }, pingIntervalMs);
  pingTimer.unref();
  const sweepTimer = setInterval(() => mailbox.sweep(), sweepIntervalMs);
  sweepTimer.unref();

  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;

  return {
    url: `ws://${urlHost}:${boundPort}`,
    host,
    port: boundPort,
    stats,
    close() {
      closing ??= (async () => {
        clearInterval(pingTimer);
        clearInterval(sweepTimer);
        const closed = [...peers].map(
          (peer) =>
            new Promise<void>((resolve) => {
              if (peer.socket.readyState === WebSocket.CLOSED) return resolve();
              const timer = setTimeout(() => peer.socket.terminate(), 500);
              peer.socket.once('close', () => {
                clearTimeout(timer);
                resolve();
              });
              peer.socket.close(1012, 'Relay restarting');
            }),
        );
        await Promise.all(closed);
        await new Promise<void>((resolve) => wss.close(() => resolve()));
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await file?.flush();
      })();
      return closing;
    },
  };
}

function toText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
