#!/usr/bin/env node
// Benchmark (prints figures; not a test) of the backend on several instances (issue 18):
//  1. relay: publish -> delivery latency (300 sequential 512-byte messages, p50 / p99) and pipelined
//     throughput (3,000 messages), with publisher and subscriber on one single-process relay, and
//     with the publisher on instance A and the subscriber on instance B of a Redis cluster;
//  2. API: requests/s of GET /v1/supported-chains (project guard, rate-limit bucket, JSON) for
//     5 s with 40 connections, on one instance (PostgreSQL) and on two instances sharing
//     PostgreSQL and Redis (20 connections each). Two instances only beat one when the machine
//     has cores to spare: the figure says how many this one has.
// Real redis-server and PostgreSQL from the machine's Debian packages, on free ports.
// Usage: pnpm exec turbo run build && node bench/cluster.mjs
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { startPostgres, startRedis } from '@kit/test/servers'
import { freePort } from './lib/benchUtils.mjs'
import { open } from './lib/relayClient.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const { createRelay } = await import(pathToFileURL(join(root, 'apps/relay/dist/index.js')).href)
const { startApi } = await import(pathToFileURL(join(root, 'apps/api/dist/index.js')).href)
const autocannon = createRequire(join(root, 'apps/api/package.json'))('autocannon')

const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]
const ms = (value) => `${value.toFixed(3)} ms`
const topic = () => randomBytes(32).toString('hex')
const message = () => randomBytes(512).toString('base64')

async function relayFigures(publisherUrl, subscriberUrl) {
  const [a, b] = [await open(publisherUrl), await open(subscriberUrl)]
  const t = topic()
  await b.request('irn_subscribe', { topic: t })
  const delivery = []
  for (let index = 0; index < 320; index += 1) {
    const body = message()
    const started = performance.now()
    const delivered = new Promise((resolve) => {
      b.onPush = (data) => data.message === body && resolve(performance.now())
    })
    await Promise.all([delivered, a.request('irn_publish', { topic: t, message: body, ttl: 300, tag: 1108 })])
    if (index >= 20) delivery.push((await delivered) - started)
  }
  const topics = Array.from({ length: 30 }, topic)
  await b.request('irn_batchSubscribe', { topics })
  let received = 0
  const count = 3_000
  const done = new Promise((resolve) => {
    b.onPush = () => ++received === count && resolve(performance.now())
  })
  const started = performance.now()
  await Promise.all(
    Array.from({ length: count }, (_, index) => a.request('irn_publish', { topic: topics[index % topics.length], message: message(), ttl: 300 })),
  )
  const seconds = ((await done) - started) / 1000
  a.socket.close()
  b.socket.close()
  return { p50: quantile(delivery, 0.5), p99: quantile(delivery, 0.99), perSecond: count / seconds }
}

async function load(urls, connections, seconds) {
  const results = await Promise.all(
    urls.map(
      (url) =>
        new Promise((resolve, reject) =>
          autocannon(
            { url: `${url}/v1/supported-chains?projectId=bench&st=appkit&sv=bench`, connections: connections / urls.length, duration: seconds },
            (error, result) => (error ? reject(error) : resolve(result)),
          ),
        ),
    ),
  )
  const ok = results.reduce((sum, result) => sum + result['2xx'], 0)
  const other = results.reduce((sum, result) => sum + result.non2xx + result.errors, 0)
  return { perSecond: ok / seconds, other }
}

const scratch = mkdtempSync(join(tmpdir(), 'kit-bench-cluster-'))
chmodSync(scratch, 0o755) // PostgreSQL runs as nobody when we are root
const redis = await startRedis({ port: await freePort() })
let postgres
try {
  postgres = await startPostgres({ dir: join(scratch, 'pg'), port: await freePort(), databases: ['bench_one', 'bench_two'] })
  const limits = {
    maxMessagesPerTopic: 1_000,
    maxMessagesPerClient: 50_000,
    maxMessagesPerIp: 50_000,
    maxTotalMessages: 50_000,
    maxBytesPerClient: 256 * 1024 * 1024,
    maxBytesPerIp: 256 * 1024 * 1024,
  }
  console.log(`cluster bench (Node ${process.version}, ${availableParallelism()} cores, loopback)`)
  const single = await createRelay({ limits })
  const one = await relayFigures(single.url, single.url)
  await single.close()
  console.log(`relay, one process:          delivery p50 ${ms(one.p50)}, p99 ${ms(one.p99)}; ${Math.round(one.perSecond).toLocaleString('en')} messages/s`)
  const [relayA, relayB] = [await createRelay({ limits, redisUrl: redis.url }), await createRelay({ limits, redisUrl: redis.url })]
  const across = await relayFigures(relayA.url, relayB.url)
  await Promise.all([relayA.close(), relayB.close()])
  console.log(
    `relay, A -> B through Redis: delivery p50 ${ms(across.p50)}, p99 ${ms(across.p99)}; ${Math.round(across.perSecond).toLocaleString('en')} messages/s`,
  )

  const config = (database, redisUrl) => ({
    port: 0,
    logErrors: false,
    storage: { databaseUrl: postgres.urlOf(database) },
    ...(redisUrl ? { redisUrl } : {}),
    indexer: { enabled: false },
    projects: [{ id: 'bench', rateLimit: { requestsPerSecond: 1_000_000, burst: 1_000_000 } }],
  })
  const alone = await startApi(config('bench_one'))
  await load([alone.url], 40, 1) // warm-up
  const oneApi = await load([alone.url], 40, 5)
  await alone.close()
  const pair = [await startApi(config('bench_two', redis.url)), await startApi(config('bench_two', redis.url))]
  await load(
    pair.map((api) => api.url),
    40,
    1,
  ) // warm-up
  const twoApis = await load(
    pair.map((api) => api.url),
    40,
    5,
  )
  await Promise.all(pair.map((api) => api.close()))
  console.log(`api, one instance:           ${Math.round(oneApi.perSecond).toLocaleString('en')} requests/s (${oneApi.other} not 2xx)`)
  console.log(
    `api, two instances + Redis:  ${Math.round(twoApis.perSecond).toLocaleString('en')} requests/s (${twoApis.other} not 2xx), ${(twoApis.perSecond / oneApi.perSecond).toFixed(2)}x`,
  )
} finally {
  await Promise.all([redis.stop(), postgres?.stop()])
  rmSync(scratch, { recursive: true, force: true })
}
