import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { type CreateRelayParameters, createRelay, type Relay } from './createRelay.js'
import { ListenError } from './errors/listenError.js'
import { createTestSocket, randomTopic, sleep, type TestSocket, testClientId } from './testing/createTestSocket.js'

const opened: { relays: Relay[]; sockets: TestSocket[]; directories: string[] } = { relays: [], sockets: [], directories: [] }

async function startRelay(parameters: CreateRelayParameters = {}): Promise<Relay> {
  const relay = await createRelay(parameters)
  opened.relays.push(relay)
  return relay
}

async function connect(relay: Relay, options: { client?: string } = {}): Promise<TestSocket> {
  const socket = await createTestSocket(relay.url, options)
  opened.sockets.push(socket)
  return socket
}

afterEach(async () => {
  await Promise.all(opened.sockets.splice(0).map((socket) => socket.close()))
  await Promise.all(opened.relays.splice(0).map((relay) => relay.close()))
  await Promise.all(opened.directories.splice(0).map((directory) => rm(directory, { recursive: true, force: true })))
})

test('default', async () => {
  const relay = await startRelay()
  expect(relay.url).toBe(`ws://127.0.0.1:${relay.port}`)
  expect(relay.port).toBeGreaterThan(0)
  expect(relay.stats()).toMatchInlineSnapshot(`
    {
      "acks": 0,
      "connections": 0,
      "delivered": 0,
      "duplicates": 0,
      "errors": 0,
      "published": 0,
      "settled": 0,
      "storedBytes": 0,
      "storedMessages": 0,
      "subscriptions": 0,
      "topics": 0,
    }
  `)
  const health = await fetch(`http://127.0.0.1:${relay.port}/health`)
  expect(await health.json()).toMatchObject({ ok: true, connections: 0 })
  expect((await fetch(`http://127.0.0.1:${relay.port}/`)).status).toBe(426)
})

test('behavior: irn_publish is pushed to every other subscriber, never back to the publisher', async () => {
  const relay = await startRelay()
  const [a, b, c] = await Promise.all([connect(relay), connect(relay), connect(relay)])
  const topic = randomTopic()
  for (const socket of [a, b, c]) expect((await socket.request('irn_subscribe', { topic })).result).toMatch(/^[0-9a-f]{64}$/)
  const subscriptionIdOfB = (await b.request('irn_subscribe', { topic })).result

  const published = await a.request('irn_publish', { topic, message: 'aGVsbG8=', ttl: 300, tag: 1108, prompt: true, correlationId: 7 })
  expect(published.result).toBe(true)
  const push = await b.next((frame) => frame.method === 'irn_subscription')
  expect(push).toMatchObject({
    jsonrpc: '2.0',
    method: 'irn_subscription',
    params: { id: subscriptionIdOfB, data: { topic, message: 'aGVsbG8=', tag: 1108 } },
  })
  expect(typeof push.id).toBe('number')
  expect(push.params.data.publishedAt).toBeGreaterThan(Date.now() - 5_000)
  await c.next((frame) => frame.method === 'irn_subscription')
  b.ack(push)
  await sleep(50)
  expect(a.pushes()).toHaveLength(0)
  expect(relay.stats()).toMatchObject({ published: 1, delivered: 2, acks: 1, storedMessages: 1, subscriptions: 3 })
})

test('behavior: messages stay until TTL: a late subscriber gets them, a live socket never twice', async () => {
  const relay = await startRelay()
  const [publisher, late] = await Promise.all([connect(relay), connect(relay)])
  const topic = randomTopic()
  await publisher.request('irn_publish', { topic, message: 'Zmlyc3Q=', ttl: 300 })
  await publisher.request('irn_publish', { topic, message: 'c2Vjb25k', ttl: 300 })
  // A retried publish of the same message is stored once.
  expect((await publisher.request('irn_publish', { topic, message: 'c2Vjb25k', ttl: 300 })).result).toBe(true)

  await late.request('irn_subscribe', { topic })
  await late.next((frame) => frame.params?.data?.message === 'c2Vjb25k')
  expect(late.pushes().map((push) => push.params.data.message)).toEqual(['Zmlyc3Q=', 'c2Vjb25k'])
  await late.request('irn_subscribe', { topic })
  await late.request('irn_batchSubscribe', { topics: [topic] })
  expect((await late.request('irn_batchFetchMessages', { topics: [topic] })).result).toEqual({ messages: [], hasMore: false })
  expect(late.pushes()).toHaveLength(2)
  // A reconnecting client is a new socket: it gets the stored messages again (clients dedupe by hash).
  const again = await connect(relay)
  await again.request('irn_subscribe', { topic })
  await again.next((frame) => frame.params?.data?.message === 'c2Vjb25k')
  expect(relay.stats()).toMatchObject({ published: 2, duplicates: 1, storedMessages: 2 })
})

