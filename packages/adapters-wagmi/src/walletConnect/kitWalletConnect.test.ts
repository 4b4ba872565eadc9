import { abortConnect, connect, createKit, createMemoryBackend, disconnect as disconnectKit, getAccount } from '@kit/core'
import { createRelay, type Relay } from '@kit/relay'
import { walletConnect } from '@kit/walletconnect'
import { createPublicClient, http, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { disconnect, getConnection, sendTransaction, signMessage, switchChain, waitForTransactionReceipt } from 'wagmi/actions'
import { anvilNetwork, secondAnvilNetwork } from '../../../adapters-eip155/src/test/anvilNetworks.js'
import { type AnvilInstance, startAnvil } from '../../../adapters-eip155/src/test/startAnvil.js'
import { createWalletConnectWallet } from '../../../adapters-eip155/src/test/walletConnectWallet.js'
import { createMemoryStorage } from '../../../walletconnect/src/test/memoryStorage.js'
import { nextPairing } from '../../../walletconnect/src/test/nextPairing.js'
import { WagmiAdapter } from '../wagmiAdapter.js'

// wagmi's WalletConnect connector on Kit's handle, in Node: the kit pairs through a real relay
// with a real WalletKit wallet (viem signing, sending to anvil); wagmi's actions then sign and send.

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

function setup() {
  const handle = walletConnect({ relayUrl: relay.url, customStoragePrefix: `dapp-${Math.random()}`, storage: createMemoryStorage(), logLevel: 'silent' })
  const networks = [anvilNetwork(chainA.rpcUrl), secondAnvilNetwork(chainB.rpcUrl)]
  const wagmiAdapter = new WagmiAdapter({ networks, projectId: 'test', walletConnect: handle, connectors: [], multiInjectedProviderDiscovery: false })
  const kit = createKit({
    projectId: 'test',
    networks,
    adapters: [wagmiAdapter],
    storage: createMemoryBackend(),
    enableReconnect: false,
    environment: { isBrowser: () => true, isMobile: () => false },
  })
  cleanups.push(
    () => kit._internal.unmount(),
    () => handle.destroy(),
  )
  return { kit, handle, config: wagmiAdapter.wagmiConfig }
}

async function createWallet() {
  const wallet = await createWalletConnectWallet({ relayUrl: relay.url, rpcUrls: { 31337: chainA.rpcUrl, 31338: chainB.rpcUrl } })
  cleanups.push(() => wallet.close())
  return wallet
}

describe('WagmiAdapter WalletConnect', () => {
  test('default: wagmi has a WalletConnect connector, listed by the kit first; creating them loads nothing', () => {
    const { kit, handle, config } = setup()
    expect(config.connectors.map(({ id, type }) => ({ id, type }))).toEqual([
      { id: 'walletConnect', type: 'walletConnect' },
      { id: 'auth', type: 'auth' },
    ])
    const listed = kit._internal.state.connectors.byNamespace.eip155 ?? []
    expect(listed.map(({ id, type }) => ({ id, type }))).toEqual([{ id: 'walletConnect', type: 'walletConnect' }])
    expect(listed[0]?.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(handle.isLoaded()).toBe(false)
    expect(handle.getProposalNamespaces().eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
  })

  test('behavior: paired in the kit, the session is wagmi connection: wagmi signs, sends (mined), switches; a wagmi disconnect ends both', async () => {
    const { kit, config } = setup()
    const wallet = await createWallet()
    const connected = connect(kit, { connectorId: 'walletConnect' })
    await wallet.pair(await nextPairing(kit))
    expect(await connected).toMatchObject({ address: wallet.address, networkId: 'eip155:31337' })
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: wallet.address, chainId: 31337 })

    const signature = await signMessage(config, { message: 'hello wagmi' })
    expect(await verifyMessage({ address: wallet.address, message: 'hello wagmi', signature })).toBe(true)
    const hash = await sendTransaction(config, { to: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', value: 1000n })
    expect((await waitForTransactionReceipt(config, { hash })).status).toBe('success')
    expect(wallet.requests.map((request) => request.method)).toEqual(['personal_sign', 'eth_sendTransaction'])

    // A chain the session approved: no wallet request; the kit follows wagmi.
    await switchChain(config, { chainId: 31338 })
    expect(getConnection(config).chainId).toBe(31338)
    await expect.poll(() => getAccount(kit).caipAddress).toBe(`eip155:31338:${wallet.address}`)
    const second = await sendTransaction(config, { to: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', value: 1n })
    const receipt = await createPublicClient({ transport: http(chainB.rpcUrl) }).waitForTransactionReceipt({ hash: second })
    expect(receipt.status).toBe('success')

    await disconnect(config)
    await expect.poll(() => getAccount(kit).status).toBe('disconnected')
  })

  test("behavior: the wallet's chainChanged and session end reach wagmi and the kit; reads go to the chain, not the wallet", async () => {
    const { kit, config } = setup()
    const wallet = await createWallet()
    const connected = connect(kit, { connectorId: 'walletConnect' })
    await wallet.pair(await nextPairing(kit))
    await connected
    const connector = config.connectors.find((candidate) => candidate.id === 'walletConnect')!
    const provider = (await connector.getProvider()) as { request(arguments_: { method: string }): Promise<unknown> }
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
    expect(wallet.requests).toEqual([])

    await wallet.emit('chainChanged', 31338, 'eip155:31338')
    await expect.poll(() => getConnection(config).chainId).toBe(31338)
    await expect.poll(() => getAccount(kit).caipAddress).toBe(`eip155:31338:${wallet.address}`)

    await wallet.disconnect()
    await expect.poll(() => getConnection(config).status).toBe('disconnected')
    await expect.poll(() => getAccount(kit).status).toBe('disconnected')
  })

  test('behavior: the modal closing while pairing cancels it: Modal closed, wagmi stays disconnected', async () => {
    const { kit, config } = setup()
    const connected = connect(kit, { connectorId: 'walletConnect' })
    expect(await nextPairing(kit)).toMatch(/^wc:/)
    abortConnect(kit)
    await expect(connected).rejects.toMatchObject({ name: 'ModalClosedError' })
    expect(getConnection(config).status).toBe('disconnected')
    expect(getAccount(kit).status).toBe('disconnected')
  })

  test('behavior: the kit disconnecting ends the wagmi connection and the session', async () => {
    const { kit, config, handle } = setup()
    const wallet = await createWallet()
    const connected = connect(kit, { connectorId: 'walletConnect' })
    await wallet.pair(await nextPairing(kit))
    await connected
    await disconnectKit(kit)
    expect(getConnection(config).status).toBe('disconnected')
    expect(handle.getSession()).toBeUndefined()
  })
})
