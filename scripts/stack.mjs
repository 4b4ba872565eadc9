#!/usr/bin/env node
// The local stack for the demo: chains (EVM, Solana, Bitcoin), the ERC-4337 bundler, the Kit API (project id
// kit-demo, indexing the EVM chains), the WalletConnect relay, the secure frame (email and
// social login, with its SMTP catcher and local OIDC provider), then
// the demo (Vite dev server, or with --preview a production build served by `vite preview`,
// as the end-to-end tests use it). Every port has a default and an environment override
// (README "Local stack"); the demo is built with the resulting URLs.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadApiConfig, startApi } from '../apps/api/dist/index.js'
import { devnetNamesGatewayUrl, startBitcoinService, startBundler, startDevnet, startSolanaDevnet } from '../apps/devnet/dist/index.js'
import { startOnRamp } from '../apps/onramp/dist/index.js'
import { createRelay } from '../apps/relay/dist/index.js'
import { DEFAULT_PROJECTS, startSecure } from '../apps/secure/dist/index.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const demoDir = join(root, 'apps/demo')
const vite = join(demoDir, 'node_modules/.bin/vite')
const preview = process.argv.includes('--preview')
const env = process.env
const port = (name, fallback) => Number(env[name] ?? fallback)
const dataDir = env.KIT_DATA_DIR ?? join(root, '.kit-data', preview ? 'e2e' : 'dev')
const demoPort = port('KIT_DEMO_PORT', 5173)
// The demo project's dev origins: its config files list the default ports (5173, and 5273 for
// the end-to-end stack); a stack on other ports adds its own demo origin to the project. No
// other page may embed the secure frame or call the API for kit-demo.
const demoOrigins = [`http://127.0.0.1:${demoPort}`, `http://localhost:${demoPort}`]
const withDemoOrigins = (project) => ({ ...project, allowedOrigins: [...new Set([...project.allowedOrigins, ...demoOrigins])] })
mkdirSync(dataDir, { recursive: true })

