import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import * as v from 'valibot'
import { defineChain } from 'viem'
import { mainnet as viemMainnet } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { caipNetworkSchema } from '../createKitOptions.js'
import * as networks from '../exports/networks.js'
import { fromViemChain } from './fromViemChain.js'

describe('@kit/core/networks', () => {
  test('default: every network is a valid kit network with its CAIP-2 id', () => {
    const all = Object.values(networks).filter((value) => typeof value === 'object')
    expect(all.length).toBeGreaterThanOrEqual(27)
    for (const network of all) {
      expect(v.safeParse(caipNetworkSchema, network).success).toBe(true)
      expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`)
    }
  })

  test('default: the docs/rules/limits.md swap networks and the common chains are all there', () => {
    const ids = new Set(Object.values(networks).flatMap((value) => (typeof value === 'object' ? [value.id] : [])))
    for (const id of [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554, 11155111, 84532, 59144, 534352, 42220])
      expect(ids.has(id)).toBe(true)
  })

  test('behavior: derived from viem/chains (same RPC and explorer as viem)', () => {
    expect(networks.mainnet).toEqual({
      id: 1,
      name: 'Ethereum',
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:1',
      nativeCurrency: viemMainnet.nativeCurrency,
      rpcUrls: { default: { http: viemMainnet.rpcUrls.default.http } },
      blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
      testnet: false,
    })
    expect(networks.sepolia.testnet).toBe(true)
  })

  test('behavior: fromViemChain converts a defineChain chain, overrides win', () => {
    const chain = defineChain({
      id: 777,
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9545'] } },
    })
    const network = fromViemChain(chain, { assets: { imageUrl: 'https://example.com/local.png' } })
    expect(network).toEqual({
      id: 777,
      name: 'Local',
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:777',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9545'] } },
      testnet: false,
      assets: { imageUrl: 'https://example.com/local.png' },
    })
  })

  test('behavior: tree-shaken, a bundle keeps only the networks it imports', async () => {
    const result = await build({
      stdin: {
        contents: "import { mainnet } from './src/exports/networks.ts'\nconsole.log(mainnet)",
        resolveDir: fileURLToPath(new URL('../..', import.meta.url)),
        loader: 'ts',
      },
      bundle: true,
      format: 'esm',
      minify: true,
      write: false,
      logLevel: 'silent',
    })
    const code = result.outputFiles[0]!.text
    expect(code).toContain('Ethereum')
    for (const other of ['Arbitrum One', 'Polygon Amoy', 'ZKsync Era', 'Solana Devnet', 'Bitcoin Testnet']) expect(code).not.toContain(other)
    expect(code.length).toBeLessThan(8_000)
  })
})
