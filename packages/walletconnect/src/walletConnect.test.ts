import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AdapterContext } from '@kit/core'
import { createRelay, type Relay } from '@kit/relay'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { WalletConnectNotConnectedError } from './errors/walletConnect.js'
import { createTestWallet, type TestWallet } from './test/createTestWallet.js'
import { createMemoryStorage } from './test/memoryStorage.js'
import type { WalletConnectEvent, WalletConnectHandle, WalletConnectStorage } from './types.js'
import { walletConnect } from './walletConnect.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eip155 = {
  namespace: 'eip155',
  chains: ['eip155:31337', 'eip155:8453'],
  methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain'],
}

let relay: Relay
const cleanups: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  relay = await createRelay({ port: 0 })
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
})
afterAll(async () => {
  await relay?.close()
})

function createHandle(storage: WalletConnectStorage = createMemoryStorage(), prefix = `dapp-${Math.random()}`) {
  const handle = walletConnect({
    relayUrl: relay.url,
    projectId: 'kit-test',
    customStoragePrefix: prefix,
    storage,
    logLevel: 'silent',
    metadata: { name: 'Kit test dapp', url: 'http://localhost' },
  })
  handle.registerNamespace(eip155)
  cleanups.push(() => handle.destroy())
  return handle
}

async function createWallet(parameters: Partial<Parameters<typeof createTestWallet>[0]> = {}) {
  const wallet = await createTestWallet({ relayUrl: relay.url, accounts: [account], ...parameters })
  cleanups.push(() => wallet.close())
  return wallet
}

function record(handle: WalletConnectHandle) {
  const events: WalletConnectEvent[] = []
  cleanups.push(async () => handle.subscribe(() => undefined)())
  handle.subscribe((event) => events.push(event))
  return events
}

