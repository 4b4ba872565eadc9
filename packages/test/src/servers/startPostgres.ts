import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './freePort.js'

/** A PostgreSQL server started from the machine's binaries (Debian's `postgresql` package). */
export interface LocalPostgres {
  /** Connection string of the first of `databases` (else of `postgres`). */
  readonly url: string
  readonly port: number
  /** Connection string of database `name` on this server. */
  urlOf(name: string): string
  /** Creates another empty database and returns its URL. */
  createDatabase(name: string): Promise<string>
  /** Fast shutdown; a throwaway data folder is deleted. */
  stop(): Promise<void>
}

export interface StartPostgresOptions {
  /** Folder with `initdb`, `postgres`, `pg_isready`, `createdb` (default `findPostgresBinaries()`). */
  readonly binaries?: string
  /** Data folder kept across runs (initdb on first use). Default: a temp folder, no fsync, deleted by `stop()`. */
  readonly dir?: string
  /** Default: a free loopback port. */
  readonly port?: number
  /** Databases created at start (an existing one is kept). */
  readonly databases?: readonly string[]
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
    const versions = readdirSync(root)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a))
    candidates.push(...versions.map((version) => join(root, version, 'bin')))
  }
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres')))
}

/** PostgreSQL refuses to run as root: when we are root, run it as `nobody` (from /etc/passwd). */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('nobody:'))
  const [, , uid, gid] = line?.split(':') ?? []
  if (uid === undefined || gid === undefined) throw new Error('Running as root and no "nobody" user to run PostgreSQL as')
  return { uid: Number(uid), gid: Number(gid) }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

type ServerUser = { uid: number; gid: number } | undefined
type PostgresSetup = { binaries: string; dataDir: string; user: ServerUser; env: NodeJS.ProcessEnv }

/** initdb of a new data folder (trust auth, UTF-8, C locale; no sync for a throwaway one). */
function initDataDir({ binaries, dataDir, user, env }: PostgresSetup, home: string, throwaway: boolean): void {
  mkdirSync(home, { recursive: true })
  if (user) chownSync(home, user.uid, user.gid)
  const args = ['-D', dataDir, '-U', 'postgres', '-A', 'trust', ...(throwaway ? ['--no-sync'] : []), '-E', 'UTF8', '--locale=C']
  const init = spawnSync(join(binaries, 'initdb'), args, { ...user, encoding: 'utf8', env })
  if (init.status !== 0) throw new Error(`initdb failed (${init.status}): ${init.stderr || init.error?.message}`)
}

/** One `postgres` on `port`, once `pg_isready` says it accepts connections (30 s at most); undefined if it did not. */
async function spawnUntilReady({ binaries, dataDir, user, env }: PostgresSetup, port: number, extra: readonly string[], onLog: (chunk: string) => void) {
  const started = spawn(
    join(binaries, 'postgres'),
    ['-D', dataDir, '-p', String(port), '-h', '127.0.0.1', '-k', dataDir, '-c', 'max_connections=100', ...extra],
    {
      ...user,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  started.stderr?.setEncoding('utf8').on('data', onLog)
  const killOnExit = (): void => {
    started.kill('SIGKILL')
  }
  process.once('exit', killOnExit)
  started.once('exit', () => process.off('exit', killOnExit))
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline && started.exitCode === null) {
    if (spawnSync(join(binaries, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port)], { env }).status === 0) return started
    await sleep(100)
  }
  started.kill('SIGKILL')
  return undefined
}

/** Fast shutdown (SIGINT, SIGKILL after 5 s). */
async function stopServer(running: ChildProcess): Promise<void> {
  if (running.exitCode !== null || running.signalCode !== null) return
  const exited = new Promise((resolve) => running.once('exit', resolve))
  running.kill('SIGINT')
  const timer = setTimeout(() => running.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}

/**
 * Starts `postgres` on loopback (initdb first when the data folder is new) and resolves once it
 * accepts connections and `databases` exist. Throws a clear error when the binaries are missing.
 */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<LocalPostgres> {
  const binaries = options.binaries ?? findPostgresBinaries()
  if (!binaries)
    throw new Error('No initdb/postgres under /usr/lib/postgresql/*/bin or KIT_PG_BIN: apt-get install postgresql (node scripts/bootstrap.mjs does)')
  const throwaway = options.dir === undefined
  const home = options.dir ?? mkdtempSync(join(tmpdir(), 'kit-pg-'))
  const setup: PostgresSetup = {
    binaries,
    dataDir: throwaway ? join(home, 'data') : home,
    user: serverUser(),
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', LANG: 'C' },
  }
  const cleanup = (): void => {
    if (throwaway) rmSync(home, { recursive: true, force: true })
  }
  try {
    if (!existsSync(join(setup.dataDir, 'PG_VERSION'))) initDataDir(setup, home, throwaway)
  } catch (error) {
    cleanup()
    throw error
  }
  // Test data only in a throwaway folder: no fsync.
  const fast = throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []
  let server: ChildProcess | undefined
  let port = 0
  let log = ''
  for (let attempt = 0; attempt < 3 && !server; attempt++) {
    port = options.port ?? (await freePort())
    server = await spawnUntilReady(setup, port, fast, (chunk) => {
      log = (log + chunk).slice(-4_000)
    })
    if (options.port !== undefined) break
  }
  if (!server) {
    cleanup()
    throw new Error(`PostgreSQL did not start: ${log}`)
  }
  const running = server
  const urlOf = (name: string): string => `postgres://postgres@127.0.0.1:${port}/${name}`
  const createDatabase = async (name: string): Promise<string> => {
    const created = spawnSync(join(binaries, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name], { encoding: 'utf8', env: setup.env })
    if (created.status !== 0 && !/already exists/.test(created.stderr)) throw new Error(`createdb ${name} failed: ${created.stderr}`)
    return urlOf(name)
  }
  for (const database of options.databases ?? []) await createDatabase(database)
  return {
    url: urlOf(options.databases?.[0] ?? 'postgres'),
    port,
    urlOf,
    createDatabase,
    async stop() {
      await stopServer(running)
      cleanup()
    },
  }
}
