#!/usr/bin/env node
// Benchmark (prints figures; not a test) of the local WalletConnect relay (@kit/relay) on loopback:
//  1. publish -> delivery latency: raw ws client A publishes (irn_publish), client B receives the
//     irn_subscription push; 200 messages one at a time, median / p95 / max, plus A's publish-ack latency,
//  2. throughput (after a 1,000-message warm-up): A pipelines 5,000 publishes over 50 topics, B acks every push; messages/s until
//     the last delivery, with the mailbox in memory and with persistPath (append-only log, each publish acked
//     after its group-committed fdatasync),
//  3. with persistPath, the publish -> ack latency (what the fsync costs a single publish).
// Messages are 512 random bytes as base64, about the size of an encrypted sign-client request.
// Usage: pnpm --filter @kit/relay build && node bench/relay.mjs
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { open } from './lib/relayClient.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const relayPackage = join(root, 'apps/relay')
const { createRelay } = await import(pathToFileURL(join(relayPackage, 'dist/index.js')).href)

const topic = () => randomBytes(32).toString('hex')
const message = () => randomBytes(512).toString('base64')
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}
const ms = (value) => `${value.toFixed(3)} ms`

async function latency(relay, count) {
  const [a, b] = [await open(relay.url), await open(relay.url)]
  const t = topic()
  await b.request('irn_subscribe', { topic: t })
  const delivery = []
  const ack = []
  for (let index = 0; index < count + 20; index += 1) {
    const body = message()
    const started = performance.now()
    const delivered = new Promise((resolve) => {
      b.onPush = (data) => data.message === body && resolve(performance.now())
    })
    const acked = a.request('irn_publish', { topic: t, message: body, ttl: 300, tag: 1108 }).then(() => performance.now())
    const [deliveredAt, ackedAt] = await Promise.all([delivered, acked])
    if (index < 20) continue // warm-up
    delivery.push(deliveredAt - started)
    ack.push(ackedAt - started)
  }
  a.socket.close()
  b.socket.close()
  return { delivery, ack }
}

async function throughput(relay, count, topicCount) {
  const [a, b] = [await open(relay.url), await open(relay.url)]
  const topics = Array.from({ length: topicCount }, topic)
  await b.request('irn_batchSubscribe', { topics })
  const bodies = Array.from({ length: count }, message)
  let received = 0
  const done = new Promise((resolve) => {
    b.onPush = () => {
      received += 1
      if (received === count) resolve(performance.now())
    }
  })
  const started = performance.now()
  const acks = bodies.map((body, index) => a.request('irn_publish', { topic: topics[index % topicCount], message: body, ttl: 300 }))
  await Promise.all(acks)
  const finished = await done
  a.socket.close()
  b.socket.close()
  return { seconds: (finished - started) / 1000 }
}

// One client publishes everything here: its per-client and per-address quotas are raised to the relay-wide caps.
const limits = {
  maxMessagesPerTopic: 1_000,
  maxTotalMessages: 50_000,
  maxMessagesPerClient: 50_000,
  maxMessagesPerIp: 50_000,
  maxBytesPerClient: 256 * 1024 * 1024,
  maxBytesPerIp: 256 * 1024 * 1024,
}
const relay = await createRelay({ limits })
const { delivery, ack } = await latency(relay, 200)
console.log(`relay bench (Node ${process.version}, loopback, 512-byte messages)`)
console.log(
  `publish -> delivery, 200 sequential messages: median ${ms(quantile(delivery, 0.5))}, p95 ${ms(quantile(delivery, 0.95))}, max ${ms(Math.max(...delivery))}`,
)
console.log(`publish -> ack (irn_publish result):         median ${ms(quantile(ack, 0.5))}, p95 ${ms(quantile(ack, 0.95))}`)
await throughput(relay, 1_000, 10) // warm-up
const memory = await throughput(relay, 5_000, 50)
console.log(
  `throughput, 5,000 pipelined publishes, memory mailbox:  ${Math.round(5_000 / memory.seconds).toLocaleString('en')} messages/s (${memory.seconds.toFixed(2)} s)`,
)
await relay.close()

const directory = mkdtempSync(join(tmpdir(), 'kit-relay-bench-'))
const persisted = await createRelay({ limits, persistPath: join(directory, 'mailbox.jsonl') })
const durable = await latency(persisted, 200)
console.log(`persistPath: publish -> ack (fsync'd):       median ${ms(quantile(durable.ack, 0.5))}, p95 ${ms(quantile(durable.ack, 0.95))}`)
await throughput(persisted, 1_000, 10) // warm-up
const withFile = await throughput(persisted, 5_000, 50)
console.log(
  `throughput, 5,000 pipelined publishes, persistPath:     ${Math.round(5_000 / withFile.seconds).toLocaleString('en')} messages/s (${withFile.seconds.toFixed(2)} s)`,
)
await persisted.close()
rmSync(directory, { recursive: true, force: true })
