import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { type CreateRelayParameters, createRelay, type Relay } from './createRelay.js'
import { createTestSocket, type Frame, randomTopic, sleep, type TestSocket } from './testing/createTestSocket.js'

// When a stored message leaves the mailbox (issue 33): once every recipient of its topic (the
// clients that subscribed to it, the publisher aside) acknowledged it, as WalletConnect's relay does.

const opened: { relays: Relay[]; sockets: TestSocket[]; directories: string[] } = { relays: [], sockets: [], directories: [] }

async function startRelay(parameters: CreateRelayParameters = {}): Promise<Relay> {
  const relay = await createRelay({ sweepIntervalMs: 50, ...parameters })
  opened.relays.push(relay)
  return relay
}

async function connect(relay: Relay, client?: string): Promise<TestSocket> {
  const socket = await createTestSocket(relay.url, client ? { client } : {})
  opened.sockets.push(socket)
  return socket
}

/** A client that acknowledges every push, as sign-client does. */
function acknowledgeAll(socket: TestSocket): void {
  socket.socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Frame
    if (frame.method === 'irn_subscription') socket.ack(frame)
  })
}

afterEach(async () => {
  await Promise.all(opened.sockets.splice(0).map((socket) => socket.close()))
  await Promise.all(opened.relays.splice(0).map((relay) => relay.close()))
  await Promise.all(opened.directories.splice(0).map((directory) => rm(directory, { recursive: true, force: true })))
})

const base64 = (text: string) => Buffer.from(text).toString('base64')

test('behavior: an acknowledged message leaves the mailbox, so a topic takes far more than maxMessagesPerTopic messages in its TTL', async () => {
  const relay = await startRelay({ limits: { maxMessagesPerTopic: 5 } })
  const topic = randomTopic()
  const [dapp, wallet] = [await connect(relay, 'dapp'), await connect(relay, 'wallet')]
  acknowledgeAll(wallet)
  await dapp.request('irn_subscribe', { topic })
  await wallet.request('irn_subscribe', { topic })
  for (let index = 0; index < 50; index += 1) {
    expect((await dapp.request('irn_publish', { topic, message: base64(`request ${index}`), ttl: 300 })).result).toBe(true)
    await wallet.next((frame) => frame.params?.data?.message === base64(`request ${index}`))
  }
  await expect.poll(() => relay.stats()).toMatchObject({ storedMessages: 0, settled: 50 })
  // Unacknowledged ones still count: the dapp (a recipient too) never acknowledges the wallet's.
  for (let index = 0; index < 5; index += 1) await wallet.request('irn_publish', { topic, message: base64(`reply ${index}`), ttl: 300 })
  expect((await wallet.request('irn_publish', { topic, message: base64('reply 5'), ttl: 300 })).error).toEqual({
    code: -32001,
    message: 'Mailbox full: topic holds 5 messages not yet delivered',
  })
  // The dapp acknowledges them: room again.
  for (const push of dapp.pushes()) dapp.ack(push)
  await expect.poll(() => relay.stats().storedMessages).toBe(0)
  expect((await wallet.request('irn_publish', { topic, message: base64('reply 5'), ttl: 300 })).result).toBe(true)
})

test('behavior: a message stays for a recipient that is away until it comes back and acknowledges; one acknowledged is not pushed to that client again', async () => {
  const relay = await startRelay()
  const topic = randomTopic()
  const [publisher, first] = [await connect(relay, 'publisher'), await connect(relay, 'first')]
  acknowledgeAll(first)
  await first.request('irn_subscribe', { topic })
  const away = await connect(relay, 'away')
  await away.request('irn_subscribe', { topic })
  await away.close()
  await publisher.request('irn_publish', { topic, message: base64('one'), ttl: 300 })
  await first.next((frame) => frame.method === 'irn_subscription')
  await sleep(150)
  expect(relay.stats()).toMatchObject({ storedMessages: 1, acks: 1, settled: 0 })
  // 'first' reconnects: it acknowledged the message already, so it is not pushed again.
  const firstAgain = await connect(relay, 'first')
  await firstAgain.request('irn_subscribe', { topic })
  // 'away' comes back: it gets the message, acknowledges, and the message leaves the mailbox.
  const back = await connect(relay, 'away')
  acknowledgeAll(back)
  await back.request('irn_subscribe', { topic })
  expect((await back.next((frame) => frame.method === 'irn_subscription')).params.data.message).toBe(base64('one'))
  await expect.poll(() => relay.stats()).toMatchObject({ storedMessages: 0, settled: 1 })
  expect(firstAgain.pushes()).toEqual([])
})

