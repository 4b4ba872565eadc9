import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { UniversalProvider } from '@kit/core'
import {
  anvil,
  close,
  connect,
  createKit,
  createMemoryBackend,
  disconnect,
  getAccount,
  getModalState,
  getPairing,
  getRouter,
  open,
  signMessage,
} from '@kit/core'
import { createRelay, type Relay } from '@kit/relay'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createTestWallet } from '../test/createTestWallet.js'
import { createMemoryStorage } from '../test/memoryStorage.js'
import { nextPairing } from '../test/nextPairing.js'
import { walletConnect } from '../walletConnect.js'
import { universalAdapter } from './universalAdapter.js'

// The no-adapter mode's adapter in Node: a kit whose only eip155 wallet is WalletConnect pairs
// through a real relay with a real WalletKit wallet that signs with viem; reads go to a JSON-RPC
// server standing in for the chain (this module only forwards them).

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
let relay: Relay
let rpc: Server
let rpcUrl: string
const rpcCalls: string[] = []
const cleanups: (() => Promise<unknown> | unknown)[] = []

beforeAll(async () => {
  relay = await createRelay({ port: 0 })
  rpc = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      rpcCalls.push(method)
      const result = method === 'eth_getBalance' ? '0xde0b6b3a7640000' : method === 'eth_blockNumber' ? '0x2a' : null
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result }))
    })
  })
  await new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve))
  rpcUrl = `http://127.0.0.1:${(rpc.address() as AddressInfo).port}`
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(async () => {
  await relay?.close()
  await new Promise((resolve) => rpc?.close(resolve))
})

function createUniversalKit() {
  const handle = walletConnect({ relayUrl: relay.url, customStoragePrefix: `dapp-${Math.random()}`, storage: createMemoryStorage(), logLevel: 'silent' })
  const kit = createKit({
    projectId: 'test',
    networks: [{ ...anvil, rpcUrls: { default: { http: [rpcUrl] } } }],
    adapters: [universalAdapter({ namespace: 'eip155', handle })],
    storage: createMemoryBackend(),
    enableReconnect: false,
    environment: { isBrowser: () => true, isMobile: () => false },
  })
  cleanups.push(
    () => kit._internal.unmount(),
    () => handle.destroy(),
  )
  return { kit, handle }
}

async function createWallet() {
  const wallet = await createTestWallet({
    relayUrl: relay.url,
    accounts: [account.address],
    async answer({ method, params }) {
      if (method === 'personal_sign') return account.signMessage({ message: { raw: (params as Hex[])[0]! } })
      throw { code: 4200, message: `unsupported ${method}` }
    },
  })
  cleanups.push(() => wallet.close())
  return wallet
}

describe('universalAdapter', () => {
  test('default: WalletConnect is the only wallet; the proposal asks for the kit networks with the namespace methods', () => {
    const { kit, handle } = createUniversalKit()
    const connectors = kit._internal.state.connectors.byNamespace.eip155 ?? []
    expect(connectors.map(({ id, name, type }) => ({ id, name, type }))).toEqual([{ id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect' }])
    expect(handle.isLoaded()).toBe(false)
    expect(handle.getProposalNamespaces().eip155).toMatchObject({
      chains: ['eip155:31337'],
      methods: expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4']),
    })
  })

  test('behavior: pair by QR → connected; the kit signs and the provider requests through the session, reads go to the RPC', async () => {
    const { kit } = createUniversalKit()
    const wallet = await createWallet()
    const connected = connect(kit, { connectorId: 'walletConnect' })
    await wallet.pair(await nextPairing(kit))
    expect(await connected).toMatchObject({ address: account.address, networkId: 'eip155:31337' })
    expect(getAccount(kit)).toMatchObject({ status: 'connected', connectorId: 'walletConnect', address: account.address })

    const signature = await signMessage(kit, { message: 'hello universal' })
    expect(await verifyMessage({ address: account.address, message: 'hello universal', signature: signature as Hex })).toBe(true)

    const provider = (await kit._internal.state.connectors.byNamespace.eip155?.[0]?.getProvider()) as UniversalProvider
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([account.address])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    const raw = await provider.request<Hex>({ method: 'personal_sign', params: ['0x6869', account.address] }, 'eip155:31337')
    expect(await verifyMessage({ address: account.address, message: { raw: '0x6869' }, signature: raw })).toBe(true)
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x2a')
    expect(rpcCalls).toContain('eth_blockNumber')
    expect(wallet.requests.map((request) => request.method)).toEqual(['personal_sign', 'personal_sign'])
  })

  test('behavior: the wallet ending the session disconnects the kit; a disconnect from the kit tells the wallet', async () => {
    const { kit } = createUniversalKit()
    const wallet = await createWallet()
    const connected = connect(kit, { connectorId: 'walletConnect' })
    await wallet.pair(await nextPairing(kit))
    await connected
    await wallet.disconnect()
    await expect.poll(() => getAccount(kit).status, { timeout: 10_000 }).toBe('disconnected')

    const again = connect(kit, { connectorId: 'walletConnect' })
    await wallet.pair(await nextPairing(kit))
    await again
    await disconnect(kit)
    await expect.poll(() => wallet.sessions().length, { timeout: 10_000 }).toBe(0)
  })

  test("behavior: the app pairs itself (AppKit's display_uri → open({ uri })): the modal shows that URI and pairs nothing; the kit adopts the session", async () => {
    const { kit, handle } = createUniversalKit()
    const wallet = await createWallet()
    kit._internal.mount()
    const provider = await kit.getUniversalProvider()
    if (!provider) throw new Error('no UniversalProvider')
    const shown: string[] = []
    const opened: Promise<void>[] = []
    provider.on('display_uri', (uri) => {
      shown.push(uri as string)
      opened.push(open(kit, { uri: uri as string }))
    })
    const session = provider.connect()
    await expect.poll(() => shown.length, { timeout: 10_000 }).toBe(1)
    await opened[0]
    expect(getModalState(kit).open).toBe(true)
    expect(getRouter(kit).view).toBe('ConnectingWalletConnectBasic')
    expect(getPairing(kit)).toMatchObject({ uri: shown[0], external: true })
    expect(handle.getPairing()?.uri).toBe(shown[0])
    // The modal started no attempt of its own: the app's is the only pairing.
    expect(kit._internal.runtime.pendingConnect).toBeUndefined()

    await wallet.pair(shown[0]!)
    expect((await session).namespaces.eip155?.accounts).toContain(`eip155:31337:${account.address}`)
    close(kit)
    await expect.poll(() => getAccount(kit).status, { timeout: 10_000 }).toBe('connected')
    expect(getAccount(kit)).toMatchObject({ address: account.address, connectorId: 'walletConnect' })
    expect(provider.session?.topic).toBe((await session).topic)
    expect(wallet.proposals).toHaveLength(1)
    // Kit's sign-message action signs through the adopted session.
    const signature = await signMessage(kit, { message: 'adopted' })
    expect(await verifyMessage({ address: account.address, message: 'adopted', signature: signature as Hex })).toBe(true)
  })

  test('bad input: an address of another shape is not a valid eip155 address', async () => {
    const { kit } = createUniversalKit()
    const adapter = kit._internal.adapters.get('eip155')
    expect(adapter?.isValidAddress(account.address)).toBe(true)
    expect(adapter?.isValidAddress('0x1234')).toBe(false)
    expect(adapter?.isValidAddress('So11111111111111111111111111111111111111112')).toBe(false)
  })
})
