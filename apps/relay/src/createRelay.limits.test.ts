import { afterEach, expect, test } from 'vitest'
import { type CreateRelayParameters, createRelay, type Relay } from './createRelay.js'
import { createTestSocket, randomTopic, type TestSocket } from './testing/createTestSocket.js'
import { malformedFrames } from './testing/malformedFrames.js'

// Malformed input, the caps that keep the relay bounded, and TTL expiry on an injected clock.

const opened: { relays: Relay[]; sockets: TestSocket[] } = { relays: [], sockets: [] }

async function startRelay(parameters: CreateRelayParameters = {}): Promise<Relay> {
  const relay = await createRelay(parameters)
  opened.relays.push(relay)
  return relay
}

async function connect(relay: Relay): Promise<TestSocket> {
  const socket = await createTestSocket(relay.url)
  opened.sockets.push(socket)
  return socket
}

afterEach(async () => {
  await Promise.all(opened.sockets.splice(0).map((socket) => socket.close()))
  await Promise.all(opened.relays.splice(0).map((relay) => relay.close()))
})

test.each(malformedFrames.map((frame) => [frame.name, frame] as const))('behavior: malformed frame (%s)', async (_, frame) => {
  const relay = await startRelay()
  const socket = await connect(relay)
  socket.sendRaw(frame.data, frame.binary)
  const answer = await socket.next(() => true)
  expect(answer).toMatchObject({ jsonrpc: '2.0', error: { code: frame.code, message: expect.any(String) } })
  expect([1, null]).toContain(answer.id)
  expect((await socket.request('irn_subscribe', { topic: randomTopic() })).result).toMatch(/^[0-9a-f]{64}$/)
  expect(relay.stats().errors).toBe(1)
})

test('behavior: invalid params name the offending field', async () => {
  const relay = await startRelay()
  const socket = await connect(relay)
  const response = await socket.request('irn_publish', { topic: randomTopic(), message: 'eA==', ttl: 'soon' })
  expect(response.error).toMatchInlineSnapshot(`
    {
      "code": -32602,
      "message": "Invalid params: ✖ Invalid input: expected number, received string
      → at ttl",
    }
  `)
})

test('behavior: invalid UTF-8 in a text frame closes the socket with 1007', async () => {
  const relay = await startRelay()
  const socket = await connect(relay)
  socket.sendRaw(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]))
  expect(await socket.closed).toBe(1007)
  const next = await connect(relay)
  expect((await next.request('irn_subscribe', { topic: randomTopic() })).result).toBeTypeOf('string')
})

