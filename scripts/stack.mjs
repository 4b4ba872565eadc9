#!/usr/bin/env node
// The local stack for the demo: the devnet chains, then the demo (Vite dev server, or with
// --preview a production build served by `vite preview`, as the end-to-end tests use it).
// Ports: KIT_DEMO_PORT (5173), KIT_ANVIL_PORT (8545), KIT_ANVIL_BASE_PORT (8546).
import { spawn, spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDevnet } from '../apps/devnet/dist/index.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const demoDir = join(root, 'apps/demo')
const vite = join(demoDir, 'node_modules/.bin/vite')
const preview = process.argv.includes('--preview')
const demoPort = process.env.KIT_DEMO_PORT ?? '5173'

const devnet = await startDevnet()
const [anvil, base] = devnet.chains
const env = {
  ...process.env,
  KIT_DEMO_PORT: demoPort,
  VITE_KIT_ANVIL_URL: anvil.rpcUrl,
  VITE_KIT_ANVIL_BASE_URL: base.rpcUrl,
}

if (preview) {
  const build = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: demoDir, stdio: 'inherit', env })
  if (build.status !== 0) {
    await devnet.stop()
    process.exit(build.status ?? 1)
  }
}
const server = spawn(vite, preview ? ['preview'] : [], { cwd: demoDir, stdio: 'inherit', env })

console.log(
  [
    '',
    '  Kit local stack',
    `  demo             http://127.0.0.1:${demoPort}  (also /vanilla.html and /two.html)`,
    `  anvil 31337      ${anvil.rpcUrl}`,
    `  anvil 8453       ${base.rpcUrl}`,
    `  USDC / TST       ${devnet.tokens.USDC?.address ?? ''} ${devnet.tokens.TST?.address ?? ''}`,
    '  Ctrl-C stops everything.',
    '',
  ].join('\n'),
)

let stopping = false
async function shutdown(code = 0) {
  if (stopping) return
  stopping = true
  server.kill('SIGTERM')
  await devnet.stop()
  process.exit(code)
}
server.on('exit', (code) => void shutdown(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0))
