// Real PostgreSQL and Redis servers from the machine's Debian packages, for `npm run cluster`
// and bench/cluster.mjs (the tests have their own, in apps/api/src/testing and apps/relay).
import { spawn, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

function postgresBinaries() {
  if (process.env.KIT_PG_BIN) return process.env.KIT_PG_BIN
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

async function waitFor(check, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`)
}

/** PostgreSQL in `dir` (initdb on first use) on `port`, with `databases` created; `url(name)` connects to one. */
export async function startPostgres({ dir, port, databases = [] }) {
  const bin = postgresBinaries()
  const user = serverUser()
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true })
    if (user.uid !== undefined) chownSync(dir, user.uid, user.gid)
    const init = spawnSync(join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C'], { ...user, encoding: 'utf8' })
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`)
  }
  const child = spawn(join(bin, 'postgres'), ['-D', dir, '-p', String(port), '-h', '127.0.0.1', '-k', dir], { ...user, stdio: 'ignore' })
  process.once('exit', () => child.kill('SIGTERM'))
  await waitFor(() => spawnSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]).status === 0, 'PostgreSQL')
  for (const database of databases) spawnSync(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database])
  return { child, url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}` }
}

/** redis-server on `port`, its append-only file in `dir` (or no persistence without `dir`). */
export async function startRedis({ dir, port }) {
  const binary = process.env.KIT_REDIS_SERVER_PATH ?? 'redis-server'
  const persistence = dir ? ['--dir', dir, '--appendonly', 'yes', '--appendfsync', 'everysec'] : ['--save', '', '--appendonly', 'no']
  if (dir) mkdirSync(dir, { recursive: true })
  let ready = false
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', ...persistence], { stdio: ['ignore', 'pipe', 'ignore'] })
  process.once('exit', () => child.kill('SIGTERM'))
  child.stdout.on('data', (chunk) => (ready ||= String(chunk).includes('Ready to accept connections')))
  await waitFor(() => ready, 'redis-server')
  return { child, url: `redis://127.0.0.1:${port}` }
}