test('behavior: irn_batchSubscribe, irn_unsubscribe and irn_batchUnsubscribe', async () => {
  const relay = await startRelay()
  const [publisher, subscriber] = await Promise.all([connect(relay), connect(relay)])
  const [t1, t2, t3] = [randomTopic(), randomTopic(), randomTopic()]
  await publisher.request('irn_publish', { topic: t1, message: 'b25l', ttl: 300 })
  const ids = (await subscriber.request('irn_batchSubscribe', { topics: [t1, t2, t3] })).result
  expect(ids).toHaveLength(3)
  await subscriber.next((frame) => frame.params?.data?.topic === t1)

  expect((await subscriber.request('irn_unsubscribe', { topic: t2, id: ids[1] })).result).toBe(true)
  expect((await subscriber.request('irn_unsubscribe', { topic: t2, id: ids[1] })).result).toBe(true)
  expect((await subscriber.request('irn_batchUnsubscribe', { subscriptions: [{ topic: t3, id: ids[2] }] })).result).toBe(true)
  await publisher.request('irn_publish', { topic: t2, message: 'dHdv', ttl: 300 })
  await publisher.request('irn_publish', { topic: t3, message: 'dGhyZWU=', ttl: 300 })
  await publisher.request('irn_publish', { topic: t1, message: 'Zm91cg==', ttl: 300 })
  await subscriber.next((frame) => frame.params?.data?.message === 'Zm91cg==')
  expect(subscriber.pushes().map((push) => push.params.data.topic)).toEqual([t1, t1])
  expect(relay.stats().subscriptions).toBe(1)
})

test('behavior: irn_batchFetchMessages pages undelivered messages with hasMore', async () => {
  const relay = await startRelay({ limits: { maxFetchMessages: 2 } })
  const [publisher, fetcher] = await Promise.all([connect(relay), connect(relay)])
  const topic = randomTopic()
  for (const message of ['MQ==', 'Mg==', 'Mw==']) await publisher.request('irn_publish', { topic, message, ttl: 300 })
  const first = await fetcher.request('irn_batchFetchMessages', { topics: [topic] })
  expect(first.result.hasMore).toBe(true)
  expect(first.result.messages.map((message: { message: string }) => message.message)).toEqual(['MQ==', 'Mg=='])
  expect(first.result.messages[0]).toMatchObject({ topic, tag: 0, publishedAt: expect.any(Number) })
  const second = await fetcher.request('irn_batchFetchMessages', { topics: [topic] })
  expect(second.result).toMatchObject({ messages: [{ message: 'Mw==' }], hasMore: false })
  expect((await publisher.request('irn_batchFetchMessages', { topics: [topic] })).result.messages).toEqual([])
})

test('behavior: irn_batchPublish stores and delivers each message', async () => {
  const relay = await startRelay()
  const [publisher, subscriber] = await Promise.all([connect(relay), connect(relay)])
  const [t1, t2] = [randomTopic(), randomTopic()]
  await subscriber.request('irn_batchSubscribe', { topics: [t1, t2] })
  const response = await publisher.request('irn_batchPublish', {
    messages: [
      { topic: t1, message: 'YQ==', ttl: 300 },
      { topic: t2, message: 'Yg==', ttl: 300, tag: 4 },
    ],
  })
  expect(response.result).toBe(true)
  await subscriber.next((frame) => frame.params?.data?.topic === t2)
  expect(subscriber.pushes()).toHaveLength(2)
})

