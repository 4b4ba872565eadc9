// Each kit's app, built the same way for every bench that compares kits: bench/compare.mjs (first
// load, nav→button, click→list) and bench/flows*.mjs (flow timings) use this module.
//   - Kit: the packed packages (`pnpm pack`), installed with npm like e2e/packaging.spec.ts does,
//   - RainbowKit, ConnectKit and Reown AppKit from the npm registry,
//   - bare wagmi (its injected connectors listed by a button of the page itself),
// each in its own fresh Vite app in a folder of `dir` (outside the workspace), per page shape
// (bench/lib/kitShapes/: minimal, full, wagmi). The connect button is inside #bench-button on every
// page. Mainnet's RPC is a loopback URL (`serveApps` answers /rpc); `benchWalletScript` announces
// a stub EIP-6963 wallet ("Bench Wallet") so each kit has one installed wallet to list.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { createSecureServer } from 'node:http2'
import { tmpdir } from 'node:os'
import { dirname, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompressSync, constants } from 'node:zlib'
import { brotliSize, firstLoadFiles } from './benchUtils.mjs'
import { full } from './kitShapes/full.mjs'
import { minimal } from './kitShapes/minimal.mjs'
import { wagmi } from './kitShapes/wagmi.mjs'

const run = promisify(execFile)
const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

/** The page shapes: each a table of kit name → { label, dependencies(tarball), main, files? } (`files`: more sources by path). */
export const shapes = { minimal, full, wagmi }
/** The minimal page's kits (the shape every bench measured first). */
export const kits = minimal
export const walletName = 'Bench Wallet'

const dev = { vite: '^8.4.0', '@vitejs/plugin-react': '^6.3.0' }
const html = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><link rel="icon" href="data:," /><title>Bench</title></head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`
// Hidden sourcemaps: the files a page loads are those of a build without maps (no sourceMappingURL
// comment); bench/lib/firstLoadPackages.mjs reads the maps.
const viteConfig = `import react from '@vitejs/plugin-react'\nimport { defineConfig } from 'vite'\n\nexport default defineConfig({ base: './', plugins: [react()], build: { target: 'es2022', sourcemap: 'hidden' } })\n`

/** The first lines of a failed command's output, on one line. */
const firstLines = (error) =>
  String(error.stderr || error.message)
    .trim()
    .split('\n')
    .slice(0, 4)
    .join(' | ')

/**
 * Packs every workspace package into `dir`/packs; resolves with `tarball(name)`, the `file:` spec
 * of @kit/<name>'s tarball for an app's package.json.
 */
export async function packKit(dir) {
  const packs = join(dir, 'packs')
  await rm(packs, { recursive: true, force: true })
  await run('pnpm', ['-r', '--filter', './packages/*', 'pack', '--pack-destination', packs], { cwd: root, maxBuffer: 1 << 26 })
  const tarballs = (await readdir(packs)).filter((name) => name.endsWith('.tgz')).map((name) => join(packs, name))
  return (name) => {
    const path = tarballs.find((file) => /^kit-(.+)-\d+\.\d+\.\d+.*\.tgz$/.exec(file.split('/').pop())?.[1] === name)
    if (!path) throw new Error(`no packed tarball for @kit/${name} in ${packs}`)
    return `file:${path}`
  }
}

/**
 * A kept install still gets this run's Kit: each `file:` tarball dependency is unpacked over its
 * folder in node_modules (their own dependencies stay as installed). Resolves with whether every
 * dependency the unpacked packages declare is installed; when one is not (a package gained a
 * dependency since the install), the caller installs again.
 */
async function unpackTarballs(appDir, dependencies) {
  const declared = new Set()
  for (const [name, spec] of Object.entries(dependencies)) {
    if (!String(spec).startsWith('file:')) continue
    const target = join(appDir, 'node_modules', name)
    await rm(target, { recursive: true, force: true })
    await mkdir(target, { recursive: true })
    await run('tar', ['xzf', spec.slice('file:'.length), '-C', target, '--strip-components=1'])
    const manifest = JSON.parse(await readFile(join(target, 'package.json'), 'utf8'))
    for (const dependency of Object.keys(manifest.dependencies ?? {})) declared.add(dependency)
  }
  return [...declared].every((name) => existsSync(join(appDir, 'node_modules', name)))
}

/**
 * Writes, installs and builds one app in `appDir`; resolves with `{ dist, versions }` or `{ error }`.
 * `rpcUrl`: the mainnet RPC URL written into the page; by default the page's own origin + /rpc.
 * `reuse`: keep an earlier run's node_modules (Kit's packages are unpacked afresh; installed again
 * only when they declare a dependency the kept install lacks).
 */
export async function buildApp({ appDir, name, kit, tarball, rpcUrl, reuse = false }) {
  await mkdir(join(appDir, 'src'), { recursive: true })
  const packageJson = { name: `bench-${name}`, private: true, type: 'module', dependencies: kit.dependencies(tarball), devDependencies: dev }
  const rpc = rpcUrl ? JSON.stringify(rpcUrl) : "location.origin + '/rpc'"
  await Promise.all([
    writeFile(join(appDir, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`),
    writeFile(join(appDir, 'vite.config.ts'), viteConfig),
    writeFile(join(appDir, 'src/main.tsx'), kit.main.replaceAll("'RPC'", rpc)),
    writeFile(join(appDir, 'index.html'), html),
    ...Object.entries(kit.files ?? {}).map(([path, source]) => writeFile(join(appDir, path), source)),
  ])
  try {
    const kept = reuse && (await readdir(join(appDir, 'node_modules')).catch(() => undefined))
    if (!kept || !(await unpackTarballs(appDir, packageJson.dependencies))) {
      // A kept lock file holds the integrity of the last run's Kit tarballs: npm would install
      // those from its cache instead of the freshly packed ones.
      await rm(join(appDir, 'package-lock.json'), { force: true })
      await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: appDir, timeout: 900_000, maxBuffer: 1 << 26 })
    }
  } catch (error) {
    return { error: `npm install failed: ${firstLines(error)}` }
  }
  try {
    await rm(join(appDir, 'dist'), { recursive: true, force: true })
    await run(join(appDir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], { cwd: appDir, timeout: 600_000, maxBuffer: 1 << 26 })
  } catch (error) {
    return { error: `vite build failed: ${firstLines(error)}` }
  }
  const versions = {}
  for (const dependency of Object.keys(packageJson.dependencies)) {
    const manifest = await readFile(join(appDir, 'node_modules', dependency, 'package.json'), 'utf8').then(JSON.parse, () => undefined)
    if (manifest) versions[dependency] = manifest.version
  }
  return { dist: join(appDir, 'dist'), versions }
}

