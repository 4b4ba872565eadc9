import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { encodeIss, generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { afterEach, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { type CreateRelayParameters, createRelay, type Relay } from './createRelay.js'
import { defaultRelayLimits } from './relayLimits.js'
import { createClientJwt, createTestSocket, randomTopic, type TestSocket, testClientId } from './testing/createTestSocket.js'
import { startRelayProcess } from './testing/startRelayProcess.js'

// The relay probed as an attacker would (issue 10): a connection flood and a mailbox flood from one
// address, forged / expired / foreign client JWTs, and a SIGKILL right after an acknowledged publish.

const opened: { relays: Relay[]; sockets: TestSocket[]; raw: WebSocket[]; children: ChildProcess[]; directories: string[] } = {
  relays: [],
  sockets: [],
  raw: [],
  children: [],
  directories: [],
}

afterEach(async () => {
  for (const child of opened.children.splice(0)) child.kill('SIGKILL')
  for (const socket of opened.raw.splice(0)) socket.terminate()
  await Promise.all(opened.sockets.splice(0).map((socket) => socket.close()))
  await Promise.all(opened.relays.splice(0).map((relay) => relay.close()))
  await Promise.all(opened.directories.splice(0).map((directory) => rm(directory, { recursive: true, force: true })))
})

async function startRelay(parameters: CreateRelayParameters = {}): Promise<Relay> {
  const relay = await createRelay(parameters)
  opened.relays.push(relay)
  return relay
}

async function connect(url: string, options: Parameters<typeof createTestSocket>[1] = {}): Promise<TestSocket> {
  const socket = await createTestSocket(url, options)
  opened.sockets.push(socket)
  return socket
}

/** Opens a WebSocket and resolves with how the handshake ended: `open`, or the HTTP status and body of the refusal. */
function handshake(
  url: string,
  options: { localAddress?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string; socket?: WebSocket }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, options)
    opened.raw.push(socket)
    socket.once('open', () => resolve({ status: 101, body: '', socket }))
    socket.once('unexpected-response', (_, response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    socket.once('error', (error) => {
      if (!error.message.startsWith('Unexpected server response')) reject(error)
    })
  })
}

test('attack: a connection flood from one address takes its quota, not the relay; a second address still gets in', async () => {
  const relay = await startRelay()
  const limit = defaultRelayLimits.maxConnectionsPerIp
  const flood = await Promise.all(Array.from({ length: limit + 20 }, () => handshake(relay.url, { localAddress: '127.0.0.1' })))
  expect(flood.filter((attempt) => attempt.status === 101)).toHaveLength(limit)
  const refused = flood.filter((attempt) => attempt.status !== 101)
  expect(refused).toHaveLength(20)
  for (const attempt of refused) expect(attempt).toEqual({ status: 429, body: `Too many connections from this address (limit ${limit})` })
  expect(relay.stats().connections).toBe(limit)

  // The dapp on another address connects and works.
  const dapp = await connect(relay.url, { localAddress: '127.0.0.2', client: 'dapp' })
  expect((await dapp.request('irn_subscribe', { topic: randomTopic() })).result).toMatch(/^[0-9a-f]{64}$/)

  // A slot comes back once the attacker closes a socket.
  flood.find((attempt) => attempt.socket)?.socket?.close()
  await expect.poll(() => relay.stats().connections).toBe(limit)
  expect((await handshake(relay.url, { localAddress: '127.0.0.1' })).status).toBe(101)
})

test('attack: one client cannot open more than its sockets with one JWT identity', async () => {
  const relay = await startRelay({ limits: { maxConnectionsPerClient: 3 } })
  const jwt = await createClientJwt('greedy', { aud: relay.url })
  const attempts = await Promise.all(Array.from({ length: 5 }, () => handshake(`${relay.url}/?auth=${jwt}`)))
  expect(attempts.map((attempt) => attempt.status).sort()).toEqual([101, 101, 101, 429, 429])
  expect(attempts.find((attempt) => attempt.status === 429)?.body).toBe('Too many connections for this client (limit 3)')
})

test('attack: a mailbox flood from one anonymous socket hits its quota; more sockets from the address hit the address quota', async () => {
  const relay = await startRelay()
  const big = (index: number) => `${index}`.padStart(8, '0') + 'A'.repeat(256 * 1024 - 8)
  const attacker = await connect(relay.url, { localAddress: '127.0.0.1' })
  let stored = 0
  let refusal: { code: number; message: string } | undefined
  for (let index = 0; index < 20_000 && !refusal; index += 1) {
    const response = await attacker.request('irn_publish', { topic: randomTopic(), message: big(index), ttl: 2_592_000 })
    if (response.error) refusal = response.error
    else stored += 1
  }
  expect(refusal).toEqual({
    code: -32005,
    message: `Quota exceeded: this client has ${defaultRelayLimits.maxBytesPerClient} bytes of unexpired messages stored`,
  })
  expect(stored).toBe(Math.floor(defaultRelayLimits.maxBytesPerClient / (256 * 1024)))

  // More anonymous sockets from the same address: the address quota holds.
  let addressRefusal: { code: number; message: string } | undefined
  for (let socketIndex = 0; socketIndex < 10 && !addressRefusal; socketIndex += 1) {
    const next = await connect(relay.url, { localAddress: '127.0.0.1' })
    for (let index = 0; index < 200 && !addressRefusal; index += 1) {
      const response = await next.request('irn_publish', { topic: randomTopic(), message: big(socketIndex * 1_000 + index), ttl: 60 })
      if (response.error?.code === -32006) addressRefusal = response.error
      else if (response.error) break
    }
  }
  expect(addressRefusal).toEqual({
    code: -32006,
    message: `Quota exceeded: this address has ${defaultRelayLimits.maxBytesPerIp} bytes of unexpired messages stored`,
  })
  // Memory held for the attacker stays at the address quota (it asked for 20,000 x 256 KiB = 4.9 GiB).
  expect(relay.stats().storedBytes).toBeLessThanOrEqual(defaultRelayLimits.maxBytesPerIp)

  // Someone else still publishes and receives.
  const [dapp, wallet] = await Promise.all([
    connect(relay.url, { localAddress: '127.0.0.2', client: 'dapp' }),
    connect(relay.url, { localAddress: '127.0.0.3', client: 'wallet' }),
  ])
  const topic = randomTopic()
  await wallet.request('irn_subscribe', { topic })
  expect((await dapp.request('irn_publish', { topic, message: 'aGVsbG8=', ttl: 300 })).result).toBe(true)
  expect((await wallet.next((frame) => frame.method === 'irn_subscription')).params.data.message).toBe('aGVsbG8=')
}, 90_000) // about 100 MB of publishes

test('attack: subscription flood from one client and from one address hits the quotas', async () => {
  const relay = await startRelay({ limits: { maxSubscriptionsPerSocket: 10, maxSubscriptionsPerClient: 15, maxSubscriptionsPerIp: 25 } })
  const [first, second] = await Promise.all([connect(relay.url, { client: 'hoarder' }), connect(relay.url, { client: 'hoarder' })])
  const topics = (count: number) => Array.from({ length: count }, randomTopic)
  expect((await first.request('irn_batchSubscribe', { topics: topics(10) })).result).toHaveLength(10)
  expect((await second.request('irn_batchSubscribe', { topics: topics(6) })).error).toEqual({
    code: -32004,
    message: 'Too many subscriptions: this client may hold 15 over all its sockets',
  })
  expect((await second.request('irn_batchSubscribe', { topics: topics(5) })).result).toHaveLength(5)
  const anonymous = await connect(relay.url)
  expect((await anonymous.request('irn_batchSubscribe', { topics: topics(10) })).result).toHaveLength(10)
  const another = await connect(relay.url)
  expect((await another.request('irn_subscribe', { topic: randomTopic() })).error).toEqual({
    code: -32004,
    message: 'Too many subscriptions: sockets from this address may hold 25',
  })
  // Closing a socket gives its subscriptions back.
  await first.close()
  await expect.poll(() => relay.stats().subscriptions).toBe(15)
  expect((await another.request('irn_subscribe', { topic: randomTopic() })).result).toMatch(/^[0-9a-f]{64}$/)
})

test('attack: forged, expired, foreign-audience and malformed client JWTs are refused with the reason', async () => {
  const relay = await startRelay()
  const victim = generateKeyPair()
  const attacker = generateKeyPair()
  const valid = await signJWT('0'.repeat(64), relay.url, 3_600, victim)
  const [header, payload] = valid.split('.')
  // The victim's identity with the attacker's signature.
  const forgedSignature = (await signJWT('0'.repeat(64), relay.url, 3_600, attacker)).split('.')[2]
  const forged = `${header}.${payload}.${forgedSignature}`
  // The victim's signature over a payload the attacker edited (a later exp).
  const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString())
  const edited = `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString('base64url')}.${valid.split('.')[2]}`
  const expired = await signJWT('0'.repeat(64), relay.url, 60, victim, Math.floor(Date.now() / 1000) - 3_600)
  const foreign = await signJWT('0'.repeat(64), 'wss://relay.walletconnect.org', 3_600, victim)
  const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`
  const cases = [
    [forged, 'Invalid JWT: signature does not match iss'],
    [edited, 'Invalid JWT: signature does not match iss'],
    [expired, 'Invalid JWT: expired'],
    [foreign, 'Invalid JWT: aud "wss://relay.walletconnect.org" is not this relay'],
    [none, 'Invalid JWT: alg must be EdDSA and typ JWT'],
    ['not-a-jwt', 'Invalid JWT: expected header.payload.signature'],
    ['a.b.c', 'Invalid JWT: header or payload is not base64url JSON'],
  ] as const
  for (const [jwt, reason] of cases) {
    expect(await handshake(`${relay.url}/?auth=${encodeURIComponent(jwt)}&projectId=x`)).toEqual({ status: 401, body: reason })
  }
  expect(relay.stats().connections).toBe(0)

  const accepted = await handshake(`${relay.url}/?auth=${valid}&projectId=x`)
  expect(accepted.status).toBe(101)
  // `ws://127.0.0.1:<port>/` (trailing slash, as the demo's ?relay= override allows) and localhost name this relay too.
  const slash = await signJWT('0'.repeat(64), `${relay.url}/`, 3_600, victim)
  expect((await handshake(`${relay.url}/?auth=${slash}`)).status).toBe(101)
  const localhost = await signJWT('0'.repeat(64), `ws://localhost:${relay.port}`, 3_600, victim)
  expect((await handshake(`${relay.url}/?auth=${localhost}`)).status).toBe(101)
  expect(encodeIss(victim.publicKey)).toMatch(/^did:key:z6Mk/)
  // The spec's other carrier: an Authorization header (non-browser clients), checked the same way.
  expect((await handshake(relay.url, { headers: { authorization: `Bearer ${valid}` } })).status).toBe(101)
  expect(await handshake(relay.url, { headers: { authorization: `Bearer ${forged}` } })).toEqual({
    status: 401,
    body: 'Invalid JWT: signature does not match iss',
  })
  expect(await handshake(relay.url, { headers: { authorization: 'Basic abc' } })).toEqual({
    status: 401,
    body: 'Invalid JWT: the Authorization header must be "Bearer <JWT>"',
  })
})