test('behavior: subscription id is sha256(topic + JWT iss), as sign-client computes it', async () => {
  const relay = await startRelay()
  const socket = await connect(relay, { client: 'subscriber' })
  const iss = testClientId('subscriber')
  const topic = randomTopic()
  const expected = createHash('sha256')
    .update(topic + iss)
    .digest('hex')
  expect((await socket.request('irn_subscribe', { topic })).result).toBe(expected)
  expect((await socket.request('irn_batchSubscribe', { topics: [topic] })).result).toEqual([expected])
})

test('behavior: messages of one client (JWT iss) are not echoed to its other sockets', async () => {
  const relay = await startRelay()
  const client = 'same client, two sockets'
  const [first, second, other] = await Promise.all([connect(relay, { client }), connect(relay, { client }), connect(relay)])
  const topic = randomTopic()
  await first.request('irn_publish', { topic, message: 'bWluZQ==', ttl: 300 })
  await second.request('irn_subscribe', { topic })
  await other.request('irn_subscribe', { topic })
  await other.next((frame) => frame.method === 'irn_subscription')
  expect(second.pushes()).toHaveLength(0)
})

test('behavior: wc_proposeSession / wc_approveSession route the session setup like sign-client expects', async () => {
  const relay = await startRelay()
  const [dapp, wallet] = await Promise.all([connect(relay, { client: 'dapp' }), connect(relay, { client: 'wallet' })])
  const pairingTopic = randomTopic()
  const sessionTopic = randomTopic()

  // The dapp never subscribes to the pairing topic itself (skipSubscribe): the relay does it.
  const proposed = await dapp.request('wc_proposeSession', {
    pairingTopic,
    sessionProposal: 'cHJvcG9zYWw=',
    ttl: 300,
    correlationId: 1,
  })
  expect(proposed.result).toBe(true)
  await wallet.request('irn_subscribe', { topic: pairingTopic })
  const proposal = await wallet.next((frame) => frame.method === 'irn_subscription')
  expect(proposal.params.data).toMatchObject({ topic: pairingTopic, message: 'cHJvcG9zYWw=', tag: 1100 })

  // The wallet never subscribes to the session topic itself either.
  const approved = await wallet.request('wc_approveSession', {
    sessionTopic,
    pairingTopic,
    sessionProposalResponse: 'cmVzcG9uc2U=',
    sessionSettlementRequest: 'c2V0dGxl',
    ttl: 300,
    correlationId: 1,
  })
  expect(approved.result).toBe(true)
  const response = await dapp.next((frame) => frame.method === 'irn_subscription')
  expect(response.params.data).toMatchObject({ topic: pairingTopic, message: 'cmVzcG9uc2U=', tag: 1101 })
  await dapp.request('irn_subscribe', { topic: sessionTopic })
  const settle = await dapp.next((frame) => frame.params?.data?.topic === sessionTopic)
  expect(settle.params.data).toMatchObject({ message: 'c2V0dGxl', tag: 1102 })

  // The dapp's answer on the session topic reaches the wallet, which the relay subscribed.
  await dapp.request('irn_publish', { topic: sessionTopic, message: 'dHJ1ZQ==', ttl: 300, tag: 1103 })
  const ack = await wallet.next((frame) => frame.params?.data?.topic === sessionTopic)
  expect(ack.params.data).toMatchObject({ message: 'dHJ1ZQ==', tag: 1103 })
  expect(wallet.pushes()).toHaveLength(2)
  expect(dapp.pushes()).toHaveLength(2)
})

test('behavior: integer ids above 2^53 are echoed byte for byte', async () => {
  const relay = await startRelay()
  const socket = await connect(relay)
  const raw: string[] = []
  socket.socket.on('message', (data) => raw.push(data.toString()))
  const topic = randomTopic()
  socket.sendRaw(`{"id":1733000000000123457,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic}"}}`)
  socket.sendRaw('{"id":"1733000000000123458","jsonrpc":"2.0","method":"irn_nope"}')
  await socket.next((frame) => frame.error !== undefined)
  expect(raw[0]).toMatch(/^\{"jsonrpc":"2\.0","id":1733000000000123457,"result":"[0-9a-f]{64}"\}$/)
  expect(raw[1]).toBe('{"jsonrpc":"2.0","id":"1733000000000123458","error":{"code":-32601,"message":"Method not found: irn_nope"}}')
})

