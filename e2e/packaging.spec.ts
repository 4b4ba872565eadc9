// The packages as a registry user gets them: every public package is packed (`pnpm pack`, which
// writes the catalog's and the workspace's ranges into each tarball), checked with publint
// --strict and @arethetypeswrong/cli, then installed with npm into fresh Vite apps in a temp dir
// outside the workspace, once with React 18 and once with React 19, next to the app's own viem.
// Each app is built and loaded in Chromium, and the injected test wallet connects on anvil.
// npm reads the public registry (its cache makes the second install fast).
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { createTestWallet, injectTestWallet } from '@kit/test'
import { expect, type Page, test } from '@playwright/test'
import { brotliSize, firstLoadFiles } from '../bench/lib/benchUtils.mjs'
import { chains, walletRdns } from './support/fixtures.js'
import { stack } from './support/stack.js'

const run = promisify(execFile)
const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name: string) => join(root, 'node_modules/.bin', name)
const reactVersions = ['18', '19'] as const

type PackedApp = { dir: string; url: string; close(): Promise<void> }

let work: string
let tarballs: string[] = []
const apps = new Map<(typeof reactVersions)[number], PackedApp>()

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(480_000)
  work = await mkdtemp(join(tmpdir(), 'kit-packaging-'))
  const packs = join(work, 'packs')
  // @kit/server-shared is private (the servers' own code): not a package a registry user gets.
  await run('pnpm', ['-r', '--filter', './packages/*', '--filter', '!@kit/server-shared', 'pack', '--pack-destination', packs], { cwd: root })
  tarballs = (await readdir(packs)).filter((name) => name.endsWith('.tgz')).map((name) => join(packs, name))
  // Both apps install and build side by side (npm's cache is safe to share).
  await Promise.all(
    reactVersions.map(async (react) => {
      const dir = join(work, `app-react-${react}`)
      await writeApp(dir, react)
      await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: dir, timeout: 360_000 })
      await run(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], { cwd: dir })
      await run(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error', '--config', 'vite.minimal.config.ts'], { cwd: dir })
      apps.set(react, { dir, ...(await serve(join(dir, 'dist'))) })
    }),
  )
})

test.afterAll(async () => {
  for (const app of apps.values()) await app.close()
  if (work) await rm(work, { recursive: true, force: true })
})

