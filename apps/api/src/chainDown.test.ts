import { DEVNET_NAMES, DEVNET_TOKENS, findFreePort } from '@kit/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi, type KitApi } from './createApi.js'
import { devnetContracts } from './testing/devnetChains.js'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const Q = 'projectId=p&st=appkit&sv=html-1.0.0'

/** Every route that reads a chain, with the chain's node down (nothing listens on its port): named answers, never a 500. */
describe('chain-reading routes with the node down', () => {
  let api: KitApi
  const logs: string[] = []

  beforeAll(async () => {
    const port = await findFreePort()
    api = await createApi(
      {
        storage: { dataDir: 'memory://' },
        chains: [
          {
            id: 'eip155:31337',
            name: 'Down',
            rpcUrl: `http://127.0.0.1:${port}`,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            tokens: Object.values(DEVNET_TOKENS).map((token) => ({ address: token.address, name: token.name, symbol: token.symbol, decimals: token.decimals })),
            ...devnetContracts,
          },
        ],
        prices: { source: 'pools', cacheSeconds: 0 },
        names: { gateway: { privateKey: DEVNET_NAMES.gatewayPrivateKey, resolver: DEVNET_NAMES.offchainResolver } },
        projects: [{ id: 'p' }],
        indexer: { enabled: false },
      },
      { log: (message) => logs.push(message) },
    )
  })

  afterAll(async () => {
    await api?.close()
  })

  const call = async (path: string, body?: unknown) => {
    const init = body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
    const response = await api.fetch(new Request(`http://api.test${path}`, init))
    return { status: response.status, body: (await response.json()) as unknown }
  }

  it('balance, price, identity, names and NFTs answer 502 or what the database knows', async () => {
    const message = JSON.stringify({ name: 'downtest.kit.id', attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const [balance, forced, price, identity, register, reverse, history, nfts] = await Promise.all([
      call(`/v1/account/${ACCOUNT}/balance?${Q}&chainId=eip155:31337`),
      call(`/v1/account/${ACCOUNT}/balance?${Q}&forceUpdate=true`),
      call('/v1/fungible/price', { projectId: 'p', currency: 'usd', addresses: [`eip155:31337:${DEVNET_TOKENS.USDC.address}`] }),
      call(`/v1/identity/${ACCOUNT}?${Q}`),
      // A signature that is not the address's EOA signature needs the chain (ERC-1271 / ERC-6492).
      call('/v1/profile/account?projectId=p', { coin_type: 0x80007a69, address: ACCOUNT, message, signature: `0x${'ab'.repeat(65)}` }),
      call(`/v1/profile/reverse/${ACCOUNT}?projectId=p`),
      call(`/v1/account/${ACCOUNT}/history?${Q}`),
      call(`/v1/account/${ACCOUNT}/nfts?${Q}`),
    ])
    expect(balance).toEqual({ status: 502, body: { message: 'Token Balance Unavailable', code: 'UPSTREAM_UNAVAILABLE' } })
    expect(forced.status).toBe(502)
    // Prices without pools are unknown, not an error (the balance view shows 0).
    expect(price).toEqual({ status: 200, body: { fungibles: [] } })
    expect(identity).toEqual({ status: 200, body: { name: null, avatar: null } })
    expect(register).toEqual({ status: 502, body: { message: 'Could not verify the signature on eip155:31337', code: 'UPSTREAM_UNAVAILABLE' } })
    expect(reverse.status).toBe(200)
    expect(history.status).toBe(200)
    expect(nfts.status).toBe(200)
    expect(logs.filter((line) => line.includes('Server Error') || line.includes('unmapped'))).toEqual([])
  })
})
