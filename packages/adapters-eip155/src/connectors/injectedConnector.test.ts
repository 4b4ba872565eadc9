import {
  type Connector,
  type ConnectorEvent,
  connect,
  createMemoryBackend,
  createStorage,
  disconnect,
  getAccount,
  getConnectors,
  getNetwork,
  type Kit,
  sendTransaction,
  signMessage,
  switchNetwork,
} from '@kit/core'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { waitForTransactionReceipt } from '../actions/waitForTransactionReceipt.js'
import { anvilNetwork, secondAnvilNetwork } from '../test/anvilNetworks.js'
import { createWalletKit, type WalletKitParameters } from '../test/createWalletKit.js'
import { createLocalProvider, providerError } from '../test/localProvider.js'
import { type AnvilInstance, startAnvil } from '../test/startAnvil.js'
import { injectedConnector } from './injectedConnector.js'

let chainA: AnvilInstance
let chainB: AnvilInstance
const kits: Kit[] = []

beforeAll(async () => {
  ;[chainA, chainB] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
})
afterAll(async () => {
  await Promise.all([chainA?.stop(), chainB?.stop()])
})
afterEach(() => {
  for (const kit of kits.splice(0)) kit._internal.unmount()
})

function setup(parameters: Omit<WalletKitParameters, 'rpcUrls'> = {}) {
  const result = createWalletKit({ rpcUrls: { 31337: chainA.rpcUrl, 31338: chainB.rpcUrl }, ...parameters })
  kits.push(result.kit)
  const connector = getConnectors(result.kit, { namespace: 'eip155' }).find((item) => item.connector.id === 'injected')!.connector
  return { ...result, connector }
}

/** A connector outside any kit, for the raw contract. */
function standalone() {
  const provider = createLocalProvider({ chains: { 31337: chainA.rpcUrl }, chainId: 31337 })
  const networks = [anvilNetwork(chainA.rpcUrl), secondAnvilNetwork(chainB.rpcUrl)]
  const storage = createStorage({ prefix: 'test', backend: createMemoryBackend() })
  const connector = injectedConnector({
    provider,
    id: 'injected',
    name: 'Browser Wallet',
    context: { networks, storage, getRpcUrls: (network) => network.rpcUrls.default.http },
  })
  return { provider, connector, storage }
}

const waitFor = (check: () => boolean) => vi.waitUntil(check, { timeout: 5_000, interval: 10 })

