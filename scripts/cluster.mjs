#!/usr/bin/env node
// `npm run cluster`: the self-hosted backend as it runs on several machines, on this one: a real
// PostgreSQL and Redis, two instances each of the Kit API, the WalletConnect relay and the secure
// frame sharing them, the local chains, and the demo pointed at the first instance of each
// (`?api=`, `?relay=`, `?secure=` on the demo URL reach the second ones). Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDevnet } from '../apps/devnet/dist/index.js'
import { loadApiConfig, startApi } from '../apps/api/dist/index.js'
import { createRelay } from '../apps/relay/dist/index.js'
import { startSecure } from '../apps/secure/dist/index.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const env = process.env
const port = (name, fallback) => Number(env[name] ?? fallback)
const dataDir = join(env.KIT_DATA_DIR ?? join(root, '.kit-data'), 'cluster')
mkdirSync(dataDir, { recursive: true })
const stops = []
const children = []

function postgresBinaries() {
  if (env.KIT_PG_BIN) return env.KIT_PG_BIN
  const base = '/usr/lib/postgresql'
  const version = existsSync(base) ? readdirSync(base).filter((name) => /^\d+$/.test(name)).sort((a, b) => b - a)[0] : undefined
  if (!version) throw new Error('PostgreSQL not found: apt-get install postgresql, or set KIT_PG_BIN')
  return join(base, version, 'bin')
}

/** PostgreSQL refuses to run as root: as root it runs as `nobody`. */
function serverUser() {
  if (process.getuid?.() !== 0) return {}
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((entry) => entry.startsWith('nobody:'))
  const [, , uid, gid] = line.split(':')
  return { uid: Number(uid), gid: Number(gid) }
}

function spawnService(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...options })
  let tail = ''
  child.stderr.on('data', (chunk) => (tail = (tail + chunk).slice(-2000)))
  child.once('exit', (code) => {
    if (!stopping) console.error(`[kit] ${name} exited (${code}): ${tail}`)
  })
  children.push(child)
  return child
}

async function waitFor(check, what, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`)
}

async function startPostgres() {
  const bin = postgresBinaries()
  const user = serverUser()
  const pgDir = join(dataDir, 'postgres')
  const pgPort = port('KIT_CLUSTER_PG_PORT', 5433)
  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    mkdirSync(pgDir, { recursive: true })
    if (user.uid !== undefined) chownSync(pgDir, user.uid, user.gid)
    const init = spawnSync(join(bin, 'initdb'), ['-D', pgDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C'], { ...user, encoding: 'utf8' })
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`)
  }
  spawnService('postgres', join(bin, 'postgres'), ['-D', pgDir, '-p', String(pgPort), '-h', '127.0.0.1', '-k', pgDir], user)
  const ready = () => spawnSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(pgPort)]).status === 0
  await waitFor(ready, 'PostgreSQL')
  for (const database of ['kit_api', 'kit_secure']) spawnSync(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'postgres', database])
  return (database) => `postgres://postgres@127.0.0.1:${pgPort}/${database}`
}

async function startRedis() {
  const redisPort = port('KIT_CLUSTER_REDIS_PORT', 6380)
  const redisDir = join(dataDir, 'redis')
  mkdirSync(redisDir, { recursive: true })
  const binary = env.KIT_REDIS_SERVER_PATH ?? 'redis-server'
  let ready = false
  const child = spawn(binary, ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', redisDir, '--appendonly', 'yes', '--appendfsync', 'everysec'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  child.stdout.on('data', (chunk) => (ready ||= String(chunk).includes('Ready to accept connections')))
  children.push(child)
  await waitFor(() => ready, 'redis-server')
  return `redis://127.0.0.1:${redisPort}`
}

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
  const database = await startPostgres()
  const redisUrl = await startRedis()
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
  console.log(['', '  Kit cluster (two instances of each service on PostgreSQL and Redis)', ...lines.map((line) => `  ${line}`), `  demo             http://127.0.0.1:${demoPort}`,
    `  second instances: http://127.0.0.1:${demoPort}/?api=${encodeURIComponent(apis[1].url)}&relay=${encodeURIComponent(relays[1].url)}&secure=${encodeURIComponent(secures[1].url)}`,
    '  Ctrl-C stops everything.', ''].join('\n'))
} catch (error) {
  console.error(`[kit] cluster failed to start: ${error instanceof Error ? error.message : error}`)
  await shutdown(1)
}
