#!/usr/bin/env node
// Benchmark (prints figures; not a test): the Kit API indexer catching up over 10,000 devnet
// blocks with transfers. Mines the blocks on a fresh devnet chain (anvil_mine plus native, ERC-20
// and ERC-721 transfers), then runs the indexer from block 0 to the head and prints blocks/s.
// Storage: PGlite in a temp folder (the default kind), or PostgreSQL when DATABASE_URL is set.
// Usage: pnpm --filter @kit/devnet build && pnpm --filter @kit/api build && node bench/api-indexer.mjs
//        [--blocks 10000] [--batch 500]
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { numberOption } from './lib/benchUtils.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const requireFromApi = createRequire(join(root, 'apps/api/package.json'))
const { startDevnet, DEVNET_NFT } = await import(requireFromApi.resolve('@kit/devnet'))
const { createApi } = await import(join(root, 'apps/api/dist/index.js'))

const targetBlocks = numberOption('blocks', 10_000)
const batchSize = numberOption('batch', 500)

const devnet = await startDevnet({ freePorts: true, handleSignals: false })
const dir = mkdtempSync(join(tmpdir(), 'kit-api-indexer-bench-'))
const chain = devnet.chains[0]
const rpc = async (method, params = []) => {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = await response.json()
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}
const word = (value) => BigInt(value).toString(16).padStart(64, '0')
const call = (selector, ...args) => `0x${selector}${args.map(word).join('')}`

let api
try {
  // Mine: rounds of a few transfers (one block each, automine) followed by empty blocks.
  const started = Date.now()
  const accounts = devnet.accounts
  let transfers = 0
  let nftOwner = accounts[0]
  let round = 0
  while (Number(await rpc('eth_blockNumber')) < targetBlocks) {
    const from = accounts[round % 10]
    const to = accounts[(round + 3) % 10]
    await rpc('eth_sendTransaction', [{ from, to, value: '0x2386f26fc10000' }]) // 0.01 ETH
    await rpc('eth_sendTransaction', [{ from, to: devnet.tokens.USDC.address, data: call('a9059cbb', to, 1_000_000n) }]) // transfer 1 USDC
    await rpc('eth_sendTransaction', [{ from, to: devnet.tokens.TST.address, data: call('a9059cbb', to, 10n ** 18n) }]) // transfer 1 TST
    transfers += 3
    if (round % 10 === 0) {
      const next = accounts[(round / 10 + 1) % 4]
      await rpc('eth_sendTransaction', [{ from: nftOwner, to: DEVNET_NFT.address, data: call('23b872dd', nftOwner, next, 1n) }]) // transferFrom NFT #1
      nftOwner = next
      transfers += 1
    }
    const head = Number(await rpc('eth_blockNumber'))
    const fill = Math.min(96, targetBlocks - head)
    if (fill > 0) await rpc('anvil_mine', [`0x${fill.toString(16)}`])
    round += 1
  }
  const head = Number(await rpc('eth_blockNumber'))
  console.log(`Mined ${head} blocks with ${transfers} transfers (plus the devnet's deployment) in ${((Date.now() - started) / 1000).toFixed(1)} s`)

  const storage = process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: join(dir, 'pglite') }
  api = await createApi({
    storage,
    chains: [
      {
        id: `eip155:${chain.chainId}`,
        name: chain.name,
        rpcUrl: chain.rpcUrl,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        tokens: Object.values(devnet.tokens).map(({ address, name, symbol, decimals }) => ({ address, name, symbol, decimals })),
        nftCollections: [{ address: DEVNET_NFT.address, name: DEVNET_NFT.name }],
      },
    ],
    indexer: { enabled: false, batchSize },
  })
  const indexStart = performance.now()
  const blocks = await api.indexer.catchUp()
  const seconds = (performance.now() - indexStart) / 1000
  const [{ n: stored }] = await api.db.query('select count(*)::int as n from token_transfers')
  console.log(`Kit API indexer (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, batches of ${batchSize} blocks):`)
  console.log(`  caught up over ${blocks} blocks in ${seconds.toFixed(2)} s: ${(blocks / seconds).toFixed(0)} blocks/s (${stored} transfers stored)`)
} finally {
  await api?.close()
  await devnet.stop()
  rmSync(dir, { recursive: true, force: true })
}