function next<type extends WalletConnectEvent['type']>(handle: WalletConnectHandle, type: type, timeoutMs = 10_000) {
  return new Promise<Extract<WalletConnectEvent, { type: type }>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} event`)), timeoutMs)
    const off = handle.subscribe((event) => {
      if (event.type !== type) return
      clearTimeout(timer)
      off()
      resolve(event as Extract<WalletConnectEvent, { type: type }>)
    })
  })
}

/** connect() with the wallet scanning the first URI. */
async function pairWith(handle: WalletConnectHandle, wallet: TestWallet) {
  const uri = next(handle, 'display_uri')
  const connected = handle.connect()
  await wallet.pair((await uri).uri)
  return connected
}

describe('walletConnect', () => {
  test('default: nothing loads until used; the proposal merges namespaces and default events', () => {
    const handle = walletConnect({ relayUrl: 'ws://127.0.0.1:1' })
    expect(handle.isLoaded()).toBe(false)
    expect(handle.getSession()).toBeUndefined()
    const remove = handle.registerNamespace(eip155)
    handle.registerNamespace({ namespace: 'eip155', chains: ['eip155:1'], methods: ['personal_sign'], events: ['custom'] })
    expect(handle.getProposalNamespaces()).toMatchInlineSnapshot(`
      {
        "eip155": {
          "chains": [
            "eip155:31337",
            "eip155:8453",
            "eip155:1",
          ],
          "events": [
            "accountsChanged",
            "chainChanged",
            "custom",
          ],
          "methods": [
            "personal_sign",
            "eth_sendTransaction",
            "eth_signTypedData_v4",
            "wallet_switchEthereumChain",
          ],
        },
      }
    `)
    remove()
    expect(handle.getProposalNamespaces().eip155?.chains).toEqual(['eip155:1'])
    expect(handle.isLoaded()).toBe(false)
  })

  test("behavior: getUniversalProvider: one provider per adapter context, loading no sign-client; no chain id is the kit's network, else the adapter's first", async () => {
    const handle = createHandle()
    const networks = [{ caipNetworkId: 'eip155:8453' }, { caipNetworkId: 'eip155:1' }] as unknown as AdapterContext['networks']
    const context = { networks, getRpcUrls: () => [], storage: undefined } as unknown as AdapterContext
    let current: string | undefined
    const provider = await handle.getUniversalProvider({ namespace: 'eip155', context, currentChain: () => current })
    expect(await handle.getUniversalProvider({ namespace: 'eip155', context, currentChain: () => current })).toBe(provider)
    // Another adapter (namespace) or another kit sharing the handle: a provider of its own.
    const other = () => ({ ...context }) as AdapterContext
    expect(await handle.getUniversalProvider({ namespace: 'solana', context: other(), currentChain: () => undefined })).not.toBe(provider)
    const secondKit = await handle.getUniversalProvider({ namespace: 'eip155', context: other(), currentChain: () => 'eip155:1' })
    expect(secondKit).not.toBe(provider)
    expect(await secondKit.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    current = 'eip155:1'
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(provider.session).toBeUndefined()
    expect(handle.isLoaded()).toBe(false)
    // Not connected: a wallet method has no session to go through.
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', account] })).rejects.toThrow(WalletConnectNotConnectedError)
  })

  test('parameters: relayUrl must be a WebSocket URL', () => {
    expect(() => walletConnect({ relayUrl: 'http://127.0.0.1:8788' })).toThrowErrorMatchingInlineSnapshot(`
      [WalletConnectLoadError: WalletConnect could not start.

      Details: relayUrl must be a ws(s):// URL, got "http://127.0.0.1:8788"
      Version: @kit/walletconnect@0.1.0]
    `)
  })

  test('parameters: without relayUrl, the public WalletConnect relay for the projectId', () => {
    const handle = walletConnect({ projectId: 'a01f2ad8b6e2a1c3d4e5f60718293a4b' })
    expect(handle.relayUrl).toBe('wss://relay.walletconnect.org')
    expect(handle.isLoaded()).toBe(false)
    expect(walletConnect({ projectId: 'p', relayUrl: 'ws://127.0.0.1:8788' }).relayUrl).toBe('ws://127.0.0.1:8788')
  })

  test('parameters: the public relay needs a projectId', () => {
    expect(() => walletConnect({})).toThrowErrorMatchingInlineSnapshot(`
      [WalletConnectLoadError: WalletConnect could not start.

      Details: the public WalletConnect relay (wss://relay.walletconnect.org) needs a projectId; pass projectId, or relayUrl for a self-hosted relay
      Version: @kit/walletconnect@0.1.0]
    `)
    expect(() => walletConnect({ projectId: ' ' })).toThrow(/needs a projectId/)
  })

  test('behavior: connect reports the URI, the wallet pairs and approves, the session has its accounts', async () => {
    const handle = createHandle()
    const wallet = await createWallet()
    const events = record(handle)
    const session = await pairWith(handle, wallet)
    expect(handle.isLoaded()).toBe(true)
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${account}`, `eip155:8453:${account}`])
    expect(session.peer.name).toBe('Kit Test Wallet')
    expect(handle.getSession()?.topic).toBe(session.topic)
    expect(handle.getPairing()).toBeUndefined()
    const [uriEvent] = events
    expect(uriEvent).toMatchObject({ type: 'display_uri', uri: expect.stringMatching(/^wc:[0-9a-f]{64}@2\?/) })
    const remaining = (uriEvent as { expiresAt: number }).expiresAt - Date.now()
    expect(remaining).toBeGreaterThan(3 * 60_000)
    expect(remaining).toBeLessThanOrEqual(4 * 60_000)
    expect(events.map((event) => event.type)).toEqual(['display_uri', 'session'])
    // The proposal carried the registered namespace with docs/rules' default events.
    expect(wallet.proposals[0]?.params.optionalNamespaces.eip155).toMatchObject({
      chains: eip155.chains,
      methods: eip155.methods,
      events: ['accountsChanged', 'chainChanged'],
    })
    // connect() again returns the live session without pairing.
    expect((await handle.connect()).topic).toBe(session.topic)
  })

  test("behavior: connect({ optionalNamespaces }) proposes those namespaces (AppKit's UniversalProvider); the provider reads through their rpcMap", async () => {
    const reads: unknown[] = []
    const rpc = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        reads.push(JSON.parse(body))
        response.setHeader('content-type', 'application/json').end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x2a' }))
      })
    })
    await new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => new Promise((resolve) => rpc.close(resolve)))
    const rpcUrl = `http://127.0.0.1:${(rpc.address() as AddressInfo).port}`
    const handle = createHandle()
    const context = { networks: [], getRpcUrls: () => [], storage: undefined } as unknown as AdapterContext
    const provider = await handle.getUniversalProvider({ namespace: 'eip155', context, currentChain: () => undefined })
    const wallet = await createWallet()
    const uri = next(handle, 'display_uri')
    const optionalNamespaces = { eip155: { chains: ['eip155:8453'], methods: ['personal_sign'], events: ['chainChanged'], rpcMap: { 8453: rpcUrl } } }
    const connected = provider.connect({ optionalNamespaces })
    await wallet.pair((await uri).uri)
    const session = await connected
    expect(wallet.proposals[0]?.params.optionalNamespaces).toEqual({
      eip155: { chains: ['eip155:8453'], methods: ['personal_sign'], events: ['chainChanged'] },
    })
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:8453:${account}`])
    expect(await provider.request({ method: 'eth_blockNumber' }, 'eip155:8453')).toBe('0x2a')
    expect(reads).toMatchObject([{ method: 'eth_blockNumber' }])
    // Bad input is refused with the entry at fault named, also when connected.
    await expect(handle.connect({ optionalNamespaces: { eip155: { chains: ['8453'], methods: [], events: [] } } })).rejects.toThrow(
      'optionalNamespaces.eip155.chains[0] must be a CAIP-2 chain id of eip155, got "8453"',
    )
    await expect(handle.connect(null as never)).rejects.toThrow('connect() takes an object, got null')
  })

  test('behavior: prepare() loads sign-client and makes a pairing that the next connect() shows at once', async () => {
    const handle = createHandle()
    const wallet = await createWallet()
    await handle.prepare()
    expect(handle.isLoaded()).toBe(true)
    expect(handle.getPairing()).toBeUndefined() // nothing shown before connect
    await handle.prepare() // still fresh: no second pairing
    const uri = next(handle, 'display_uri', 50)
    const connected = handle.connect()
    const shown = await uri
    await wallet.pair(shown.uri)
    expect((await connected).namespaces.eip155?.accounts).toContain(`eip155:31337:${account}`)
    expect(wallet.proposals).toHaveLength(1)
  })

  test('behavior: prepare({ pairing: false }) only loads and starts sign-client; nothing reaches the relay', async () => {
    const handle = createHandle()
    const wallet = await createWallet()
    const before = relay.stats().published
    await handle.prepare({ pairing: false })
    expect(handle.isLoaded()).toBe(true)
    expect(handle.getPairing()).toBeUndefined()
    expect(relay.stats().published).toBe(before) // no proposal was made
    const uri = next(handle, 'display_uri')
    const connected = handle.connect()
    await wallet.pair((await uri).uri)
    expect((await connected).namespaces.eip155?.accounts).toContain(`eip155:31337:${account}`)
    expect(wallet.proposals).toHaveLength(1)
  })

  test('behavior: a second connect() while pairing joins the attempt and reports the URI again', async () => {
    const handle = createHandle()
    const wallet = await createWallet()
    const first = next(handle, 'display_uri')
    const a = handle.connect()
    const { uri } = await first
    const again = next(handle, 'display_uri')
    const b = handle.connect()
    expect((await again).uri).toBe(uri)
    await wallet.pair(uri)
    const [sessionA, sessionB] = await Promise.all([a, b])
    expect(sessionA.topic).toBe(sessionB.topic)
  })

  test('behavior: abort cancels pairing (PairingAbortedError); a rejected proposal is WalletConnectRejectedError (4001)', async () => {
    const handle = createHandle()
    const controller = new AbortController()
    const uri = next(handle, 'display_uri')
    const pending = handle.connect({ signal: controller.signal })
    await uri
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'PairingAbortedError' })
    expect(handle.getPairing()).toBeUndefined()

    const wallet = await createWallet()
    wallet.setDecision('reject')
    const rejected = pairWith(handle, wallet)
    await expect(rejected).rejects.toMatchObject({ name: 'WalletConnectRejectedError', code: 4001 })
    expect(handle.getSession()).toBeUndefined()
  })

  test('behavior: requests go through the session; wallet errors keep their code, rejections are 4001', async () => {
    const handle = createHandle()
    const wallet = await createWallet({
      answer: ({ method, params }) => {
        if (method === 'eth_sendTransaction') throw { code: 4001, message: 'User rejected the request.' }
        if (method === 'wallet_switchEthereumChain') throw { code: 4902, message: 'Unrecognized chain' }
        if (method === 'eth_signTypedData_v4') throw { code: 5000, message: 'User rejected.' }
        return `signed:${(params as string[])[0]}`
      },
    })
    await pairWith(handle, wallet)
    await expect(handle.request({ chainId: 'eip155:31337', method: 'personal_sign', params: ['0x68', account] })).resolves.toBe('signed:0x68')
    expect(wallet.requests[0]).toEqual({ method: 'personal_sign', params: ['0x68', account], chainId: 'eip155:31337' })
    await expect(handle.request({ chainId: 'eip155:31337', method: 'eth_sendTransaction', params: [{}] })).rejects.toMatchObject({
      name: 'WalletConnectRejectedError',
      code: 4001,
    })
    await expect(handle.request({ chainId: 'eip155:31337', method: 'eth_signTypedData_v4', params: [] })).rejects.toMatchObject({
      code: 4001,
    })
    await expect(handle.request({ chainId: 'eip155:31337', method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).rejects.toMatchObject({
      name: 'WalletConnectRequestError',
      code: 4902,
    })
  })

  test('behavior: wallet events, updates and delete reach subscribers', async () => {
    const handle = createHandle()
    const wallet = await createWallet()
    await pairWith(handle, wallet)

    const event = next(handle, 'session_event')
    await wallet.emit('accountsChanged', [other], 'eip155:31337')
    expect(await event).toEqual({ type: 'session_event', chainId: 'eip155:31337', name: 'accountsChanged', data: [other] })

    const updated = next(handle, 'session_update')
    const accounts = [`eip155:31337:${other}`, `eip155:31337:${account}`]
    await wallet.update({ eip155: { chains: ['eip155:31337'], accounts, methods: eip155.methods, events: ['accountsChanged', 'chainChanged'] } })
    expect((await updated).session.namespaces.eip155?.accounts).toEqual(accounts)
    expect(handle.getSession()?.namespaces.eip155?.accounts).toEqual(accounts)

    const deleted = next(handle, 'session_delete')
    await wallet.disconnect()
    expect((await deleted).type).toBe('session_delete')
    expect(handle.getSession()).toBeUndefined()
    await expect(handle.request({ chainId: 'eip155:31337', method: 'personal_sign', params: [] })).rejects.toMatchObject({
      name: 'WalletConnectNotConnectedError',
      code: 4900,
    })
  })

  test('behavior: a new handle on the same storage restores the session; disconnect deletes it on both sides', async () => {
    const storage = createMemoryStorage()
    const prefix = `restore-${Math.random()}`
    const first = createHandle(storage, prefix)
    const wallet = await createWallet({ answer: () => '0xsigned' })
    const session = await pairWith(first, wallet)
    await first.destroy()

    const second = createHandle(storage, prefix)
    expect(second.isLoaded()).toBe(false)
    const restored = await second.restore()
    expect(restored?.topic).toBe(session.topic)
    await expect(second.request({ chainId: 'eip155:31337', method: 'personal_sign', params: ['0x01', account] })).resolves.toBe('0xsigned')

    await second.disconnect()
    expect(second.getSession()).toBeUndefined()
    await expect.poll(() => wallet.sessions().length, { timeout: 5_000 }).toBe(0)
    expect(await second.restore()).toBeUndefined()
  })

  test('behavior: in a browser-like global, no stored session means restore() loads nothing; an expired one is dropped', async () => {
    const values = new Map<string, string>()
    const localStorage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    }
    Object.defineProperty(globalThis, 'localStorage', { value: localStorage, configurable: true })
    try {
      const handle = createHandle(createMemoryStorage(), 'hint-')
      expect(await handle.restore()).toBeUndefined()
      expect(handle.isLoaded()).toBe(false)
      values.set('hint-kit-walletconnect:session', JSON.stringify({ topic: 'a'.repeat(64), expiry: Date.now() / 1000 - 1 }))
      expect(await handle.restore()).toBeUndefined()
      expect(handle.isLoaded()).toBe(false)
      expect(values.has('hint-kit-walletconnect:session')).toBe(false)
      await expect(handle.request({ chainId: 'eip155:1', method: 'personal_sign' })).rejects.toMatchObject({ code: 4900 })
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage')
    }
  })
})