test('packages: every public package is packed with ranges, publint --strict and attw clean', async () => {
  expect(tarballs.map((path) => path.split('/').pop()).sort()).toEqual(
    ['adapters-bip122', 'adapters-eip155', 'adapters-solana', 'adapters-wagmi', 'core', 'frame-protocol', 'react', 'test', 'ui', 'walletconnect'].map(
      (name) => `kit-${name}-0.1.0.tgz`,
    ),
  )
  test.setTimeout(240_000)
  for (const tarball of tarballs) {
    const { stdout: manifest } = await run('tar', ['-xzOf', tarball, 'package/package.json'])
    // No workspace or catalog protocol may reach the registry.
    expect(manifest, tarball).not.toMatch(/"(workspace|catalog):/)
    // Only the current build: every module and declaration in dist/ comes from a source the
    // package still has (the build clears its JavaScript; tsc never deletes a declaration, and
    // scripts/prune-dist.mjs removes those of removed sources), or is a compiler helper the build
    // compiled in (dist/_virtual/, e.g. the decorators of the ui's Lit elements).
    const name = tarball.match(/kit-([^/]+)-0\.1\.0\.tgz$/)![1]!
    const { stdout: listing } = await run('tar', ['-tzf', tarball], { maxBuffer: 1 << 24 })
    const orphans = listing
      .split('\n')
      .map((entry) => entry.match(/^package\/dist\/(?:types\/)?(.+)\.(?:js|d\.ts)$/)?.[1])
      .filter((module): module is string => module !== undefined && !module.startsWith('_virtual/'))
      .filter((module) => !['.ts', '.tsx'].some((extension) => existsSync(join(root, 'packages', name, 'src', `${module}${extension}`))))
    expect(orphans, tarball).toEqual([])
    expect(listing, `${tarball} has its declarations`).toContain('package/dist/types/exports/index.d.ts')
  }
  const check = (tool: string, args: string[]) =>
    run(bin(tool), args).then(
      () => undefined,
      (error) => `${tool} ${args.join(' ')}:\n${error.stdout}${error.stderr}`,
    )
  const problems = await Promise.all(
    tarballs.flatMap((tarball) => [
      check('publint', ['run', '--strict', tarball]),
      // ESM-only packages (no CommonJS build): the esm-only profile checks node16 from ESM and bundlers.
      check('attw', [tarball, '--profile', 'esm-only', '--format', 'ascii']),
    ]),
  )
  expect(problems.filter(Boolean)).toEqual([])
  const peersOf = async (name: string) => {
    const tarball = tarballs.find((path) => path.endsWith(`kit-${name}-0.1.0.tgz`))!
    return JSON.parse((await run('tar', ['-xzOf', tarball, 'package/package.json'])).stdout).peerDependencies
  }
  expect(await peersOf('react')).toMatchObject({ react: '^18.2.0 || ^19.0.0', 'react-dom': '^18.2.0 || ^19.0.0', '@kit/core': '^0.1.0' })
  expect(await peersOf('adapters-eip155')).toMatchObject({ viem: '^2.0.0', '@kit/core': '^0.1.0' })
  expect(await peersOf('adapters-solana')).toMatchObject({ '@solana/web3.js': expect.any(String), '@kit/core': '^0.1.0' })
  expect(await peersOf('adapters-bip122')).toMatchObject({ 'bitcoinjs-lib': expect.any(String), '@kit/core': '^0.1.0' })
  expect(await peersOf('ui')).toMatchObject({ '@kit/core': '^0.1.0' })
  expect(await peersOf('adapters-wagmi')).toMatchObject({ wagmi: expect.any(String), viem: '^2.0.0', '@kit/core': '^0.1.0' })
})

for (const react of reactVersions) {
  test(`React ${react} app: one React, one viem, one @kit/core; the test wallet connects on anvil`, async ({ page }) => {
    const app = apps.get(react)!
    const installed = (name: string) => readFile(join(app.dir, 'node_modules', name, 'package.json'), 'utf8').then(JSON.parse)
    expect((await installed('react')).version).toMatch(new RegExp(`^${react}\\.`))
    // npm deduped the kit's peers onto the app's own copies: no nested viem, React or core.
    const { stdout: tree } = await run('npm', ['ls', 'viem', 'react', '@kit/core', '--all', '--parseable'], { cwd: app.dir })
    const copies = (name: string) => tree.split('\n').filter((line) => line.endsWith(`/node_modules/${name}`)).length
    expect({ viem: copies('viem'), react: copies('react'), core: copies('@kit/core') }).toEqual({ viem: 1, react: 1, core: 1 })

    // Kit's first load. The page of bench/compare.mjs (one button on mainnet) arrives in one file
    // with the app's Vite 8.4 (18 with Vite 8.3's Rolldown; 2 leaves Rolldown room to fall otherwise).
    // This app imports viem itself: its page holds none of viem's wallet actions (an import('viem')
    // namespace in Kit's lazy code kept all of viem there, 195 KiB brotli in all), and shares one
    // chunk with vanilla.html besides its entry.
    const minimal = await firstLoad(join(app.dir, 'dist-minimal'), 'minimal.html')
    expect(minimal.files).toBeLessThanOrEqual(2)
    const full = await firstLoad(join(app.dir, 'dist'), 'index.html')
    expect(full.code).not.toContain('wallet_watchAsset')
    expect(full.files).toBeLessThanOrEqual(3)
    expect(full.kib).toBeLessThan(120)
    // The modal's chunk (fetched before the first click's list can show) holds its own texts only
    // (packages/ui/src/i18n/modalMessages.ts): a lazy view's English comes with the lazy views.
    const modalChunk = await chunkHolding(join(app.dir, 'dist-minimal'), 'appkit-modal-ready', 'minimal.html')
    expect(modalChunk).toContain('Connect a wallet')
    expect(modalChunk).not.toContain('Select network')

    await connectIn(page, `${app.url}/`)
    await expect(page.getByTestId('app-react')).toHaveText(react)
  })
}

test('plain-HTML page (<appkit-modal>, <appkit-button>, no React) from the packed packages connects', async ({ page }) => {
  await connectIn(page, `${apps.get('18')!.url}/vanilla.html`)
})

/** Loads the page with the test wallet injected and every request off this machine refused, then connects. */
async function connectIn(page: Page, url: string) {
  const wallet = createTestWallet({ accountIndex: 3, chains })
  await injectTestWallet(page, wallet)
  const outside: string[] = []
  await page.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url())
    if (hostname === '127.0.0.1' || hostname === 'localhost') return route.continue()
    outside.push(route.request().url())
    return route.abort()
  })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(url)
  await expect(page.getByTestId('app-status')).toHaveText('disconnected')
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-item-${walletRdns}`).click()
  await expect(page.getByTestId('app-status')).toHaveText('connected')
  await expect(page.getByTestId('app-address')).toHaveText(wallet.getAddress())
  await expect(page.getByTestId('app-network')).toHaveText('eip155:31337')
  expect(errors).toEqual([])
  expect(outside).toEqual([])
}

async function writeApp(dir: string, react: '18' | '19') {
  const tarball = (name: string) => `file:${tarballs.find((path) => path.endsWith(`kit-${name}-0.1.0.tgz`))}`
  const kit = Object.fromEntries(
    ['core', 'frame-protocol', 'adapters-eip155', 'adapters-solana', 'adapters-bip122', 'walletconnect', 'ui', 'react'].map((name) => [
      `@kit/${name}`,
      tarball(name),
    ]),
  )
  const packageJson = {
    name: `kit-packaging-react-${react}`,
    private: true,
    type: 'module',
    dependencies: { ...kit, react: `^${react}`, 'react-dom': `^${react}`, viem: '^2' },
    devDependencies: { vite: '^8.4.0', '@vitejs/plugin-react': '^6.3.0' },
  }
  await mkdir(join(dir, 'src'), { recursive: true })
  const networks = `import { defineChain } from 'viem'