test('behavior: persistPath keeps stored messages across a restart', async () => {
  const directory = await mkdtemp(join(tmpdir(), 'kit-relay-'))
  opened.directories.push(directory)
  const persistPath = join(directory, 'nested', 'mailbox.jsonl')
  const topic = randomTopic()
  const first = await createRelay({ persistPath })
  const publisher = await createTestSocket(first.url, { client: 'publisher' })
  await publisher.request('irn_publish', { topic, message: 'a2VwdA==', ttl: 300, tag: 1108 })
  await first.close()
  expect(await publisher.closed).toBe(1012)
  const lines = (await readFile(persistPath, 'utf8')).trim().split('\n')
  expect(lines.map((line) => JSON.parse(line))).toMatchObject([{ add: { topic, tag: 1108, message: 'a2VwdA==' } }])

  const second = await startRelay({ port: first.port, persistPath })
  expect(second.stats().storedMessages).toBe(1)
  const [samePublisher, subscriber] = await Promise.all([connect(second, { client: 'publisher' }), connect(second)])
  await samePublisher.request('irn_subscribe', { topic })
  await subscriber.request('irn_subscribe', { topic })
  const push = await subscriber.next((frame) => frame.method === 'irn_subscription')
  expect(push.params.data).toMatchObject({ topic, message: 'a2VwdA==', tag: 1108 })
  expect(samePublisher.pushes()).toHaveLength(0)
})

test('behavior: unreadable lines of the mailbox log are reported and skipped, the rest is kept', async () => {
  const directory = await mkdtemp(join(tmpdir(), 'kit-relay-'))
  opened.directories.push(directory)
  const persistPath = join(directory, 'mailbox.jsonl')
  const stored = { topic: randomTopic(), message: 'a2VwdA==', hash: 'h', publishedAt: Date.now(), expiresAt: Date.now() + 60_000, tag: 1, publisherId: 'x' }
  // A torn last line is what a crash in the middle of an append leaves.
  await writeFile(persistPath, `{ not json\n${JSON.stringify({ add: stored })}\n{"add":{"topic":"`)
  const warnings: string[] = []
  const relay = await startRelay({ persistPath, logger: { warn: (message) => warnings.push(message) } })
  expect(relay.stats().storedMessages).toBe(1)
  expect(warnings).toEqual([expect.stringContaining('Skipped 2 unreadable line(s) of the relay mailbox log')])
  expect((await readFile(persistPath, 'utf8')).trim().split('\n')).toHaveLength(1)
})

test('behavior: a mailbox file in the old whole-file JSON format is read and converted', async () => {
  const directory = await mkdtemp(join(tmpdir(), 'kit-relay-'))
  opened.directories.push(directory)
  const persistPath = join(directory, 'mailbox.json')
  const stored = { topic: randomTopic(), message: 'b2xk', hash: 'h', publishedAt: Date.now(), expiresAt: Date.now() + 60_000, tag: 1, publisherId: 'x' }
  await writeFile(persistPath, JSON.stringify({ version: 1, messages: [stored] }))
  const relay = await startRelay({ persistPath })
  expect(relay.stats().storedMessages).toBe(1)
  expect(JSON.parse((await readFile(persistPath, 'utf8')).trim())).toEqual({ add: stored })
})

test('behavior: sockets are pinged; one that never answers is terminated', async () => {
  const relay = await startRelay({ pingIntervalMs: 100 })
  const answering = await connect(relay)
  let pings = 0
  answering.socket.on('ping', () => (pings += 1))
  const silent = await createTestSocket(relay.url, { autoPong: false })
  opened.sockets.push(silent)
  expect(await silent.closed).toBe(1006)
  expect(pings).toBeGreaterThanOrEqual(1)
  expect(answering.socket.readyState).toBe(answering.socket.OPEN)
})

test('behavior: close() sends 1012 so clients reconnect, and a new relay can take the port', async () => {
  const relay = await createRelay()
  const socket = await createTestSocket(relay.url)
  await relay.close()
  await relay.close()
  expect(await socket.closed).toBe(1012)
  const again = await startRelay({ port: relay.port })
  expect(again.port).toBe(relay.port)
  await expect(createRelay({ port: relay.port })).rejects.toThrow(`Relay could not listen on 127.0.0.1:${relay.port}`)
  await expect(createRelay({ port: relay.port })).rejects.toThrow(ListenError)
})