test('behavior: a recipient that unsubscribes, or an anonymous one whose socket closes, is owed nothing any more', async () => {
  const relay = await startRelay()
  const [topicA, topicB] = [randomTopic(), randomTopic()]
  const [publisher, acknowledging] = [await connect(relay, 'publisher'), await connect(relay, 'acknowledging')]
  acknowledgeAll(acknowledging)
  const leaving = await connect(relay, 'leaving')
  const anonymous = await connect(relay)
  for (const topic of [topicA, topicB]) await acknowledging.request('irn_subscribe', { topic })
  await leaving.request('irn_subscribe', { topic: topicA })
  await anonymous.request('irn_subscribe', { topic: topicB })
  await publisher.request('irn_publish', { topic: topicA, message: base64('a'), ttl: 300 })
  await publisher.request('irn_publish', { topic: topicB, message: base64('b'), ttl: 300 })
  await expect.poll(() => relay.stats().acks).toBe(2)
  await sleep(150)
  expect(relay.stats().storedMessages).toBe(2)
  await leaving.request('irn_unsubscribe', { topic: topicA, id: 'x' })
  await anonymous.close()
  await expect.poll(() => relay.stats()).toMatchObject({ storedMessages: 0, settled: 2 })
})

test('behavior: irn_batchFetchMessages and irn_fetchMessages count as the acknowledgement', async () => {
  const relay = await startRelay()
  const [topicA, topicB] = [randomTopic(), randomTopic()]
  const [publisher, wallet] = [await connect(relay, 'publisher'), await connect(relay, 'wallet')]
  await publisher.request('irn_publish', { topic: topicA, message: base64('fetched'), ttl: 300 })
  await publisher.request('irn_publish', { topic: topicB, message: base64('fetched one'), ttl: 300 })
  const fetched = await wallet.request('irn_batchFetchMessages', { topics: [topicA] })
  expect(fetched.result.messages.map((message: { message: string }) => message.message)).toEqual([base64('fetched')])
  expect(relay.stats()).toMatchObject({ storedMessages: 1, settled: 1 })
  const one = await wallet.request('irn_fetchMessages', { topic: topicB })
  expect(one.result).toMatchObject({ messages: [{ topic: topicB, message: base64('fetched one'), tag: 0 }], hasMore: false })
  expect(relay.stats()).toMatchObject({ storedMessages: 0, settled: 2 })
  expect((await wallet.request('irn_fetchMessages', { topic: 'nope' })).error?.code).toBe(-32602)
})

test('behavior: a dropped message stays dropped after a restart (the mailbox log records the drop)', async () => {
  const directory = await mkdtemp(join(tmpdir(), 'kit-relay-settle-'))
  opened.directories.push(directory)
  const persistPath = join(directory, 'mailbox.jsonl')
  const relay = await startRelay({ persistPath })
  const topic = randomTopic()
  const [publisher, wallet] = [await connect(relay, 'publisher'), await connect(relay, 'wallet')]
  acknowledgeAll(wallet)
  await wallet.request('irn_subscribe', { topic })
  await publisher.request('irn_publish', { topic, message: base64('delivered'), ttl: 300 })
  await publisher.request('irn_publish', { topic: randomTopic(), message: base64('owed'), ttl: 300 })
  await expect.poll(() => relay.stats()).toMatchObject({ storedMessages: 1, settled: 1 })
  await relay.close()
  const restarted = await startRelay({ persistPath, port: relay.port })
  expect(restarted.stats().storedMessages).toBe(1)
})
