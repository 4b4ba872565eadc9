import { type LocalRedis, startRedis } from '@kit/test/servers'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { createTestSocket, randomTopic, type TestSocket } from './testing/createTestSocket.js'
import { type RelayProcess, startRelayProcess } from './testing/startRelayProcess.js'

// Two relay processes on one real redis-server (issue 18): instance A is stopped in the middle of a
// publish load, gracefully (SIGTERM: drain, close code 1012, exit 0) or not at all (SIGKILL). The
// clients reconnect to instance B; every publish A acknowledged reaches the subscriber.

let redis: LocalRedis
const cleanups: (() => Promise<unknown> | unknown)[] = []

beforeAll(async () => {
  redis = await startRedis()
})

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  await redis?.stop()
})

const TOPICS = 4
/** Per topic, below the relay's per-topic mailbox limit (200). */
const MESSAGES_PER_TOPIC = 150

async function socket(url: string, client: string): Promise<TestSocket> {
  const opened = await createTestSocket(url, { client })
  cleanups.push(() => opened.close())
  return opened
}

/** A subscriber that acknowledges every push (as WalletConnect clients do) and records what it got. */
async function subscribe(url: string, topics: string[], received: Set<string>): Promise<TestSocket> {
  const subscriber = await socket(url, 'subscriber')
  subscriber.socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as { id: number; method?: string; params?: { data: { message: string } } }
    if (frame.method !== 'irn_subscription' || !frame.params) return
    received.add(frame.params.data.message)
    subscriber.ack(frame)
  })
  for (const topic of topics) expect((await subscriber.request('irn_subscribe', { topic })).result).toBeTypeOf('string')
  return subscriber
}

/**
 * Publishes every message of `queue` not yet acknowledged, one request at a time per topic, until
 * the socket closes; `acked` collects the ones the relay answered `true`.
 */
async function publishAll(publisher: TestSocket, queues: Map<string, string[]>, acked: Set<string>): Promise<void> {
  await Promise.all(
    [...queues].map(async ([topic, queue]) => {
      for (const message of queue) {
        if (acked.has(message)) continue
        if (publisher.socket.readyState !== WebSocket.OPEN) return
        const response = await publisher.request('irn_publish', { topic, message, ttl: 300, tag: 1108 }).catch(() => undefined)
        if (response?.result === true) acked.add(message)
      }
    }),
  )
}

for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
  test(`behavior: ${signal} of an instance during a publish load loses no acknowledged message (clients reconnect to the other instance)`, async () => {
    const env = { REDIS_URL: redis.url, KIT_RELAY_SHUTDOWN_GRACE_MS: '200' }
    const [a, b]: RelayProcess[] = [await startRelayProcess(['--port', '0'], env), await startRelayProcess(['--port', '0'], env)]
    cleanups.push(
      () => a.kill(),
      () => b.kill(),
    )
    const topics = Array.from({ length: TOPICS }, () => randomTopic())
    const queues = new Map(
      topics.map((topic, t) => [topic, Array.from({ length: MESSAGES_PER_TOPIC }, (_, index) => Buffer.from(`${signal} ${t}/${index}`).toString('base64'))]),
    )
    const acked = new Set<string>()
    const received = new Set<string>()

    const subscriber = await subscribe(a.url, topics, received)
    const publisher = await socket(a.url, 'publisher')
    const load = publishAll(publisher, queues, acked)
    // Stop A mid-load: some messages acknowledged, many still to go.
    await expect.poll(() => acked.size, { timeout: 20_000, interval: 5 }).toBeGreaterThanOrEqual(120)
    a.child.kill(signal)
    const [subscriberCode, publisherCode, exitCode] = await Promise.all([subscriber.closed, publisher.closed, a.exited])
    await load
    const ackedOnA = acked.size
    expect(ackedOnA).toBeLessThan(TOPICS * MESSAGES_PER_TOPIC)
    if (signal === 'SIGTERM') {
      // Graceful: "service restart" close code, exit 0, and only JSON lines on stdout.
      expect([subscriberCode, publisherCode]).toEqual([1012, 1012])
      expect(exitCode).toBe(0)
      const lines = a.stdout().trim().split('\n')
      for (const line of lines)
        expect(JSON.parse(line)).toMatchObject({ service: 'kit-relay', level: expect.any(String), msg: expect.any(String), time: expect.any(String) })
      expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(expect.arrayContaining(['SIGTERM received, draining', 'stopped']))
    } else {
      expect(subscriberCode).toBe(1006)
    }

    // The load balancer sends both clients to B; the publisher retries what was not acknowledged.
    await subscribe(b.url, topics, received)
    await publishAll(await socket(b.url, 'publisher'), queues, acked)
    expect(acked.size).toBe(TOPICS * MESSAGES_PER_TOPIC)
    await expect.poll(() => [...acked].filter((message) => !received.has(message)).length, { timeout: 15_000 }).toBe(0)
  }, 90_000)
}
