import { createHash } from 'node:crypto'
import { encodeIss, generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { type ClientOptions, WebSocket } from 'ws'

/** A JSON-RPC message as the tests see it. */
export type Frame = {
  id?: number | string | null
  jsonrpc?: string
  method?: string
  params?: any
  result?: any
  error?: { code: number; message: string; data?: unknown }
}

export type TestSocket = {
  readonly socket: WebSocket
  /** Every parsed frame received so far. */
  readonly frames: Frame[]
  /** `irn_subscription` pushes received so far. */
  pushes(): Frame[]
  /** Sends a request and resolves with the response of the same id. */
  request(method: string, params?: unknown): Promise<Frame>
  /** Sends text or binary as is. */
  sendRaw(data: string | Buffer, binary?: boolean): void
  /** Resolves with the first frame (already received or upcoming) after index `from` matching `predicate`. */
  next(predicate: (frame: Frame, index: number) => boolean, options?: { from?: number; timeoutMs?: number }): Promise<Frame>
  /** Answers a push with `result: true`, as the clients do. */
  ack(push: Frame): void
  /** Resolves with the close code once the socket closed. */
  readonly closed: Promise<number>
  close(): Promise<void>
}

/** The ed25519 key pair of a named test client (the same name gives the same key). */
export function testClientKeyPair(name: string) {
  return generateKeyPair(createHash('sha256').update(name).digest())
}

/** The client id (`did:key:z6Mk…`) of a named test client. */
export function testClientId(name: string): string {
  return encodeIss(testClientKeyPair(name).publicKey)
}

/** A client JWT signed the way WalletConnect clients sign it (@walletconnect/relay-auth `signJWT`). */
export function createClientJwt(name: string, options: { aud: string; ttlSeconds?: number; iat?: number }): Promise<string> {
  return signJWT('0'.repeat(64), options.aud, options.ttlSeconds ?? 86_400, testClientKeyPair(name), options.iat)
}

let nextRequestId = 1

/** Opens a raw WebSocket to the relay for protocol tests. */
export async function createTestSocket(
  url: string,
  options: ClientOptions & { /** Name of a test client: connects with its signed JWT (`aud` = `url`). */ client?: string } = {},
): Promise<TestSocket> {
  const { client, ...clientOptions } = options
  const target = client ? `${url}/?auth=${await createClientJwt(client, { aud: url })}&projectId=test&ua=test` : url
  const socket = new WebSocket(target, clientOptions)
  const frames: Frame[] = []
  const waiters = new Set<() => void>()
  socket.on('message', (data) => {
    try {
      frames.push(JSON.parse(data.toString()) as Frame)
    } catch {
      frames.push({ error: { code: 0, message: `unparseable frame from relay: ${data.toString()}` } })
    }
    for (const waiter of waiters) waiter()
  })
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })

  function next(predicate: (frame: Frame, index: number) => boolean, { from = 0, timeoutMs = 2_000 } = {}): Promise<Frame> {
    return new Promise<Frame>((resolve, reject) => {
      const check = (): boolean => {
        const found = frames.find((frame, index) => index >= from && predicate(frame, index))
        if (!found) return false
        waiters.delete(waiter)
        clearTimeout(timer)
        resolve(found)
        return true
      }
      const waiter = (): void => void check()
      const timer = setTimeout(() => {
        waiters.delete(waiter)
        reject(new Error(`no matching frame within ${timeoutMs} ms; received ${JSON.stringify(frames).slice(0, 500)}`))
      }, timeoutMs)
      if (!check()) waiters.add(waiter)
    })
  }

  return {
    socket,
    frames,
    pushes: () => frames.filter((frame) => frame.method === 'irn_subscription'),
    request(method, params) {
      const id = nextRequestId++
      const from = frames.length
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return next((frame) => frame.id === id && frame.method === undefined, { from })
    },
    sendRaw(data, binary = false) {
      socket.send(data, { binary })
    },
    next,
    ack(push) {
      socket.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true }))
    },
    closed,
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return
      socket.close()
      await closed
    },
  }
}

/** A random 64-hex-character topic. */
export function randomTopic(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