test('parameters: limits.maxFrameBytes (a larger frame closes the socket with 1009)', async () => {
  const relay = await startRelay({ limits: { maxFrameBytes: 4_096 } })
  const socket = await connect(relay)
  socket.sendRaw(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_publish', params: { message: 'x'.repeat(5_000) } }))
  expect(await socket.closed).toBe(1009)
  const next = await connect(relay)
  expect((await next.request('irn_subscribe', { topic: randomTopic() })).result).toBeTypeOf('string')
})

test('parameters: limits.maxMessageBytes', async () => {
  const relay = await startRelay({ limits: { maxMessageBytes: 1_024 } })
  const socket = await connect(relay)
  const topic = randomTopic()
  expect((await socket.request('irn_publish', { topic, message: 'x'.repeat(1_024), ttl: 300 })).result).toBe(true)
  const tooLarge = await socket.request('irn_publish', { topic, message: 'y'.repeat(1_025), ttl: 300 })
  expect(tooLarge.error).toEqual({ code: -32003, message: 'Message too large: 1025 bytes (limit 1024)' })
  const proposal = await socket.request('wc_proposeSession', { pairingTopic: randomTopic(), sessionProposal: 'z'.repeat(2_000) })
  expect(proposal.error?.code).toBe(-32003)
  expect(relay.stats()).toMatchObject({ storedMessages: 1, subscriptions: 0 })
})

test('parameters: limits.maxMessagesPerTopic', async () => {
  const relay = await startRelay({ limits: { maxMessagesPerTopic: 3 } })
  const socket = await connect(relay)
  const topic = randomTopic()
  for (const message of ['MQ==', 'Mg==', 'Mw==']) {
    expect((await socket.request('irn_publish', { topic, message, ttl: 300 })).result).toBe(true)
  }
  const refused = await socket.request('irn_publish', { topic, message: 'NA==', ttl: 300 })
  expect(refused.error).toEqual({ code: -32001, message: 'Mailbox full: topic holds 3 messages not yet delivered' })
  // A retry of a stored message is still accepted; another topic still has room.
  expect((await socket.request('irn_publish', { topic, message: 'Mw==', ttl: 300 })).result).toBe(true)
  expect((await socket.request('irn_publish', { topic: randomTopic(), message: 'NA==', ttl: 300 })).result).toBe(true)
  expect(relay.stats().storedMessages).toBe(4)
})

test('parameters: limits.maxTotalMessages (wc_approveSession stores both parts or neither)', async () => {
  const relay = await startRelay({ limits: { maxTotalMessages: 4 } })
  const socket = await connect(relay)
  for (let index = 0; index < 3; index += 1) {
    expect((await socket.request('irn_publish', { topic: randomTopic(), message: 'eA==', ttl: 300 })).result).toBe(true)
  }
  const approval = await socket.request('wc_approveSession', {
    sessionTopic: randomTopic(),
    pairingTopic: randomTopic(),
    sessionProposalResponse: 'cmVzcG9uc2U=',
    sessionSettlementRequest: 'c2V0dGxl',
  })
  expect(approval.error).toEqual({ code: -32002, message: 'Relay full: 4 unexpired messages stored' })
  expect(relay.stats()).toMatchObject({ storedMessages: 3, published: 3, subscriptions: 0 })
  expect((await socket.request('irn_publish', { topic: randomTopic(), message: 'eA==', ttl: 300 })).result).toBe(true)
  const full = await socket.request('irn_publish', { topic: randomTopic(), message: 'eA==', ttl: 300 })
  expect(full.error?.code).toBe(-32002)
})

test('parameters: limits.maxSubscriptionsPerSocket', async () => {
  const relay = await startRelay({ limits: { maxSubscriptionsPerSocket: 3 } })
  const socket = await connect(relay)
  const topics = [randomTopic(), randomTopic(), randomTopic()]
  expect((await socket.request('irn_batchSubscribe', { topics: topics.slice(0, 2) })).result).toHaveLength(2)
  // Re-subscribing counts once; a batch that would overflow is refused as a whole.
  expect((await socket.request('irn_batchSubscribe', { topics: [...topics.slice(0, 2), randomTopic(), randomTopic()] })).error).toEqual({
    code: -32004,
    message: 'Too many subscriptions: this socket may hold 3',
  })
  expect(relay.stats().subscriptions).toBe(2)
  expect((await socket.request('irn_subscribe', { topic: topics[2] })).result).toBeTypeOf('string')
  expect((await socket.request('irn_subscribe', { topic: topics[0] })).result).toBeTypeOf('string')
  expect((await socket.request('irn_subscribe', { topic: randomTopic() })).error?.code).toBe(-32004)
  expect((await socket.request('wc_proposeSession', { pairingTopic: randomTopic(), sessionProposal: 'eA==' })).error?.code).toBe(-32004)
  expect(relay.stats()).toMatchObject({ subscriptions: 3, storedMessages: 0 })
  // Other sockets have their own budget.
  const other = await connect(relay)
  expect((await other.request('irn_subscribe', { topic: randomTopic() })).result).toBeTypeOf('string')
})

test('parameters: limits.maxConnections', async () => {
  const relay = await startRelay({ limits: { maxConnections: 2 } })
  await connect(relay)
  await connect(relay)
  const third = await connect(relay)
  expect(await third.closed).toBe(1013)
  expect(relay.stats().connections).toBe(2)
})

test('parameters: now (TTL expiry on an injected clock)', async () => {
  let clock = 1_700_000_000_000
  const relay = await startRelay({ now: () => clock, limits: { maxMessagesPerTopic: 1, maxTtlSeconds: 600 } })
  const [publisher, early, late] = await Promise.all([connect(relay), connect(relay), connect(relay)])
  const topic = randomTopic()
  expect((await publisher.request('irn_publish', { topic, message: 'c29vbg==', ttl: 300 })).result).toBe(true)

  clock += 299_000
  await early.request('irn_subscribe', { topic })
  const push = await early.next((frame) => frame.method === 'irn_subscription')
  expect(push.params.data.publishedAt).toBe(1_700_000_000_000)
  expect((await publisher.request('irn_publish', { topic, message: 'dG9vIG1hbnk=', ttl: 300 })).error?.code).toBe(-32001)

  clock += 1_000
  expect(relay.stats().storedMessages).toBe(0)
  await late.request('irn_subscribe', { topic })
  expect((await late.request('irn_batchFetchMessages', { topics: [topic] })).result).toEqual({ messages: [], hasMore: false })
  expect(late.pushes()).toHaveLength(0)
  // Expiry frees the topic's slot; TTLs above maxTtlSeconds are clamped.
  expect((await publisher.request('irn_publish', { topic, message: 'bGF0ZXI=', ttl: 1_000_000 })).result).toBe(true)
  clock += 599_000
  expect(relay.stats().storedMessages).toBe(1)
  clock += 1_000
  expect(relay.stats().storedMessages).toBe(0)
})
