import { anvil, type CaipNetwork, connect, createKit, createMemoryBackend, defineNetwork, getAccount, getCallsStatus, getNetwork, sendCalls } from '@kit/core'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { connect as connectWagmi, disconnect, getConnection, sendTransaction, signMessage, switchChain, waitForTransactionReceipt } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'
import { type AnvilInstance, startAnvil } from '../../adapters-eip155/src/test/startAnvil.js'
import { WagmiAdapter } from './wagmiAdapter.js'

// anvil's first funded, unlocked account: the mock connector forwards signing to the node.
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let one: AnvilInstance
let two: AnvilInstance
let networks: [CaipNetwork, CaipNetwork]

beforeAll(async () => {
  ;[one, two] = await Promise.all([startAnvil(), startAnvil({ chainId: 31338 })])
  networks = [
    { ...anvil, rpcUrls: { default: { http: [one.rpcUrl] } } },
    defineNetwork({
      id: 31338,
      name: 'Anvil Two',
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:31338',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [two.rpcUrl] } },
    }),
  ]
})

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()])
})

const wait = async (check: () => boolean, message: string) => {
  for (let i = 0; i < 200; i++) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`Timed out waiting for ${message}`)
}

function setup() {
  const wagmiAdapter = new WagmiAdapter({
    networks,
    projectId: 'test',
    connectors: [mock({ accounts: [account] })],
    multiInjectedProviderDiscovery: false,
  })
  const kit = createKit({
    projectId: 'test',
    networks,
    adapters: [wagmiAdapter],
    storage: createMemoryBackend(),
    enableReconnect: false,
    environment: { isBrowser: () => true, isMobile: () => false },
  })
  return { kit, config: wagmiAdapter.wagmiConfig }
}

describe('WagmiAdapter', () => {
  test('default: the modal connects, wagmi signs and sends on anvil, both see switch and disconnect', async () => {
    const { kit, config } = setup()
    // The app's connector, then the WalletConnect one the adapter adds (the embedded wallet is the kit's auth connector).
    expect(kit._internal.state.connectors.byNamespace.eip155?.map((connector) => connector.id)).toEqual(['mock', 'walletConnect'])

    // Kit connects (what the modal does) …
    const connected = await connect(kit, { connectorId: 'mock', namespace: 'eip155' })
    expect(connected.address).toBe(account)
    // … and wagmi's state (its hooks) has the same connection.
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: account, chainId: 31337 })

    // wagmi signs: the signature verifies for the connected address.
    const signature = await signMessage(config, { message: 'hello kit' })
    expect(await verifyMessage({ address: account, message: 'hello kit', signature })).toBe(true)

    // wagmi sends: a receipt on anvil, the receiver's balance grows.
    const client = createPublicClient({ transport: http(one.rpcUrl) })
    const before = await client.getBalance({ address: receiver })
    const hash = await sendTransaction(config, { to: receiver, value: parseEther('0.25') })
    const receipt = await waitForTransactionReceipt(config, { hash })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: receiver })).toBe(before + parseEther('0.25'))

    // A switch made through wagmi reaches Kit.
    await switchChain(config, { chainId: 31338 })
    await wait(() => getNetwork(kit).caipNetworkId === 'eip155:31338', 'Kit to follow the switch')
    expect(getAccount(kit).caipAddress).toBe(`eip155:31338:${account}`)

    // A switch made through Kit reaches wagmi.
    await kit.switchNetwork(networks[0])
    expect(getConnection(config).chainId).toBe(31337)

    // A disconnect made through wagmi reaches Kit.
    await disconnect(config)
    await wait(() => !getAccount(kit).isConnected, 'Kit to see the disconnect')
  })

  test('behavior: core sendCalls / getCallsStatus go through wagmi (EIP-5792 of the connector)', async () => {
    const { kit } = setup()
    await connect(kit, { connectorId: 'mock', namespace: 'eip155' })
    const client = createPublicClient({ transport: http(one.rpcUrl) })
    const before = await client.getBalance({ address: receiver })
    const { id } = await sendCalls(kit, {
      calls: [
        { to: receiver, value: 1n },
        { to: receiver, value: 2n },
      ],
    })
    // wagmi's mock wallet says 'success' once any call has a receipt, and anvil may
    // mine the second call a moment after its hash is returned: wait for both receipts.
    let status = await getCallsStatus(kit, { id })
    for (let i = 0; status.receipts.length < 2 && i < 250; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      status = await getCallsStatus(kit, { id })
    }
    // wagmi's mock wallet runs the calls one by one and says so.
    expect(status).toMatchObject({ status: 'success', atomic: false })
    expect(status.receipts).toHaveLength(2)
    expect(await client.getBalance({ address: receiver })).toBe(before + 3n)
    await expect(sendCalls(kit, { calls: [{ to: 'nope' }] })).rejects.toMatchObject({ name: 'InvalidCallsError' })
  })

  test('behavior: a disconnect made through Kit reaches wagmi', async () => {
    const { kit, config } = setup()
    await connect(kit, { connectorId: 'mock', namespace: 'eip155' })
    await kit.disconnect()
    expect(getConnection(config).status).toBe('disconnected')
    expect(getAccount(kit).isConnected).toBe(false)
  })

  test("behavior: a connection made with wagmi's own connect is the kit's too; either side's disconnect ends both", async () => {
    const { kit, config } = setup()
    const mock = config.connectors.find((connector) => connector.id === 'mock')!
    await connectWagmi(config, { connector: mock, chainId: 31338 })
    await wait(() => getAccount(kit).isConnected, 'Kit to adopt the wagmi connection')
    expect(getAccount(kit)).toMatchObject({ connectorId: 'mock', caipAddress: `eip155:31338:${account}` })
    await disconnect(config)
    await wait(() => !getAccount(kit).isConnected, 'Kit to see the disconnect')

    await connectWagmi(config, { connector: mock })
    await wait(() => getAccount(kit).isConnected, 'Kit to adopt the second connection')
    await kit.disconnect()
    expect(getConnection(config).status).toBe('disconnected')
  })

  test('behavior: balances are read through wagmi', async () => {
    const { kit } = setup()
    const adapter = kit._internal.adapters.get('eip155')!
    const balance = await adapter.getBalance({ address: receiver, network: networks[1] })
    expect(balance).toMatchObject({ decimals: 18, symbol: 'ETH' })
    expect(balance.value).toBeGreaterThan(0n)
  })

  test('behavior: no eip155 network is a clear error', () => {
    expect(() => new WagmiAdapter({ networks: [], projectId: 'x' })).toThrow('WagmiAdapter needs at least one eip155 network')
  })
})
