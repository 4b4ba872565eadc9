// The built Kit API as a child process (`node apps/api/dist/cli.js`) on a free port, with a config
// file written to a temp dir: how the API benches run the server they measure, in a process of its
// own so the load generator does not share its thread.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './benchUtils.mjs'

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '../../apps/api')

/**
 * Starts the API with `config` and resolves once it listens: `{ url, pid, stop }`. `stop()` ends
 * it and removes the temp dir (idempotent).
 * @param {object} config the API's config file (apps/api/kit-api.config.json's shape)
 */
export async function startApiCli(config) {
  const dir = mkdtempSync(join(tmpdir(), 'kit-api-bench-'))
  const configFile = join(dir, 'config.json')
  writeFileSync(configFile, JSON.stringify(config))
  const port = await freePort()
  const server = spawn(process.execPath, [join(apiDir, 'dist/cli.js')], {
    env: { ...process.env, KIT_API_CONFIG: configFile, KIT_API_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    server.kill('SIGTERM')
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await new Promise((resolve, reject) => {
      let output = ''
      server.stdout.setEncoding('utf8').on('data', (chunk) => {
        output += chunk
        if (output.includes('listening on')) resolve()
      })
      server.once('exit', (code) => reject(new Error(`API exited with ${code}: ${output}`)))
    })
  } catch (error) {
    stop()
    throw error
  }
  return { url: `http://127.0.0.1:${port}`, pid: server.pid, stop }
}

/**
 * Starts the API on a devnet's chains with its tokens, static prices (ETH 3000, USDC 1, TST 0.5)
 * and an unlimited `bench` project; `uniswapV2` (the devnet's router, factory, WETH) gives each
 * chain swaps. Stops the devnet when the API fails to start.
 * @param {{ chains: { chainId: number, name: string, rpcUrl: string }[], tokens: Record<string, { address: string, name: string, symbol: string, decimals: number }>, stop(): Promise<void> }} devnet
 * @param {{ uniswapV2?: { router: string, factory: string, weth: string } }} [options]
 */
export function startDevnetApi(devnet, { uniswapV2 } = {}) {
  return startApiCli({
    storage: { dataDir: 'memory://' },
    chains: devnet.chains.map((chain) => ({
      id: `eip155:${chain.chainId}`,
      name: chain.name,
      rpcUrl: chain.rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      tokens: Object.values(devnet.tokens).map(({ address, name, symbol, decimals }) => ({ address, name, symbol, decimals })),
      ...(uniswapV2 ? { uniswapV2 } : {}),
    })),
    prices: { source: 'static', usd: { ETH: 3000, USDC: 1, TST: 0.5 } },
    projects: [{ id: 'bench', rateLimit: { requestsPerSecond: 1e9, burst: 1e9 } }],
    indexer: { enabled: false },
  }).catch(async (error) => {
    await devnet.stop()
    throw error
  })
}
