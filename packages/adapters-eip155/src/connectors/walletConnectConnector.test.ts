import {
  connect,
  createKit,
  createMemoryBackend,
  disconnect,
  getAccount,
  getNetwork,
  getPairing,
  type Kit,
  reconnect,
  sendTransaction,
  signMessage,
  switchNetwork,
} from '@kit/core'
import { createRelay, type Relay } from '@kit/relay'
import { type WalletConnectHandle, walletConnect } from '@kit/walletconnect'
import { createPublicClient, http, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../../../walletconnect/src/test/memoryStorage.js'
import { nextPairing } from '../../../walletconnect/src/test/nextPairing.js'
import { eip155Adapter } from '../eip155Adapter.js'
import { anvilNetwork, secondAnvilNetwork } from '../test/anvilNetworks.js'
import { createTestWindow } from '../test/createTestWindow.js'
import { type AnvilInstance, startAnvil } from '../test/startAnvil.js'
import { createWalletConnectWallet } from '../test/walletConnectWallet.js'
import type { WalletConnectProvider } from './walletConnectProvider.js'

// The eip155 WalletConnect connector end to end in Node: a kit (mounted as in a browser) pairs
// through a real relay with a real WalletKit wallet that signs with viem and sends to anvil.

let relay: Relay
let chainA: AnvilInstance
let chainB: AnvilInstance
const cleanups: (() => Promise<unknown> | unknown)[] = []

beforeAll(async () => {
  ;[relay, chainA, chainB] = await Promise.all([createRelay({ port: 0 }), startAnvil(), startAnvil({ chainId: 31338 })])
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(async () => {
  await Promise.all([relay?.close(), chainA?.stop(), chainB?.stop()])
})

type Setup = { storage?: ReturnType<typeof createMemoryStorage>; backend?: ReturnType<typeof createMemoryBackend>; prefix?: string }

function createWalletConnectKit({ storage = createMemoryStorage(), backend = createMemoryBackend(), prefix = `dapp-${Math.random()}` }: Setup = {}) {
  const handle = walletConnect({ relayUrl: relay.url, customStoragePrefix: prefix, storage, logLevel: 'silent' })
  const window = createTestWindow({})
  const kit = createKit({
    projectId: 'test',
    networks: [anvilNetwork(chainA.rpcUrl), secondAnvilNetwork(chainB.rpcUrl)],
    adapters: [eip155Adapter({ walletConnect: handle, getWindow: () => window })],
    storage: backend,
    enableReconnect: false,
    environment: { isBrowser: () => true, isMobile: () => false },
  })
  cleanups.push(
    () => kit._internal.unmount(),
    () => handle.destroy(),
  )
  return { kit, handle, storage, backend, prefix }
}

async function createWallet() {
  const wallet = await createWalletConnectWallet({
    relayUrl: relay.url,
    rpcUrls: { 31337: chainA.rpcUrl, 31338: chainB.rpcUrl },
  })
  cleanups.push(() => wallet.close())
  return wallet
}

async function pair(kit: Kit, wallet: Awaited<ReturnType<typeof createWallet>>) {
  const connected = connect(kit, { connectorId: 'walletConnect' })
  await wallet.pair(await nextPairing(kit))
  return connected
}

describe('walletConnectConnector', () => {
  test('default: listed first as WalletConnect; creating the kit loads nothing', () => {
    const { kit, handle } = createWalletConnectKit()
    const connectors = kit._internal.state.connectors.byNamespace.eip155 ?? []
    expect(connectors.map(({ id, name, type }) => ({ id, name, type }))).toEqual([{ id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect' }])
    expect(connectors[0]?.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(handle.isLoaded()).toBe(false)
    expect(handle.getProposalNamespaces()).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']),
        events: ['accountsChanged', 'chainChanged'],
      },
    })
  })

  test('behavior: pair → connected; sign, send, reads, switch and wallet events go through the session', async () => {
    const { kit } = createWalletConnectKit()
    const wallet = await createWallet()
    const result = await pair(kit, wallet)
    expect(result).toMatchObject({ address: wallet.address, networkId: 'eip155:31337' })
    expect(getAccount(kit)).toMatchObject({ status: 'connected', connectorId: 'walletConnect' })
    expect(getPairing(kit)).toBeUndefined()

    const signature = await signMessage(kit, { message: 'hello kit' })
    expect(await verifyMessage({ address: wallet.address, message: 'hello kit', signature: signature as `0x${string}` })).toBe(true)

    const hash = await sendTransaction(kit, { to: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', value: 1000n })
    const receipt = await createPublicClient({ transport: http(chainA.rpcUrl) }).waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')

    // Reads go to the kit's RPC, not to the wallet.
    const provider = (await kit._internal.state.connectors.byNamespace.eip155![0]!.getProvider()) as WalletConnectProvider
    const requestsBefore = wallet.requests.length
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
    expect(wallet.requests.length).toBe(requestsBefore)

    await switchNetwork(kit, { network: 'eip155:31338' })
    expect(getNetwork(kit).caipNetworkId).toBe('eip155:31338')
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    await signMessage(kit, { message: 'on 31338' })
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'personal_sign', chainId: 'eip155:31338' })

    // Wallet-initiated changes.
    await wallet.emit('chainChanged', 31337, 'eip155:31337')
    await expect.poll(() => getNetwork(kit).caipNetworkId).toBe('eip155:31337')
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    await wallet.emit('accountsChanged', [other], 'eip155:31337')
    await expect.poll(() => getAccount(kit).address).toBe(other)
  })

  test("behavior: modal.getUniversalProvider() is AppKit's UniversalProvider over the same session, on the kit's network", async () => {
    const { kit } = createWalletConnectKit()
    const wallet = await createWallet()
    const provider = await kit.getUniversalProvider()
    if (!provider) throw new Error('no UniversalProvider with a WalletConnect adapter')
    expect(provider.session).toBeUndefined()
    expect(await kit.getUniversalProvider()).toBe(provider)
    const uris: unknown[] = []
    const onUri = (uri: unknown) => uris.push(uri)
    provider.on('display_uri', onUri)
    const { address } = await pair(kit, wallet)
    provider.removeListener('display_uri', onUri)
    expect(uris).toHaveLength(1)
    expect(uris[0]).toMatch(/^wc:/)
    expect(provider.session?.namespaces.eip155?.accounts).toContain(`eip155:31337:${address}`)

    // Requests without a chain id are for the kit's network; the wallet signs what it approved.
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    const signature = await provider.request<`0x${string}`>({ method: 'personal_sign', params: ['0x6869', address] })
    expect(await verifyMessage({ address: address as `0x${string}`, message: { raw: '0x6869' }, signature })).toBe(true)
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'personal_sign', chainId: 'eip155:31337' })
    await switchNetwork(kit, { network: 'eip155:31338' })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    // Reads go to the chain's RPC URL, not to the wallet.
    const requestsBefore = wallet.requests.length
    expect(await provider.request({ method: 'eth_blockNumber' }, 'eip155:31337')).toMatch(/^0x/)
    expect(wallet.requests.length).toBe(requestsBefore)
  })

  test('behavior: wallet rejections → UserRejectedRequestError, still connected; proposal rejected → Connection rejected', async () => {
    const { kit } = createWalletConnectKit()
    const wallet = await createWallet()
    await pair(kit, wallet)
    wallet.reject('personal_sign')
    await expect(signMessage(kit, { message: 'no' })).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    wallet.reject('wallet_switchEthereumChain')
    await expect(switchNetwork(kit, { network: 'eip155:31338' })).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    expect(getAccount(kit).status).toBe('connected')
    expect(getNetwork(kit).caipNetworkId).toBe('eip155:31337')

    const second = createWalletConnectKit()
    wallet.setDecision('reject')
    await expect(pair(second.kit, wallet)).rejects.toThrow('Connection rejected')
    expect(getAccount(second.kit).status).toBe('disconnected')
  })

  test('behavior: the wallet deletes the session → the kit disconnects', async () => {
    const { kit } = createWalletConnectKit()
    const wallet = await createWallet()
    await pair(kit, wallet)
    await wallet.disconnect()
    await expect.poll(() => getAccount(kit).status).toBe('disconnected')
  })

  test('behavior: reconnect after a reload restores the session; disconnect deletes it on the wallet', async () => {
    const first = createWalletConnectKit()
    const wallet = await createWallet()
    await pair(first.kit, wallet)
    first.kit._internal.unmount()
    await first.handle.destroy()

    const second = createWalletConnectKit({ storage: first.storage, backend: first.backend, prefix: first.prefix })
    await reconnect(second.kit)
    expect(getAccount(second.kit)).toMatchObject({ status: 'connected', address: wallet.address, connectorId: 'walletConnect' })
    const signature = await signMessage(second.kit, { message: 'after reload' })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)

    await disconnect(second.kit)
    expect(getAccount(second.kit).status).toBe('disconnected')
    await expect.poll(() => wallet.sessions().length).toBe(0)
    const handle: WalletConnectHandle = second.handle
    expect(handle.getSession()).toBeUndefined()
  })
})