describe('connect', () => {
  test('default', async () => {
    const { kit, provider } = setup()
    const result = await connect(kit, { connectorId: 'injected' })
    expect(result).toEqual({
      address: provider.account.address,
      caipAddress: `eip155:31337:${provider.account.address}`,
      networkId: 'eip155:31337',
    })
    expect(provider.calls.map((call) => call.method).slice(0, 2)).toEqual(['eth_requestAccounts', 'eth_chainId'])
    // The balance comes from anvil through the kit's rpcUrls option (core's anvil URL is not used).
    await waitFor(() => getAccount(kit).balance !== undefined)
    expect(getAccount(kit)).toMatchObject({ status: 'connected', balanceSymbol: 'ETH', balanceError: undefined })
    expect(Number(getAccount(kit).balance)).toBeGreaterThan(0)
  })

  test('behavior: the accounts EIP-55 checksummed whatever case the wallet used, chain id in CAIP-2', async () => {
    const { connector, provider } = standalone()
    provider.override('eth_requestAccounts', () => ['0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266'])
    await expect(connector.connect()).resolves.toEqual({
      accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      networkId: 'eip155:31337',
    })
    provider.override('eth_accounts', () => ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8'])
    await expect(connector.getAccounts()).resolves.toEqual(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])
  })

  test('behavior: a lower-case accountsChanged reaches the kit checksummed', async () => {
    const { kit, provider } = setup()
    await connect(kit, { connectorId: 'injected' })
    provider.emit('accountsChanged', ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8'])
    await waitFor(() => getAccount(kit).address === '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  })

  test('behavior: switches the wallet to the requested network', async () => {
    const { kit, provider } = setup({ walletChainIds: [31337, 31338], defaultNetworkId: 'eip155:31338' })
    const result = await connect(kit, { connectorId: 'injected' })
    expect(result.networkId).toBe('eip155:31338')
    expect(getNetwork(kit)).toMatchObject({ caipNetworkId: 'eip155:31338', isSupported: true })
    expect(provider.calls.some((call) => call.method === 'wallet_addEthereumChain')).toBe(false)
  })

  test('behavior: adds an unknown requested network (4902), then switches', async () => {
    const { kit, provider } = setup({ defaultNetworkId: 'eip155:31338' })
    await expect(connect(kit, { connectorId: 'injected' })).resolves.toMatchObject({ networkId: 'eip155:31338' })
    const add = provider.calls.find((call) => call.method === 'wallet_addEthereumChain')
    expect(add?.params).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Anvil Two',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [chainB.rpcUrl],
        blockExplorerUrls: ['http://127.0.0.1/explorer'],
      },
    ])
  })

  test('behavior: a refused switch still connects, on the wallet chain', async () => {
    const { kit, provider } = setup({ walletChainIds: [31337, 31338], defaultNetworkId: 'eip155:31338' })
    provider.override('wallet_switchEthereumChain', () => {
      throw providerError(4001, 'User rejected the request.')
    })
    await expect(connect(kit, { connectorId: 'injected' })).resolves.toMatchObject({ networkId: 'eip155:31337' })
    expect(getAccount(kit).status).toBe('connected')
  })

  test('behavior: 4001 becomes Connection rejected', async () => {
    const { kit, provider, connector } = setup()
    provider.override('eth_requestAccounts', () => {
      throw providerError(4001, 'User rejected the request.')
    })
    // The connector throws the wallet error as it came, code kept...
    await expect(connector.connect()).rejects.toMatchObject({ code: 4001 })
    // ...and the kit maps it.
    const error = await connect(kit, { connectorId: 'injected' }).catch((error_: unknown) => error_)
    expect(error).toMatchObject({ name: 'ConnectionRejectedError', shortMessage: 'Connection rejected' })
    expect((error as Error).cause).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    expect(getAccount(kit).status).toBe('disconnected')
  })

  test.each([
    ['not an array', () => '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'],
    ['empty', () => []],
    ['an invalid address', () => ['0x123']],
    ['not strings', () => [42]],
  ])('behavior: garbage accounts (%s) fail to connect', async (_, accounts) => {
    const { kit, provider } = setup()
    provider.override('eth_requestAccounts', accounts)
    await expect(connect(kit, { connectorId: 'injected' })).rejects.toMatchObject({
      name: 'FailedToConnectError',
      shortMessage: 'Failed to connect',
    })
    expect(getAccount(kit).status).toBe('disconnected')
  })

  test.each([[31337], ['31337'], ['0x'], [null], ['eip155:31337']])('behavior: garbage chain id %j fails to connect', async (chainId) => {
    const { kit, provider, connector } = setup()
    provider.override('eth_chainId', () => chainId)
    await expect(connector.connect()).rejects.toMatchObject({ name: 'InvalidChainIdError' })
    const error = await connect(kit, { connectorId: 'injected' }).catch((error_: unknown) => error_)
    expect(error).toMatchObject({ name: 'FailedToConnectError' })
    expect((error as Error).cause).toMatchObject({ name: 'InvalidChainIdError', shortMessage: 'Invalid chain id' })
  })
})

describe('switchNetwork', () => {
  test('default: through the kit, 4902 then add then switch', async () => {
    const { kit, provider } = setup()
    await connect(kit, { connectorId: 'injected' })
    await switchNetwork(kit, { network: 'eip155:31338' })
    expect(provider.calls.filter((call) => call.method.startsWith('wallet_')).map((call) => call.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(getNetwork(kit)).toMatchObject({ caipNetworkId: 'eip155:31338', isSupported: true })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    // The balance now comes from the second anvil.
    await waitFor(() => getAccount(kit).balance !== undefined && !getAccount(kit).balanceLoading)
    expect(getAccount(kit).balanceError).toBeUndefined()
  })

  test('behavior: 4902 wrapped in data.originalError', async () => {
    const { connector, provider } = standalone()
    let first = true
    provider.override('wallet_switchEthereumChain', ([parameter]) => {
      if (first) {
        first = false
        throw providerError(-32603, 'Internal error', { originalError: { code: 4902, message: 'Unrecognized chain' } })
      }
      provider.override('wallet_switchEthereumChain', undefined)
      return provider.request({ method: 'wallet_switchEthereumChain', params: [parameter] })
    })
    await connector.switchNetwork({ network: secondAnvilNetwork(chainB.rpcUrl) })
    expect(await connector.getNetworkId()).toBe('eip155:31338')
    expect(provider.calls.some((call) => call.method === 'wallet_addEthereumChain')).toBe(true)
  })

  test('behavior: a refusal is UserRejectedRequestError, other errors are mapped', async () => {
    const { kit, provider } = setup({ walletChainIds: [31337, 31338] })
    await connect(kit, { connectorId: 'injected' })
    provider.override('wallet_switchEthereumChain', () => {
      throw providerError(4001, 'User rejected the request.')
    })
    await expect(switchNetwork(kit, { network: 'eip155:31338' })).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    expect(getNetwork(kit).caipNetworkId).toBe('eip155:31337')
    provider.override('wallet_switchEthereumChain', () => {
      throw providerError(-32002, 'Request already pending')
    })
    const [connector] = kit._internal.state.connectors.byNamespace.eip155 ?? []
    await expect(connector!.switchNetwork!({ network: secondAnvilNetwork(chainB.rpcUrl) })).rejects.toMatchObject({
      name: 'WalletRpcError',
      code: -32002,
    })
    const error = await switchNetwork(kit, { network: 'eip155:31338' }).catch((error_: unknown) => error_)
    expect(error).toMatchObject({ name: 'SwitchNetworkError', shortMessage: 'Failed to switch network' })
    expect((error as Error).cause).toMatchObject({ name: 'WalletRpcError', code: -32002 })
  })

  test('behavior: a failing wallet_addEthereumChain is mapped', async () => {
    const { connector, provider } = standalone()
    provider.override('wallet_addEthereumChain', () => {
      throw providerError(4001, 'User rejected the request.')
    })
    await expect(connector.switchNetwork({ network: secondAnvilNetwork(chainB.rpcUrl) })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
    })
  })

  test('behavior: a network whose reference is not a chain id', async () => {
    const { connector } = standalone()
    const network = { ...secondAnvilNetwork(chainB.rpcUrl), caipNetworkId: 'eip155:abc' as const }
    await expect(connector.switchNetwork({ network })).rejects.toMatchObject({ name: 'InvalidChainIdError' })
  })

  test('behavior: a wallet that says yes but stays put is a chain mismatch', async () => {
    const { connector, provider } = standalone()
    provider.override('wallet_switchEthereumChain', () => null)
    await expect(connector.switchNetwork({ network: secondAnvilNetwork(chainB.rpcUrl) })).rejects.toMatchObject({
      name: 'ChainMismatchError',
    })
  })
})

describe('signMessage', () => {
  test('default: personal_sign with the hex-encoded message', async () => {
    const { kit, provider } = setup()
    await connect(kit, { connectorId: 'injected' })
    const message = 'Sign in to Kit ✓'
    const signature = await signMessage(kit, { message })
    expect(await verifyMessage({ address: provider.account.address, message, signature: signature as `0x${string}` })).toBe(true)
    expect(provider.calls.find((call) => call.method === 'personal_sign')?.params[0]).toBe('0x5369676e20696e20746f204b697420e29c93')
  })

  test('behavior: a refusal is UserRejectedRequestError', async () => {
    const { kit, provider } = setup()
    await connect(kit, { connectorId: 'injected' })
    provider.override('personal_sign', () => {
      throw providerError(4001, 'User rejected the request.')
    })
    await expect(signMessage(kit, { message: 'hi' })).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
  })

  test('behavior: a non-hex signature is a WalletRpcError', async () => {
    const { connector, provider } = standalone()
    provider.override('personal_sign', () => ({ signature: 'nope' }))
    await expect(connector.signMessage({ message: 'hi', address: provider.account.address })).rejects.toThrowErrorMatchingInlineSnapshot(`
      [WalletRpcError: The wallet returned an error.

      Details: The wallet returned {"signature":"nope"} as the signature
      Version: @kit/core@0.1.0]
    `)
  })
})

describe('sendTransaction', () => {
  test('default: mined on anvil', async () => {
    const { kit } = setup()
    await connect(kit, { connectorId: 'injected' })
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const client = createPublicClient({ transport: http(chainA.rpcUrl) })
    const before = await client.getBalance({ address: to })
    const hash = await sendTransaction(kit, { to, value: parseEther('1.5') })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await waitForTransactionReceipt(kit, { hash })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('1.5'))
  })

  test('behavior: eth_sendTransaction parameters', async () => {
    const { connector, provider } = standalone()
    const { address } = provider.account
    await connector.sendTransaction({ address, to: address, value: 255n })
    expect(provider.calls.at(-1)).toEqual({ method: 'eth_sendTransaction', params: [{ from: address, to: address, value: '0xff' }] })
    await connector.sendTransaction({ address, to: address, value: 0n, data: '0xabcdef' })
    expect(provider.calls.at(-1)).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: address, value: '0x0', data: '0xabcdef' }],
    })
  })
})