/**
 * Builds the apps of `shape` (every kit it has, or those named in `only`) in `dir`/<shape>/<kit>,
 * two at a time (npm's cache is shared; the machine is small), packing Kit first when it is among
 * them (or with `tarball`, the result of an earlier `packKit`). Resolves with kit name →
 * `{ dist, versions }` or `{ error }`, in the shape's order.
 */
export async function buildKitApps({ dir, shape = 'minimal', only, rpcUrl, reuse = false, tarball: packed, log = (line) => console.error(line) }) {
  const table = shapes[shape]
  if (!table) throw new Error(`unknown page shape '${shape}': one of ${Object.keys(shapes).join(', ')}`)
  const names = Object.keys(table).filter((name) => !only || only.includes(name))
  const tarball = packed ?? (names.includes('kit') ? await packKit(dir) : () => undefined)
  const built = {}
  const queue = [...names]
  await Promise.all(
    [0, 1].map(async () => {
      while (queue.length) {
        const name = queue.shift()
        const started = Date.now()
        built[name] = await buildApp({ appDir: join(dir, shape, name), name, kit: table[name], tarball, rpcUrl, reuse })
        log(`[kitApps] ${shape}/${name}: ${built[name].error ?? 'built'} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
      }
    }),
  )
  return Object.fromEntries(names.map((name) => [name, built[name]]))
}

/** First-load bytes: the entry script and its static imports (bench/lib/benchUtils.mjs), plus CSS. */
export async function firstLoad(dist) {
  const page = await readFile(join(dist, 'index.html'), 'utf8')
  const css = [...page.matchAll(/<link[^>]+href="\.?\/([^"]+\.css)"/g)].map((match) => match[1])
  const files = firstLoadFiles(dist)
  let js = 0
  for (const file of files) js += brotliSize(await readFile(join(dist, file)))
  let styles = 0
  for (const file of css) styles += brotliSize(await readFile(join(dist, file)))
  return { js, css: styles, files: files.length, names: files }
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' }

/** Mainnet's stub RPC: answers eth_chainId, eth_blockNumber and net_version, errors otherwise. */
async function stubRpc(request, response) {
  let body = ''
  for await (const chunk of request) body += chunk
  const reply = (call) => {
    const result = { eth_chainId: '0x1', eth_blockNumber: '0x1', net_version: '1' }[call?.method]
    return result ? { jsonrpc: '2.0', id: call?.id, result } : { jsonrpc: '2.0', id: call?.id, error: { code: -32601, message: 'not here' } }
  }
  let parsed
  try {
    parsed = JSON.parse(body || 'null')
  } catch {
    parsed = null
  }
  const answer = Array.isArray(parsed) ? parsed.map(reply) : reply(parsed)
  response
    .writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' })
    .end(JSON.stringify(answer))
}

/**
 * A throwaway self-signed certificate for 127.0.0.1 (openssl, as Debian ships it): HTTP/2 needs
 * TLS in browsers. The pages are loaded with certificate errors ignored.
 */
async function loopbackCertificate() {
  const dir = await mkdtemp(join(tmpdir(), 'kit-bench-tls-'))
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')]
  const request = 'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1'
  await run('openssl', [...request.split(' '), '-keyout', key, '-out', cert])
  const pem = { key: await readFile(key), cert: await readFile(cert) }
  await rm(dir, { recursive: true, force: true })
  return pem
}

/**
 * A static server on 127.0.0.1 for built apps (`/<name>/…` from `dists[name]`) plus /rpc, by default
 * the stub above (`rpc(request, response)` to answer it otherwise, e.g. a proxy to anvil).
 * `http2`: over HTTP/2 (TLS, a self-signed certificate) as static hosts and CDNs serve apps;
 * plain HTTP/1.1 lets a browser open 6 connections to the host, so a page's 7th concurrent
 * request waits for one: on the phone profile that is a whole round trip more (562 ms), which a
 * host on HTTP/2 never adds.
 */
export async function serveApps(dists, { rpc = stubRpc, http2 = false } = {}) {
  // Brotli when the browser asks for it, as a host serves a built app (CDNs and static hosts
  // compress scripts; the first-load column counts brotli bytes too). Uncompressed, the phone
  // profile's Slow 4G link took each kit's scripts 3-4x longer to arrive than a real host's.
  const compressed = new Map()
  const brotli = (file, body) => {
    if (!compressed.has(file))
      compressed.set(file, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }))
    return compressed.get(file)
  }
  const handler = async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    if (path === '/rpc') return void (await rpc(request, response))
    const [, name, ...rest] = path.split('/')
    const dist = dists[name]
    if (!dist) return void response.writeHead(404).end()
    const file = join(dist, rest.join('/') || 'index.html')
    if (!file.startsWith(dist)) return void response.writeHead(403).end()
    try {
      const body = await readFile(file)
      const type = types[extname(file)] ?? 'application/octet-stream'
      const text = /^(text\/|image\/svg)/.test(type)
      if (!text || !/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) return void response.writeHead(200, { 'content-type': type }).end(body)
      response.writeHead(200, { 'content-type': type, 'content-encoding': 'br', vary: 'accept-encoding' }).end(brotli(file, body))
    } catch {
      response.writeHead(404).end()
    }
  }
  const server = http2 ? createSecureServer({ ...(await loopbackCertificate()), allowHTTP1: true }, handler) : createServer(handler)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `${http2 ? 'https' : 'http'}://127.0.0.1:${server.address().port}`
  return { url, close: () => new Promise((resolve) => server.close(resolve)) }
}

/**
 * An init script announcing the stub EIP-6963 wallet "Bench Wallet" (rdns dev.kit.benchwallet).
 * With no `accounts` it refuses eth_requestAccounts (code 4001), so a connect stops at the list;
 * with `accounts` it grants them on eth_requestAccounts and answers eth_accounts with them after.
 */
export function benchWalletScript({ accounts = [], chainId = '0x1' } = {}) {
  return `(() => {
  const granted = ${JSON.stringify(accounts)}
  let connected = []
  const provider = {
    isBenchWallet: true,
    request: async ({ method }) => {
      if (method === 'eth_accounts') return connected
      if (method === 'eth_chainId') return ${JSON.stringify(chainId)}
      if (method === 'eth_requestAccounts' && granted.length) return (connected = granted)
      throw Object.assign(new Error('Bench Wallet'), { code: 4001 })
    },
    on() {},
    removeListener() {},
  }
  const detail = Object.freeze({ info: { uuid: '8f1d2b3c-0000-4000-8000-000000000001', name: ${JSON.stringify(walletName)}, rdns: 'dev.kit.benchwallet', icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2232%22 height=%2232%22/%3E' }, provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
})()`
}

/** Whether `hostname` is loopback: every other host a page asks for is blocked and counted. */
export const isLoopback = (url) => url.startsWith('data:') || ['127.0.0.1', 'localhost'].includes(new URL(url).hostname)