/** Started in order; each returns its URLs for the demo and a stop function. */
const services = [
  {
    name: 'anvil 31337 + 8453',
    async start() {
      // The names offchain resolver points at this stack's Kit API as its ERC-3668 gateway.
      const devnet = await startDevnet({ namesGatewayUrl: devnetNamesGatewayUrl(port('KIT_API_PORT', 8787)) })
      const [anvil, base] = devnet.chains
      return {
        lines: [`anvil 31337      ${anvil.rpcUrl}`, `anvil 8453       ${base.rpcUrl}`],
        viteEnv: { VITE_KIT_ANVIL_URL: anvil.rpcUrl, VITE_KIT_ANVIL_BASE_URL: base.rpcUrl },
        stop: () => devnet.stop(),
      }
    },
  },
  {
    // ERC-4337 (EntryPoint v0.8) on chain 31337: the embedded wallet's smart-account batches are
    // user operations sent to it with eth_sendUserOperation.
    name: 'bundler',
    async start(urls) {
      const bundler = await startBundler({ rpcUrl: urls.VITE_KIT_ANVIL_URL, port: port('KIT_BUNDLER_PORT', 4337) })
      return { lines: [`bundler (alto)   ${bundler.url} (chain 31337)`], viteEnv: { KIT_BUNDLER_URL: bundler.url }, stop: () => bundler.stop() }
    },
  },
  {
    // The on-ramp sandbox pays out on the local chains; the API reaches it as its default provider.
    name: 'on-ramp sandbox',
    async start(urls) {
      const onramp = await startOnRamp({
        port: port('KIT_ONRAMP_PORT', 8789),
        dataDir: preview ? 'memory://' : join(dataDir, 'onramp'),
        chains: [
          { chainId: 31337, name: 'anvil', displayName: 'Anvil', rpcUrl: urls.VITE_KIT_ANVIL_URL },
          { chainId: 8453, name: 'base', displayName: 'Base (local)', rpcUrl: urls.VITE_KIT_ANVIL_BASE_URL },
        ],
      })
      return { lines: [`on-ramp sandbox  ${onramp.url}`], viteEnv: { KIT_ONRAMP_URL: onramp.url }, stop: () => onramp.stop() }
    },
  },
  {
    name: 'api',
    async start(urls) {
      const config = loadApiConfig({
        env: {
          ...env,
          KIT_API_PORT: String(port('KIT_API_PORT', 8787)),
          KIT_API_DATA_DIR: env.KIT_API_DATA_DIR ?? join(dataDir, 'api'),
          KIT_API_RPC_URLS: `eip155:31337=${urls.VITE_KIT_ANVIL_URL},eip155:8453=${urls.VITE_KIT_ANVIL_BASE_URL}`,
          KIT_API_ONRAMP_URL: urls.KIT_ONRAMP_URL,
        },
      })
      config.projects = config.projects.map((project) => (project.id === 'kit-demo' ? withDemoOrigins(project) : project))
      const api = await startApi(config)
      return { lines: [`kit api          ${api.url} (project kit-demo)`], viteEnv: { VITE_KIT_API_URL: api.url }, stop: () => api.close() }
    },
  },
  {
    name: 'solana',
    async start() {
      const solana = await startSolanaDevnet()
      return {
        lines: [`solana rpc       ${solana.rpcUrl} (ws ${solana.wsUrl})`],
        viteEnv: { VITE_KIT_SOLANA_URL: solana.rpcUrl, VITE_KIT_SOLANA_WS_URL: solana.wsUrl },
        stop: () => solana.stop(),
      }
    },
  },
  {
    name: 'bitcoin',
    async start() {
      const bitcoin = await startBitcoinService()
      return {
        lines: [`bitcoin service  ${bitcoin.url}`],
        viteEnv: { VITE_KIT_BITCOIN_URL: bitcoin.url },
        stop: () => bitcoin.stop(),
      }
    },
  },
  {
    name: 'relay',
    async start() {
      const relay = await createRelay({
        port: port('KIT_RELAY_PORT', 8788),
        persistPath: join(dataDir, 'relay-mailbox.jsonl'),
      })
      return {
        lines: [`walletconnect    ${relay.url}`],
        viteEnv: { VITE_KIT_RELAY_URL: relay.url },
        stop: () => relay.close(),
      }
    },
  },
  {
    name: 'secure frame',
    async start(urls) {
      const secure = await startSecure({
        // The local stack: SMTP catcher with its inbox, social stand-ins, a generated key (kept
        // outside the data directory).
        mode: 'development',
        port: port('KIT_SECURE_PORT', 5180),
        smtp: { port: port('KIT_SMTP_PORT', 2525) },
        // Tests start from a clean slate (a kept device list would ask to approve the device).
        dataDir: preview ? 'memory://' : join(dataDir, 'secure'),
        projects: DEFAULT_PROJECTS.map((project) => (project.id === 'kit-demo' ? withDemoOrigins(project) : project)),
        // Every browser of the local stack (and every e2e test) is one loopback address: the
        // per-IP OTP budgets would count them all as one client. The per-email and per-device budgets stay.
        otpLimits: { issuesPerIpPerHour: 10_000, checksPerIpPerHour: 10_000, codesPerIpPerDay: 10_000, wrongCodesPerIpPerDay: 10_000 },
        // The chains this stack's anvil nodes actually run on (their ports follow KIT_ANVIL_PORT /
        // KIT_ANVIL_BASE_PORT; the defaults list 8545/8546 and 8645/8646 only).
        chains: [
          { id: 31337, name: 'Anvil', rpcUrls: [urls.VITE_KIT_ANVIL_URL], bundlerUrl: urls.KIT_BUNDLER_URL },
          { id: 8453, name: 'Base (local)', rpcUrls: [urls.VITE_KIT_ANVIL_BASE_URL] },
        ],
        // The local Solana devnet answers as Solana Devnet: the embedded wallet signs and sends there.
        solanaChains: [{ id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', name: 'Solana Devnet', rpcUrls: [urls.VITE_KIT_SOLANA_URL] }],
        apiUrl: urls.VITE_KIT_API_URL,
      })
      return {
        lines: [`secure frame     ${secure.url} (inbox ${secure.inboxUrl}, SMTP 127.0.0.1:${secure.smtpPort})`],
        viteEnv: { VITE_KIT_SECURE_URL: secure.url },
        stop: () => secure.stop(),
      }
    },
  },
]

const started = []
let stopping = false
async function shutdown(code = 0) {
  if (stopping) return
  stopping = true
  for (const service of started.reverse()) await service.stop().catch(() => undefined)
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0))

const viteEnv = { KIT_DEMO_PORT: String(demoPort) }
const lines = []
for (const service of services) {
  try {
    const result = await service.start(viteEnv)
    started.push(result)
    Object.assign(viteEnv, result.viteEnv)
    lines.push(...result.lines)
  } catch (error) {
    console.error(`[kit] ${service.name} failed to start: ${error instanceof Error ? error.message : error}`)
    await shutdown(1)
  }
}

const demoEnv = { ...env, ...viteEnv }
// The preview (end-to-end tests) is built into this stack's own data directory, not apps/demo/dist:
// a `vite build` elsewhere (bench/first-load.mjs, a developer) rewrites apps/demo/dist with other
// service URLs, and a preview serving it would switch to that build in the middle of a test run.
const previewDir = resolve(dataDir, 'demo-dist')
if (preview) {
  const build = spawnSync(vite, ['build', '--logLevel', 'warn', '--outDir', previewDir, '--emptyOutDir'], {
    cwd: demoDir,
    stdio: 'inherit',
    env: demoEnv,
  })
  if (build.status !== 0) await shutdown(build.status ?? 1)
}
// --bypass-lock: a stack on other ports (a benchmark's, next to the e2e stack) previews its own
// build directory on its own port; Vite's one-preview-per-project lock would refuse it.
const server = spawn(vite, preview ? ['preview', '--outDir', previewDir, '--bypass-lock'] : [], { cwd: demoDir, stdio: 'inherit', env: demoEnv })
started.push({ stop: async () => void server.kill('SIGTERM') })
server.on('exit', (code) => void shutdown(code ?? 0))

console.log(
  [
    '',
    '  Kit local stack',
    `  demo             http://127.0.0.1:${viteEnv.KIT_DEMO_PORT}  (also /vanilla.html, /two.html and /evm.html)`,
    ...lines.map((line) => `  ${line}`),
    '  Ctrl-C stops everything.',
    '',
  ].join('\n'),
)