describe('subscribe', () => {
  test('default: maps provider events and unsubscribes', async () => {
    const { connector, provider } = standalone()
    const events: ConnectorEvent[] = []
    await connector.getAccounts() // as the kit does before it subscribes (loads the checksum)
    const unsubscribe = connector.subscribe((event) => events.push(event))
    provider.emit('accountsChanged', ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])
    provider.emit('chainChanged', '0x7a6a')
    provider.emit('chainChanged', 'garbage')
    provider.emit('accountsChanged', 'garbage')
    provider.emit('disconnect', { code: 4900 })
    expect(events).toEqual([
      { type: 'change', accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] },
      { type: 'change', networkId: 'eip155:31338' },
      { type: 'disconnect' },
    ])
    unsubscribe()
    for (const event of ['accountsChanged', 'chainChanged', 'disconnect']) expect(provider.listenerCount(event)).toBe(0)
  })

  test('behavior: MetaMask disconnect code 1013 is not a disconnect while accounts remain', async () => {
    const { connector, provider } = standalone()
    const events: ConnectorEvent[] = []
    connector.subscribe((event) => events.push(event))
    provider.emit('disconnect', { code: 1013 })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(events).toEqual([])
    provider.override('eth_accounts', () => [])
    provider.emit('disconnect', { code: 1013 })
    await vi.waitUntil(() => events.length === 1)
    expect(events).toEqual([{ type: 'disconnect' }])
  })

  test('behavior: wallet events reach the kit', async () => {
    const { kit, provider } = setup()
    await connect(kit, { connectorId: 'injected' })
    provider.emit('accountsChanged', ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])
    expect(getAccount(kit).address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    provider.emit('chainChanged', '0x7a6a')
    expect(getNetwork(kit).caipNetworkId).toBe('eip155:31338')
    provider.emit('disconnect', { code: 4900 })
    expect(getAccount(kit).status).toBe('disconnected')
    expect(provider.listenerCount('accountsChanged')).toBe(0)
  })
})