import { fromViemChain, mainnet } from '@kit/core/networks'

export const anvil = fromViemChain(
  defineChain({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [${JSON.stringify(stack.anvilUrl)}] } },
  }),
)
export const networks = [anvil, mainnet] as const
export const projectId = 'packaging-e2e'
`
  const main = `import { eip155Adapter } from '@kit/adapters-eip155'
import { AppKitButton, AppKitProvider, createAppKit, useAppKitAccount, useAppKitNetwork } from '@kit/react'
import { walletConnect } from '@kit/walletconnect'
import { StrictMode, version } from 'react'
import { createRoot } from 'react-dom/client'
import { networks, projectId } from './networks'

// walletConnect({ projectId }) alone: the public relay, loaded only when WalletConnect is chosen.
const kit = createAppKit({ projectId, networks: [...networks], adapters: [eip155Adapter({ walletConnect: walletConnect({ projectId }) })] })

function App() {
  const { address, status } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  return (
    <main>
      <AppKitButton />
      <p data-testid="app-react">{version.split('.')[0]}</p>
      <p data-testid="app-status">{status}</p>
      <p data-testid="app-address">{address ?? ''}</p>
      <p data-testid="app-network">{caipNetworkId ?? ''}</p>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppKitProvider kit={kit}>
      <App />
    </AppKitProvider>
  </StrictMode>,
)
`
  const vanilla = `import { eip155Adapter } from '@kit/adapters-eip155'
import { createKit, getAccount, getNetwork, watchAccount, watchNetwork } from '@kit/core'
import { defineElements } from '@kit/ui'
import { networks, projectId } from './networks'

defineElements()
const kit = createKit({ projectId, networks: [...networks], adapters: [eip155Adapter()] })
document.querySelector('appkit-modal')!.kit = kit
document.querySelector('appkit-button')!.kit = kit
const show = () => {
  const account = getAccount(kit)
  document.querySelector('[data-testid="app-status"]')!.textContent = account.status
  document.querySelector('[data-testid="app-address"]')!.textContent = account.address ?? ''
  document.querySelector('[data-testid="app-network"]')!.textContent = getNetwork(kit).caipNetworkId ?? ''
}
show()
watchAccount(kit, { onChange: show })
watchNetwork(kit, { onChange: show })

declare global {
  interface HTMLElementTagNameMap {
    'appkit-modal': HTMLElement & { kit: unknown }
    'appkit-button': HTMLElement & { kit: unknown }
  }
}
`
  const minimal = `import { eip155Adapter } from '@kit/adapters-eip155'
import { mainnet } from '@kit/core/networks'
import { AppKitButton, AppKitProvider, createAppKit } from '@kit/react'
import { walletConnect } from '@kit/walletconnect'
import { createRoot } from 'react-dom/client'

const projectId = 'packaging-e2e'
const kit = createAppKit({ projectId, networks: [mainnet], adapters: [eip155Adapter({ walletConnect: walletConnect({ projectId }) })] })
createRoot(document.getElementById('root')!).render(
  <AppKitProvider kit={kit}>
    <AppKitButton />
  </AppKitProvider>,
)
`
  const html = (title: string, body: string) =>
    `<!doctype html>\n<html lang="en">\n  <head><meta charset="UTF-8" /><link rel="icon" href="data:," /><title>${title}</title></head>\n  <body>\n${body}\n  </body>\n</html>\n`
  await Promise.all([
    writeFile(join(dir, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`),
    writeFile(
      join(dir, 'vite.config.ts'),
      `import react from '@vitejs/plugin-react'\nimport { defineConfig } from 'vite'\n\nexport default defineConfig({\n  plugins: [react()],\n  build: { rollupOptions: { input: ['index.html', 'vanilla.html'] } },\n})\n`,
    ),
    writeFile(join(dir, 'src/networks.ts'), networks),
    writeFile(join(dir, 'src/main.tsx'), main),
    writeFile(join(dir, 'src/vanilla.ts'), vanilla),
    // bench/compare.mjs's page, built on its own: one button on mainnet.
    writeFile(
      join(dir, 'vite.minimal.config.ts'),
      `import react from '@vitejs/plugin-react'\nimport { defineConfig } from 'vite'\n\nexport default defineConfig({\n  plugins: [react()],\n  build: { outDir: 'dist-minimal', rollupOptions: { input: ['minimal.html'] } },\n})\n`,
    ),
    writeFile(join(dir, 'src/minimal.tsx'), minimal),
    writeFile(join(dir, 'minimal.html'), html('Minimal', '    <div id="root"></div>\n    <script type="module" src="/src/minimal.tsx"></script>')),
    writeFile(join(dir, 'index.html'), html('React app', '    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>')),
    writeFile(
      join(dir, 'vanilla.html'),
      html(
        'Plain HTML',
        '    <appkit-button></appkit-button>\n    <appkit-modal></appkit-modal>\n    <p data-testid="app-status"></p><p data-testid="app-address"></p><p data-testid="app-network"></p>\n    <script type="module" src="/src/vanilla.ts"></script>',
      ),
    ),
  ])
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' }

