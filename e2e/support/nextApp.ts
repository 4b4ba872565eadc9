import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { stack } from './stack.js'

const run = promisify(execFile)
const exampleDir = fileURLToPath(new URL('../../examples/nextjs', import.meta.url))
const next = join(exampleDir, 'node_modules/.bin/next')

export type NextApp = { url: string; output: () => string; stop(): Promise<void> }

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

async function waitUntilServing(url: string, child: ChildProcess, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`)
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`next start did not answer ${url} within ${timeout} ms`)
}

/**
 * examples/nextjs built with `next build` against the e2e stack's chains, then served by
 * `next start` on a free port: the production server an AppKit user deploys.
 */
export async function startNextApp(): Promise<NextApp> {
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_KIT_ANVIL_URL: stack.anvilUrl,
    NEXT_PUBLIC_KIT_ANVIL_BASE_URL: stack.baseUrl,
  }
  await run(next, ['build'], { cwd: exampleDir, env, timeout: 300_000, maxBuffer: 1 << 24 })
  const port = await freePort()
  const child = spawn(next, ['start', '--hostname', '127.0.0.1', '--port', String(port)], { cwd: exampleDir, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  try {
    await waitUntilServing(url, child, 60_000)
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}\n${output}`)
  }
  return { url, output: () => output, stop }
}