test('parameters: publicUrls names the audiences a JWT may carry', async () => {
  const relay = await startRelay({ publicUrls: ['wss://relay.example.com'] })
  const own = await createClientJwt('client', { aud: relay.url })
  expect((await handshake(`${relay.url}/?auth=${own}`)).status).toBe(401)
  const proxied = await createClientJwt('client', { aud: 'wss://relay.example.com/' })
  expect((await handshake(`${relay.url}/?auth=${proxied}`)).status).toBe(101)
  expect(testClientId('client')).toMatch(/^did:key:z6Mk/)
})

test('attack: SIGKILL right after an acknowledged publish loses nothing (5 of 5 delivered after a restart)', async () => {
  const directory = await mkdtemp(join(tmpdir(), 'kit-relay-kill-'))
  opened.directories.push(directory)
  const persistPath = join(directory, 'mailbox.jsonl')
  let port = 0
  const published: { topic: string; message: string }[] = []
  for (let round = 0; round < 5; round += 1) {
    const relay = await startRelayProcess(['--port', String(port), '--persist', persistPath])
    opened.children.push(relay.child)
    const { child, url } = relay
    port = relay.port
    const publisher = await connect(url, { client: 'publisher' })
    const sent = { topic: randomTopic(), message: Buffer.from(`round ${round} `.repeat(100)).toString('base64') }
    expect((await publisher.request('irn_publish', { ...sent, ttl: 300, tag: 1108 })).result).toBe(true)
    child.kill('SIGKILL')
    await new Promise((resolve) => child.once('exit', resolve))
    published.push(sent)
  }
  const restarted = await startRelayProcess(['--port', String(port), '--persist', persistPath])
  opened.children.push(restarted.child)
  const { url } = restarted
  const subscriber = await connect(url, { client: 'subscriber' })
  await subscriber.request('irn_batchSubscribe', { topics: published.map((sent) => sent.topic) })
  await subscriber.next(() => subscriber.pushes().length === published.length, { timeoutMs: 5_000 })
  const delivered = subscriber.pushes().map((push) => ({ topic: push.params.data.topic, message: push.params.data.message }))
  expect(delivered).toEqual(expect.arrayContaining(published))
  expect(delivered).toHaveLength(5)
}, 120_000) // six relay processes start one after another