/** A static server for the built app on a free loopback port. */
async function serve(dist: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const file = join(dist, path.endsWith('/') ? `${path}index.html` : path)
    if (!file.startsWith(dist)) return void response.writeHead(403).end()
    try {
      const body = await readFile(file)
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** The code of the one chunk of `dist` outside `page`'s first load that holds `text`. */
async function chunkHolding(dist: string, text: string, page: string): Promise<string> {
  const first = new Set(firstLoadFiles(dist, page).map((file: string) => file.split('/').pop()))
  const names = (await readdir(join(dist, 'assets'))).filter((name) => name.endsWith('.js') && !first.has(name))
  const sources = await Promise.all(names.map((name) => readFile(join(dist, 'assets', name), 'utf8')))
  const holding = sources.filter((source) => source.includes(text))
  expect(holding).toHaveLength(1)
  return holding[0]!
}

/** What a built page loads before it runs (bench/lib/benchUtils.mjs): its files, their brotli KiB and code. */
async function firstLoad(dist: string, page: string): Promise<{ files: number; kib: number; code: string }> {
  const files: string[] = firstLoadFiles(dist, page)
  const sources = await Promise.all(files.map((file) => readFile(join(dist, file))))
  const bytes = sources.reduce((sum, source) => sum + brotliSize(source), 0)
  return { files: files.length, kib: bytes / 1024, code: sources.join('\n') }
}
