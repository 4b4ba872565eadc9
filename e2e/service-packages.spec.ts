// The backend services as an operator gets them (issue 18, "Deployable"): the relay, the Kit API and
// the secure frame are packed (`pnpm pack`, with @kit/core, @kit/frame-protocol and the private @kit/server-shared they depend on),
// installed with npm into a temp dir outside the workspace, and each is started with one command
// (`npx @kit/relay`, `npx @kit/api`, `npx @kit/secure`) configured by environment variables only
// (the secure frame in production mode). Each answers 200 on /healthz and /readyz, writes only
// JSON lines on stdout, and drains and stops on SIGTERM. No browser: this spec only runs processes.
import { execFile, spawn } from 'node:child_process'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'

const run = promisify(execFile)
const root = fileURLToPath(new URL('..', import.meta.url))
const packages = ['apps/relay', 'apps/api', 'apps/secure', 'packages/core', 'packages/frame-protocol', 'packages/server-shared']

type Service = { name: 'relay' | 'api' | 'secure'; env: (dir: string) => Record<string, string> }
const services: Service[] = [
  { name: 'relay', env: (dir) => ({ KIT_RELAY_PORT: '0', KIT_RELAY_PERSIST: join(dir, 'relay-mailbox.jsonl') }) },
  { name: 'api', env: () => ({ KIT_API_PORT: '0', KIT_API_DATA_DIR: 'memory://', KIT_API_INDEXER: 'off' }) },
  // Production mode: an external master key and a real SMTP server's URL (nothing is mailed here).
  {
    name: 'secure',
    env: () => ({ KIT_SECURE_PORT: '0', KIT_SECURE_KEY: '22'.repeat(32), KIT_SMTP_URL: 'smtp://127.0.0.1:2', KIT_SECURE_DATA_DIR: 'memory://' }),
  },
]

let work: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(480_000)
  work = await mkdtemp(join(tmpdir(), 'kit-services-'))
  const packs = join(work, 'packs')
  for (const dir of packages) await run('pnpm', ['pack', '--pack-destination', packs], { cwd: join(root, dir) })
  const tarballs = (await readdir(packs)).filter((name) => name.endsWith('.tgz')).map((name) => join(packs, name))
  await writeFile(join(work, 'package.json'), JSON.stringify({ name: 'kit-services', private: true }))
  // npm reads the public registry for the third-party dependencies (its cache makes a rerun fast).
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...tarballs], { cwd: work, timeout: 420_000 })
})

test.afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
})

test('services: npx @kit/relay, npx @kit/api and npx @kit/secure start from their packed packages: /healthz and /readyz 200, JSON log lines, SIGTERM drains', async () => {
  test.setTimeout(300_000)
  await Promise.all(
    services.map(async (service) => {
      // Only what an operator sets: PATH, HOME and the service's own variables (no workspace env).
      const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? work, ...service.env(work) }
      // Its own process group: `npx` does not forward SIGTERM, so it goes to the group (as a
      // container runtime's stop reaches the service itself).
      const child = spawn('npx', ['--no', `@kit/${service.name}`], { cwd: work, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
      let stdout = ''
      let stderr = ''
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
      const closed = new Promise<void>((resolve) => child.stdout.once('close', () => resolve()))
      try {
        await expect
          .poll(() => (child.exitCode === null ? stdout.includes('listening on') : `exited: ${stderr}`), {
            timeout: 180_000,
            message: `${service.name} listens`,
          })
          .toBe(true)
        const { url } = JSON.parse(stdout.split('\n').find((line) => line.includes('listening on'))!) as { url: string }
        const base = url.replace(/^ws/, 'http')
        for (const path of ['/healthz', '/readyz']) expect((await fetch(`${base}${path}`)).status, `${service.name} ${path}`).toBe(200)
        process.kill(-child.pid!, 'SIGTERM')
        await closed
        const lines = stdout
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as { service: string; level: string; msg: string })
        expect(
          lines.every((line) => line.service === `kit-${service.name}`),
          stdout,
        ).toBe(true)
        expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['SIGTERM received, draining', 'stopped']))
      } finally {
        try {
          process.kill(-child.pid!, 'SIGKILL')
        } catch {
          // The group is gone already.
        }
      }
    }),
  )
})
