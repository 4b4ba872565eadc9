#!/usr/bin/env node
// `npm start` / `npm test` on a machine with only Node and npm: install what is missing
// (pnpm, dependencies, Chromium for the browser tests), build, then start the demo stack or
// run every test. Each step is skipped when already satisfied.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const pnpmVersion = '10.34.9'
const command = process.argv[2]
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' }

function log(message) {
  console.log(`\x1b[36m[kit]\x1b[0m ${message}`)
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env, ...options })
  if (result.status !== 0) {
    if (options.allowFailure) return false
    console.error(`[kit] ${cmd} ${args.join(' ')} failed with exit code ${result.status}`)
    process.exit(result.status ?? 1)
  }
  return true
}

function has(cmd, args = ['--version']) {
  try {
    return execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'ignore'], env })
      .toString()
      .trim()
  } catch {
    return undefined
  }
}

function ensurePnpm() {
  if (has('pnpm') === pnpmVersion) return ['pnpm']
  log(`installing pnpm ${pnpmVersion} (npm i -g)`)
  if (run('npm', ['install', '-g', `pnpm@${pnpmVersion}`], { allowFailure: true }) && has('pnpm') === pnpmVersion) return ['pnpm']
  log('global install not possible; using npx')
  return ['npx', '--yes', `pnpm@${pnpmVersion}`]
}

/**
 * Debian packages the tests need: Redis (relay and API cluster tests) and PostgreSQL, which they
 * start real servers from, and on Linux a CJK font, without which Chromium draws the ja, ko and
 * zh-CN locales' screenshots as empty boxes (e2e/locales.spec.ts checks every glyph draws).
 */
function ensureDebianPackages() {
  const hasPostgres = () =>
    existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/initdb`))
  const hasCjkFont = () => process.platform !== 'linux' || Boolean(has('fc-list', [':lang=ja', 'family']))
  const missing = [
    ...(has(process.env.KIT_REDIS_SERVER_PATH ?? 'redis-server', ['--version']) ? [] : ['redis-server']),
    ...(process.env.KIT_PG_BIN || hasPostgres() ? [] : ['postgresql']),
    ...(hasCjkFont() ? [] : ['fonts-noto-cjk']),
  ]
  if (missing.length === 0) return
  if (process.getuid?.() !== 0 || !has('apt-get', ['--version'])) {
    console.error(
      `[kit] ${missing.join(', ')} not found. Install (Debian/Ubuntu: sudo apt-get install -y ${missing.join(' ')}), or set KIT_REDIS_SERVER_PATH / KIT_PG_BIN.`,
    )
    process.exit(1)
  }
  log(`installing ${missing.join(', ')} from apt`)
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', ...missing], { env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } })
}

function ensureChromium() {
  const path = process.env.KIT_CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (existsSync(path)) return
  const isRoot = process.getuid?.() === 0
  if (!isRoot || !has('apt-get', ['--version'])) {
    console.error(`[kit] Chromium not found at ${path}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set KIT_CHROMIUM_PATH.`)
    process.exit(1)
  }
  log('installing Chromium from apt (about 40 s)')
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } })
}

if (command !== 'start' && command !== 'test') {
  console.error('usage: node scripts/bootstrap.mjs start|test')
  process.exit(2)
}

const pnpm = ensurePnpm()
const [bin, ...prefix] = pnpm
log('installing dependencies')
run(bin, [...prefix, 'install', '--frozen-lockfile', '--prefer-offline'])
log('building packages')
run(bin, [...prefix, 'exec', 'turbo', 'run', 'build', '--output-logs=errors-only'])
// Tests start from type-correct sources: every package's typecheck (tests included).
if (command === 'test') run(bin, [...prefix, 'exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only'])

/** Runs the last step as a child that gets our signals (npm forwards SIGTERM to us, not to it). */
function handOver(cmd, args) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}

if (command === 'start') {
  handOver('node', ['scripts/stack.mjs'])
} else {
  ensureChromium()
  ensureDebianPackages()
  handOver('node', ['scripts/test.mjs'])
}
