import { type AdapterContext, type CaipNetwork, createKit, createMemoryBackend, createStorage, getConnectors, solana } from '@kit/core'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { eip155Adapter } from './eip155Adapter.js'
import { anvilNetwork } from './test/anvilNetworks.js'
import { createTestWindow } from './test/createTestWindow.js'
import { getFreePort } from './test/getFreePort.js'
import { type AnvilInstance, startAnvil } from './test/startAnvil.js'
import type { Eip1193Provider } from './types.js'

let chain: AnvilInstance
beforeAll(async () => {
  chain = await startAnvil()
})
afterAll(async () => {
  await chain?.stop()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const provider = (): Eip1193Provider => ({ request: async () => null })

function context(getRpcUrls: AdapterContext['getRpcUrls'] = (network) => network.rpcUrls.default.http): AdapterContext {
  return {
    networks: [anvilNetwork(chain.rpcUrl)],
    getRpcUrls,
    storage: createStorage({ prefix: 'test', backend: createMemoryBackend() }),
  }
}

describe('watchConnectors', () => {
  test('behavior: outside a browser nothing is discovered and nothing throws', () => {
    expect(typeof window).toBe('undefined')
    const onChange = vi.fn()
    const stop = eip155Adapter().setup(context()).watchConnectors(onChange)
    stop()
    expect(onChange).not.toHaveBeenCalled()
  })

  test('default: a real kit lists two EIP-6963 wallets and the legacy window.ethereum', () => {
    const target = createTestWindow({ ethereum: provider() })
    target.addWallet({ rdns: 'io.metamask', name: 'MetaMask', icon: 'data:image/png;base64,AA==' }, provider())
    target.addWallet({ rdns: 'com.coinbase.wallet', name: 'Coinbase Wallet' }, provider())
    vi.stubGlobal('window', target)
    const kit = createKit({
      projectId: 'test',
      networks: [anvilNetwork(chain.rpcUrl)],
      adapters: [eip155Adapter()],
      storage: createMemoryBackend(),
      environment: { isBrowser: () => true },
    })
    const connectors = getConnectors(kit, { namespace: 'eip155' }).map(({ connector }) => ({
      id: connector.id,
      name: connector.name,
      type: connector.type,
      rdns: connector.rdns,
      icon: connector.icon,
      namespace: connector.namespace,
    }))
    expect(connectors).toMatchInlineSnapshot(`
      [
        {
          "icon": "data:image/png;base64,AA==",
          "id": "io.metamask",
          "name": "MetaMask",
          "namespace": "eip155",
          "rdns": "io.metamask",
          "type": "injected",
        },
        {
          "icon": "data:image/svg+xml,<svg/>",
          "id": "com.coinbase.wallet",
          "name": "Coinbase Wallet",
          "namespace": "eip155",
          "rdns": "com.coinbase.wallet",
          "type": "injected",
        },
        {
          "icon": undefined,
          "id": "injected",
          "name": "Browser Wallet",
          "namespace": "eip155",
          "rdns": undefined,
          "type": "injected",
        },
      ]
    `)
    kit._internal.unmount()
  })

  test('behavior: legacy hidden when window.ethereum is an announced provider; connectors stay the same objects', () => {
    const shared = provider()
    const target = createTestWindow({ ethereum: shared })
    target.addWallet({ rdns: 'io.metamask', name: 'MetaMask' }, shared)
    const reports: { id: string }[][] = []
    const stop = eip155Adapter({ getWindow: () => target })
      .setup(context())
      .watchConnectors((connectors) => reports.push([...connectors]))
    expect(reports.map((list) => list.map((connector) => connector.id))).toEqual([['io.metamask']])
    target.addWallet({ rdns: 'com.example', name: 'Example' }, provider())
    expect(reports.map((list) => list.map((connector) => connector.id))).toEqual([['io.metamask'], ['io.metamask', 'com.example']])
    expect(reports[1]![0]).toBe(reports[0]![0])
    stop()
  })

  test('parameters: legacyInjected false', () => {
    const target = createTestWindow({ ethereum: provider() })
    const onChange = vi.fn()
    eip155Adapter({ legacyInjected: false, getWindow: () => target })
      .setup(context())
      .watchConnectors(onChange)
    expect(onChange).not.toHaveBeenCalled()
  })
})

describe('getBalance', () => {
  const address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

  test('default: matches anvil', async () => {
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    await client.request({ method: 'anvil_setBalance' as never, params: [address, '0x1bc16d674ec80001'] as never })
    const adapter = eip155Adapter().setup(context())
    const network = anvilNetwork(chain.rpcUrl)
    const balance = await adapter.getBalance({ address, network })
    expect(balance).toEqual({ value: parseEther('2') + 1n, decimals: 18, symbol: 'ETH' })
    expect(balance.value).toBe(await client.getBalance({ address }))
    // The cached client sees later changes.
    await client.request({ method: 'anvil_setBalance' as never, params: [address, '0x0'] as never })
    expect((await adapter.getBalance({ address, network })).value).toBe(0n)
  })

  test('behavior: a dead URL falls back to the next one', async () => {
    const dead = `http://127.0.0.1:${await getFreePort()}`
    const adapter = eip155Adapter().setup(context(() => [dead, chain.rpcUrl]))
    const { value } = await adapter.getBalance({ address, network: anvilNetwork(chain.rpcUrl) })
    expect(typeof value).toBe('bigint')
  })

  test('behavior: a dead RPC URL is BalanceUnavailableError', async () => {
    const dead = `http://127.0.0.1:${await getFreePort()}`
    const adapter = eip155Adapter().setup(context(() => [dead]))
    const started = Date.now()
    const error = await adapter.getBalance({ address, network: anvilNetwork(dead) }).catch((error_: unknown) => error_)
    expect(Date.now() - started).toBeLessThan(3_000) // 3 retries at 150/300/600 ms.
    expect(error).toMatchObject({ name: 'BalanceUnavailableError', shortMessage: 'Token Balance Unavailable' })
    expect((error as Error).cause).toMatchObject({ name: 'HttpRequestError' })
  })

  test('behavior: no RPC URL or a foreign network is BalanceUnavailableError', async () => {
    const adapter = eip155Adapter().setup(context(() => []))
    await expect(adapter.getBalance({ address, network: anvilNetwork(chain.rpcUrl) })).rejects.toThrowErrorMatchingInlineSnapshot(`
      [BalanceUnavailableError: Token Balance Unavailable

      Details: No RPC URL for eip155:31337
      Version: @kit/core@0.1.0]
    `)
    await expect(adapter.getBalance({ address, network: solana as CaipNetwork })).rejects.toMatchObject({
      name: 'BalanceUnavailableError',
    })
  })
})

test('isValidAddress', () => {
  const adapter = eip155Adapter().setup(context())
  expect(adapter.isValidAddress('0x90F79bf6EB2c4f870365E785982E1f101E93b906')).toBe(true)
  expect(adapter.isValidAddress('0x90f79bf6eb2c4f870365e785982e1f101e93b906')).toBe(true)
  // Not strict: a wrong checksum still passes (wallets differ in casing).
  expect(adapter.isValidAddress('0x90F79BF6eb2c4f870365E785982E1f101E93b906')).toBe(true)
  for (const address of ['', '0x123', '90F79bf6EB2c4f870365E785982E1f101E93b906z', 'eip155:1:0x90F79bf6EB2c4f870365E785982E1f101E93b906'])
    expect(adapter.isValidAddress(address)).toBe(false)
  expect(adapter.isValidAddress(42 as unknown as string)).toBe(false)
})
