import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const cli = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'cli.js')

export type RelayProcess = {
  child: ChildProcess
  url: string
  port: number
  /** Everything the process wrote to stdout so far. */
  stdout(): string
  /** Resolves with the exit code (null when killed by a signal) once the process exited. */
  readonly exited: Promise<number | null>
  kill(): Promise<void>
}

/** Starts the relay CLI (dist/cli.js) in its own process, so a test can SIGKILL it; resolves once it listens. */
export async function startRelayProcess(args: readonly string[], env: Record<string, string> = {}): Promise<RelayProcess> {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`pnpm --filter @kit/relay build\` first`)
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
  let stdout = ''
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      output += chunk.toString()
      const match = /listening on (ws:\/\/\S+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => reject(new Error(`relay exited with ${code}: ${output}`)))
  })
  return {
    child,
    url,
    port: Number(new URL(url).port),
    stdout: () => stdout,
    exited,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGKILL')
      await exited
    },
  }
}