describe('disconnect', () => {
  test('default: isAuthorized turns false though the wallet still exposes accounts', async () => {
    const { kit, provider, connector } = setup()
    expect(await connector.isAuthorized()).toBe(true) // The local wallet always exposes its account.
    await connect(kit, { connectorId: 'injected' })
    await disconnect(kit)
    expect(provider.calls.at(-1)).toEqual({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await provider.request({ method: 'eth_accounts' })).toHaveLength(1)
    expect(await connector.isAuthorized()).toBe(false)
    await connect(kit, { connectorId: 'injected' })
    expect(await connector.isAuthorized()).toBe(true)
  })

  test('behavior: wallet_revokePermissions failing is ignored', async () => {
    const { connector, provider } = standalone()
    provider.override('wallet_revokePermissions', () => {
      throw providerError(4200, 'Unsupported method')
    })
    await connector.connect()
    await expect(connector.disconnect()).resolves.toBeUndefined()
    expect(await connector.isAuthorized()).toBe(false)
  })

  test('behavior: a reload after disconnect does not reconnect; after connect it does', async () => {
    const backend = createMemoryBackend()
    const first = setup({ backend })
    await connect(first.kit, { connectorId: 'injected' })
    const stored = backend.getItem('kit.test.connections')
    expect(stored).toContain('"connectorId":"injected"')
    first.kit._internal.unmount()

    const second = setup({ backend, enableReconnect: true })
    await waitFor(() => getAccount(second.kit).status === 'connected')
    await disconnect(second.kit)
    second.kit._internal.unmount()

    // Even with a connection record left behind, the local disconnect flag keeps reconnect from
    // restoring a wallet that still exposes its accounts.
    backend.setItem('kit.test.connections', stored!)
    const third = setup({ backend, enableReconnect: true })
    await waitFor(() => getAccount(third.kit).status !== 'reconnecting')
    expect(getAccount(third.kit).status).toBe('disconnected')
    expect(await third.connector.isAuthorized()).toBe(false)
  })
})

test('getProvider returns the wrapped provider', async () => {
  const { connector, provider } = standalone()
  expect(await connector.getProvider()).toBe(provider)
  expect(connector satisfies Connector).toMatchObject({ namespace: 'eip155', id: 'injected', type: 'injected' })
})
