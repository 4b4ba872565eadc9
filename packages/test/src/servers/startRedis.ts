import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { freePort } from './freePort.js'

/** A `redis-server` started from the machine's binary (Debian's `redis-server` package). */
export interface LocalRedis {
  readonly url: string
  readonly port: number
  readonly child: ChildProcess
  stop(): Promise<void>
}

export interface StartRedisOptions {
  /** Default `findRedisServer()`. */
  readonly binary?: string
  /** Default: a free loopback port. */
  readonly port?: number
  /** Folder for an append-only file kept across runs. Default: no persistence. */
  readonly dir?: string
}

/** `KIT_REDIS_SERVER_PATH` or `redis-server` on the PATH; undefined when it does not run. */
export function findRedisServer(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidate = env['KIT_REDIS_SERVER_PATH'] ?? 'redis-server'
  return spawnSync(candidate, ['--version'], { stdio: 'ignore' }).status === 0 ? candidate : undefined
}

/** Starts `redis-server` on loopback; resolves once it accepts connections. */
export async function startRedis(options: StartRedisOptions = {}): Promise<LocalRedis> {
  const binary = options.binary ?? process.env['KIT_REDIS_SERVER_PATH'] ?? 'redis-server'
  const port = options.port ?? (await freePort())
  if (options.dir) mkdirSync(options.dir, { recursive: true })
  const persistence = options.dir ? ['--dir', options.dir, '--appendonly', 'yes', '--appendfsync', 'everysec'] : ['--save', '', '--appendonly', 'no']
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', ...persistence], { stdio: ['ignore', 'pipe', 'pipe'] })
  const killOnExit = (): void => {
    child.kill('SIGKILL')
  }
  process.once('exit', killOnExit)
  child.once('exit', () => process.off('exit', killOnExit))
  await new Promise<void>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`redis-server did not start within 15 s: ${output}`)), 15_000)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(
        new Error(`${binary} could not start (${error.message}): apt-get install redis-server (node scripts/bootstrap.mjs does), or set KIT_REDIS_SERVER_PATH`),
      )
    })
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`redis-server exited with ${code}: ${output}`))
    })
  })
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
