import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEVNET_UNISWAP } from '@kit/devnet'
import { describe, expect, it } from 'vitest'
import { parseApiConfig } from './apiConfigSchema.js'
import { ConfigEnvironmentError, InvalidConfigError } from './configErrors.js'
import { loadApiConfig } from './loadApiConfig.js'

describe('loadApiConfig', () => {
  it('default: the shipped config serves the local devnet and the kit-demo project', () => {
    const config = loadApiConfig({ env: {} })
    expect(config.port).toBe(8787)
    expect(config.host).toBe('127.0.0.1')
    expect(config.storage).toEqual({ dataDir: '.kit-data/api/pglite' })
    expect(config.chains.map((chain) => [chain.id, chain.rpcUrl])).toEqual([
      ['eip155:31337', 'http://127.0.0.1:8545'],
      ['eip155:8453', 'http://127.0.0.1:8546'],
    ])
    for (const chain of config.chains) {
      expect(chain.tokens.map((token) => [token.symbol, token.decimals, token.address])).toEqual([
        ['USDC', 6, '0x5FbDB2315678afecb367f032d93F642f64180aa3'],
        ['TST', 18, '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'],
      ])
    }
    expect(config.prices).toMatchObject({ source: 'pools', anchor: { symbol: 'USDC', usd: 1 } })
    expect(config.swaps.provider).toBe('uniswap-v2')
    for (const chain of config.chains) {
      expect(chain.uniswapV2).toMatchObject({ router: DEVNET_UNISWAP.router, factory: DEVNET_UNISWAP.factory, weth: DEVNET_UNISWAP.weth })
    }
    const demo = config.projects.find((project) => project.id === 'kit-demo')
    expect(demo?.allowedOrigins).toEqual(expect.arrayContaining(['http://127.0.0.1:5173', 'http://localhost:5173', 'http://localhost:5273']))
  })

  it('parameters: the environment overrides port, storage, Redis, trustProxy, RPC URLs and the indexer', () => {
    const config = loadApiConfig({
      env: {
        KIT_API_PORT: '9999',
        DATABASE_URL: 'postgres://u@127.0.0.1:5432/kit',
        KIT_API_DATA_DIR: 'memory://',
        KIT_API_RPC_URLS: 'eip155:31337=http://127.0.0.1:18545, eip155:8453=http://127.0.0.1:18546',
        KIT_API_INDEXER: 'off',
        KIT_API_TRUST_PROXY: '1',
        REDIS_URL: 'redis://127.0.0.1:6379',
      },
    })
    expect(config.port).toBe(9999)
    expect(config.trustProxy).toBe(true)
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379')
    expect(config.storage).toEqual({ dataDir: 'memory://', databaseUrl: 'postgres://u@127.0.0.1:5432/kit' })
    expect(config.chains.map((chain) => chain.rpcUrl)).toEqual(['http://127.0.0.1:18545', 'http://127.0.0.1:18546'])
    expect(config.indexer.enabled).toBe(false)
  })

  it('parameters: KIT_API_CONFIG points at another file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kit-api-config-'))
    const file = join(dir, 'config.json')
    writeFileSync(file, JSON.stringify({ port: 1234, projects: [{ id: 'p1' }] }))
    const config = loadApiConfig({ env: { KIT_API_CONFIG: file } })
    expect(config.port).toBe(1234)
    expect(config.projects[0]).toMatchObject({ id: 'p1', allowedOrigins: [], analytics: true, rateLimit: { requestsPerSecond: 100, burst: 300 } })
  })

  it('behavior: names each bad field', () => {
    expect(() => loadApiConfig({ env: { KIT_API_PORT: 'abc' } })).toThrow('KIT_API_PORT: invalid port "abc"')
    expect(() => loadApiConfig({ env: { KIT_API_RPC_URLS: 'eip155:1=http://x' } })).toThrow('chain eip155:1 is not in the config')
    expect(() => parseApiConfig({ projects: [{ id: 'a b' }], chains: [{ id: 'solana:1', name: 'x', rpcUrl: 'nope' }] })).toThrowErrorMatchingInlineSnapshot(`
      [InvalidConfigError: Invalid Kit API config:
        chains.0.id: Only eip155 chains can be read by this API
        chains.0.rpcUrl: Invalid URL
        chains.0.nativeCurrency: Invalid input: expected object, received undefined
        projects.0.id: Project ids use letters, digits, - and _ (at most 128)]
    `)
    expect(() => parseApiConfig({ projects: [{ id: 'a' }, { id: 'a' }] })).toThrow('duplicate project id a')
    // Each kind of failure is its own class: a bad value from the environment, a config that fails validation.
    expect(() => loadApiConfig({ env: { KIT_API_PORT: 'abc' } })).toThrow(ConfigEnvironmentError)
    expect(() => loadApiConfig({ env: { KIT_API_RPC_URLS: 'nonsense' } })).toThrow(ConfigEnvironmentError)
    expect(() => loadApiConfig({ file: '/nonexistent/kit-api.config.json' })).toThrow(ConfigEnvironmentError)
    expect(() => parseApiConfig({ projects: [{ id: 'a' }, { id: 'a' }] })).toThrow(InvalidConfigError)
  })
})
