// Same helper as apps/api/src/testing/startTestPostgres.ts (apps stay independent).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

/** A throwaway PostgreSQL server for tests. */
export interface TestPostgres {
  /** Connection string of a fresh database. */
  readonly url: string
  /** Creates another empty database on the same server and returns its URL. */
  createDatabase(name: string): Promise<string>
  stop(): Promise<void>
}

/**
 * The folder with `initdb` and `postgres`: `KIT_PG_BIN`, else the newest
 * `/usr/lib/postgresql/<version>/bin` (Debian's layout). Undefined when absent.
 */
export function findPostgresBinaries(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates: string[] = []
  if (env['KIT_PG_BIN']) candidates.push(env['KIT_PG_BIN'])
  const root = '/usr/lib/postgresql'
  if (existsSync(root)) {
    const versions = readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a))
    candidates.push(...versions.map((version) => join(root, version, 'bin')))
  }
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres')))
}

/** PostgreSQL refuses to run as root: when we are root, run it as `nobody` (from /etc/passwd). */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((entry) => entry.startsWith('nobody:'))
  const [, , uid, gid] = line?.split(':') ?? []
  if (uid === undefined || gid === undefined) throw new Error('Running as root and no "nobody" user to run PostgreSQL as')
  return { uid: Number(uid), gid: Number(gid) }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/**
 * `initdb` into a temp folder and start `postgres` on a free loopback port (fsync off: test
 * data only). Resolves once a connection succeeds. `stop()` shuts it down and deletes the folder.
 */
export async function startTestPostgres(binaries: string): Promise<TestPostgres> {
  const user = serverUser()
  const dir = mkdtempSync(join(tmpdir(), 'kit-secure-pg-'))
  if (user) chownSync(dir, user.uid, user.gid)
  const dataDir = join(dir, 'data')
  const init = spawnSync(
    join(binaries, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
    { ...user, encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', LANG: 'C' } },
  )
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`initdb failed (${init.status}): ${init.stderr || init.error?.message}`)
  }

  let child: ChildProcess | undefined
  let port = 0
  let log = ''
  for (let attempt = 0; attempt < 3 && !child; attempt++) {
    port = await freePort()
    const started = spawn(
      join(binaries, 'postgres'),
      ['-D', dataDir, '-p', String(port), '-h', '127.0.0.1', '-k', dir, '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=60'],
      { ...user, stdio: ['ignore', 'ignore', 'pipe'] },
    )
    started.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      log = (log + chunk).slice(-4_000)
    })
    const killOnExit = (): void => {
      started.kill('SIGKILL')
    }
    process.once('exit', killOnExit)
    started.once('exit', () => process.off('exit', killOnExit))
    const base = `postgres://postgres@127.0.0.1:${port}/postgres`
    const deadline = Date.now() + 20_000
    while (Date.now() < deadline && started.exitCode === null) {
      const client = new pg.Client({ connectionString: base })
      try {
        await client.connect()
        await client.end()
        child = started
        break
      } catch {
        await client.end().catch(() => undefined)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    if (!child) started.kill('SIGKILL')
  }
  if (!child) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`PostgreSQL did not start: ${log}`)
  }
  const server = child
  const base = `postgres://postgres@127.0.0.1:${port}`
  const createDatabase = async (name: string): Promise<string> => {
    const client = new pg.Client({ connectionString: `${base}/postgres` })
    await client.connect()
    try {
      await client.query(`create database "${name.replace(/"/g, '')}"`)
    } finally {
      await client.end()
    }
    return `${base}/${name}`
  }
  return {
    url: await createDatabase('kit_secure_test'),
    createDatabase,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        server.kill('SIGINT'); // fast shutdown
        const timer = setTimeout(() => server.kill('SIGKILL'), 5_000)
        await exited
        clearTimeout(timer)
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
