#!/usr/bin/env node
// `npm run cluster`: the self-hosted backend as it runs on several machines, on this one: a real
// PostgreSQL and Redis, two instances each of the Kit API, the WalletConnect relay and the secure
// frame sharing them, the local chains, and the demo pointed at the first instance of each
// (`?api=`, `?relay=`, `?secure=` on the demo URL reach the second ones). Ctrl-C stops everything.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startPostgres, startRedis } from '@kit/test/servers'
import { loadApiConfig, startApi } from '../apps/api/dist/index.js'
import { startDevnet } from '../apps/devnet/dist/index.js'
import { createRelay } from '../apps/relay/dist/index.js'
import { startSecure } from '../apps/secure/dist/index.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const env = process.env
const port = (name, fallback) => Number(env[name] ?? fallback)
const dataDir = join(env.KIT_DATA_DIR ?? join(root, '.kit-data'), 'cluster')
mkdirSync(dataDir, { recursive: true })
const stops = []
const children = []

let stopping = false
async function shutdown(code = 0) {
  if (stopping) return
  stopping = true
  for (const stop of stops.reverse()) await stop().catch(() => undefined)
  for (const child of children.reverse()) child.kill('SIGTERM')
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0))

try {
  const postgres = await startPostgres({ dir: join(dataDir, 'postgres'), port: port('KIT_CLUSTER_PG_PORT', 5433), databases: ['kit_api', 'kit_secure'] })
  stops.push(() => postgres.stop())
  const database = postgres.urlOf
  const redis = await startRedis({ dir: join(dataDir, 'redis'), port: port('KIT_CLUSTER_REDIS_PORT', 6380) })
  stops.push(() => redis.stop())
  const redisUrl = redis.url
  const devnet = await startDevnet()
  stops.push(() => devnet.stop())
  const [anvil, base] = devnet.chains
  const lines = [`postgres         ${database('kit_api')} (and kit_secure)`, `redis            ${redisUrl}`, `anvil            ${anvil.rpcUrl}, ${base.rpcUrl}`]
  const apis = []
  for (const offset of [0, 10]) {
    const config = loadApiConfig({
      env: {
        ...env,
        KIT_API_PORT: String(port('KIT_API_PORT', 8787) + offset),
        DATABASE_URL: database('kit_api'),
        REDIS_URL: redisUrl,
        KIT_API_RPC_URLS: `eip155:31337=${anvil.rpcUrl},eip155:8453=${base.rpcUrl}`,
      },
    })
    const api = await startApi(config)
    stops.push(() => api.close())
    apis.push(api)
    lines.push(`kit api          ${api.url} (lease holder ${api.indexer.holder.slice(0, 8)})`)
  }
  const relays = []
  for (const offset of [0, 10]) {
    const relay = await createRelay({ port: port('KIT_RELAY_PORT', 8788) + offset, redisUrl })
    stops.push(() => relay.close())
    relays.push(relay)
    lines.push(`walletconnect    ${relay.url}`)
  }
  const masterKeyFile = join(dataDir, 'secure-master.key')
  if (!existsSync(masterKeyFile)) writeFileSync(masterKeyFile, randomBytes(32).toString('hex'), { mode: 0o600 })
  const secures = []
  for (const offset of [0, 10]) {
    const secure = await startSecure({
      // Development mode (SMTP catcher, social stand-ins); both instances share the key store in
      // PostgreSQL, so they share one master key, kept outside their data directories.
      mode: 'development',
      port: port('KIT_SECURE_PORT', 5180) + offset,
      smtp: { port: port('KIT_SMTP_PORT', 2525) + offset },
      databaseUrl: database('kit_secure'),
      dataDir: join(dataDir, `secure-${offset}`),
      keyFile: masterKeyFile,
      chains: [
        { id: 31337, name: 'Anvil', rpcUrls: [anvil.rpcUrl] },
        { id: 8453, name: 'Base (local)', rpcUrls: [base.rpcUrl] },
      ],
      apiUrl: apis[0].url,
    })
    stops.push(() => secure.stop())
    secures.push(secure)
    lines.push(`secure frame     ${secure.url} (inbox ${secure.inboxUrl})`)
  }
  const demoPort = String(port('KIT_DEMO_PORT', 5173))
  const demoEnv = {
    ...env,
    KIT_DEMO_PORT: demoPort,
    VITE_KIT_ANVIL_URL: anvil.rpcUrl,
    VITE_KIT_ANVIL_BASE_URL: base.rpcUrl,
    VITE_KIT_API_URL: apis[0].url,
    VITE_KIT_RELAY_URL: relays[0].url,
    VITE_KIT_SECURE_URL: secures[0].url,
  }
  const demo = spawn(join(root, 'apps/demo/node_modules/.bin/vite'), [], { cwd: join(root, 'apps/demo'), stdio: 'inherit', env: demoEnv })
  children.push(demo)
  console.log(
    [
      '',
      '  Kit cluster (two instances of each service on PostgreSQL and Redis)',
      ...lines.map((line) => `  ${line}`),
      `  demo             http://127.0.0.1:${demoPort}`,
      `  second instances: http://127.0.0.1:${demoPort}/?api=${encodeURIComponent(apis[1].url)}&relay=${encodeURIComponent(relays[1].url)}&secure=${encodeURIComponent(secures[1].url)}`,
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  )
} catch (error) {
  console.error(`[kit] cluster failed to start: ${error instanceof Error ? error.message : error}`)
  await shutdown(1)
}
