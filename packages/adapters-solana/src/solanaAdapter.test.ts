import {
  type AdapterContext,
  type CaipNetwork,
  type Connector,
  connect,
  createMemoryBackend,
  createStorage,
  disconnect,
  getAccount,
  getConnectors,
  getNetwork,
  reconnect,
  sendTransaction,
  signMessage,
  solanaDevnet,
  solanaTestnet,
  switchNetwork,
} from '@kit/core'
import { SOLANA_DEVNET_ACCOUNTS, type SolanaDevnet, startSolanaDevnet } from '@kit/devnet'
import { createSolanaTestWallet } from '@kit/test'
import { ed25519 } from '@noble/curves/ed25519'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { waitForSignature } from './actions/waitForSignature.js'
import { solanaAdapter } from './solanaAdapter.js'
import { createSolanaKit, localDevnet, type SolanaKit, standardWalletOf } from './test/createSolanaKit.js'
import { createTestRegistry } from './test/createTestRegistry.js'
import { decodeBase58 } from './utils/base58.js'

let devnet: SolanaDevnet
let connection: Connection
beforeAll(async () => {
  devnet = await startSolanaDevnet({ freePorts: true })
  connection = new Connection(devnet.rpcUrl, 'confirmed')
})
afterAll(async () => {
  await devnet?.stop()
})

const kits: SolanaKit[] = []
afterEach(() => {
  for (const { kit } of kits.splice(0)) kit._internal.unmount()
})

async function setup(parameters: Partial<Parameters<typeof createSolanaKit>[0]> = {}) {
  const wallet = parameters.wallet ?? createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, account: 1 })
  const solanaKit = createSolanaKit({ rpcUrl: devnet.rpcUrl, wallet, ...parameters })
  kits.push(solanaKit)
  await vi.waitFor(() => expect(getConnectors(solanaKit.kit, { namespace: 'solana' })).toHaveLength(1))
  const connector = getConnectors(solanaKit.kit, { namespace: 'solana' })[0]!.connector
  return { ...solanaKit, testWallet: wallet, connector }
}

function context(getRpcUrls: AdapterContext['getRpcUrls'] = (network) => network.rpcUrls.default.http): AdapterContext {
  return { networks: [localDevnet(devnet.rpcUrl)], getRpcUrls, storage: createStorage({ prefix: 'test', backend: createMemoryBackend() }) }
}

describe('discovery', () => {
  test('default: Solana wallets of the registry, in order; later ones and removals are reported', async () => {
    const registry = createTestRegistry()
    const first = standardWalletOf(createSolanaTestWallet({ rpcUrl: devnet.rpcUrl }))
    const bitcoinOnly = { ...first, name: 'Bitcoin Only', chains: ['bitcoin:mainnet'] } as Wallet
    registry.register(first, bitcoinOnly)
    const reports: (readonly Connector[])[] = []
    const stop = solanaAdapter({ getWallets: () => registry })
      .setup(context())
      .watchConnectors((connectors) => reports.push(connectors))
    await vi.waitFor(() => expect(reports).toHaveLength(1))
    expect(reports[0]!.map(({ id, name, type, namespace }) => ({ id, name, type, namespace }))).toEqual([
      { id: 'kit-test-wallet', name: 'Kit Test Wallet', type: 'injected', namespace: 'solana' },
    ])
    expect(reports[0]![0]!.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    const second = standardWalletOf(createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, name: 'Second' }))
    const unregister = registry.register(second)
    expect(reports.map((list) => list.map((connector) => connector.id))).toEqual([['kit-test-wallet'], ['kit-test-wallet', 'second']])
    expect(reports[1]![0]).toBe(reports[0]![0])
    unregister()
    expect(reports.at(-1)!.map((connector) => connector.id)).toEqual(['kit-test-wallet'])
    stop()
    registry.register(standardWalletOf(createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, name: 'Third' })))
    expect(reports).toHaveLength(3)
  })

  test('behavior: discovery starts after the next frame; stopped before it, the registry is never read', async () => {
    const getWallets = vi.fn(() => createTestRegistry())
    const watch = () =>
      solanaAdapter({ getWallets })
        .setup(context())
        .watchConnectors(() => undefined)
    watch()()
    const running = watch()
    expect(getWallets).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(getWallets).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(getWallets).toHaveBeenCalledTimes(1)
    running()
  })

  test('default: getWallets() of @wallet-standard/app (no window in Node: wallets registered in-process)', async () => {
    const unregister = getWallets().register(standardWalletOf(createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, name: 'Global' })))
    const onChange = vi.fn()
    const stop = solanaAdapter().setup(context()).watchConnectors(onChange)
    await vi.waitFor(() => expect(onChange).toHaveBeenCalled())
    expect(onChange.mock.lastCall![0].map((connector: Connector) => connector.id)).toEqual(['global'])
    stop()
    unregister()
  })
})

describe('connector', () => {
  test('default: connect, account state, balance equals the RPC', async () => {
    const { kit, testWallet } = await setup()
    const result = await connect(kit, { connectorId: 'kit-test-wallet', namespace: 'solana' })
    expect(result).toEqual({
      address: SOLANA_DEVNET_ACCOUNTS[1]!.address,
      caipAddress: `${solanaDevnet.caipNetworkId}:${SOLANA_DEVNET_ACCOUNTS[1]!.address}`,
      networkId: solanaDevnet.caipNetworkId,
    })
    expect(testWallet.isAuthorized()).toBe(true)
    const lamports = await connection.getBalance(new PublicKey(testWallet.getAddress()))
    await vi.waitFor(() => expect(getAccount(kit, { namespace: 'solana' }).balance).toBeDefined())
    const account = getAccount(kit, { namespace: 'solana' })
    expect(account).toMatchObject({ status: 'connected', balanceSymbol: 'SOL', connectedWalletInfo: { name: 'Kit Test Wallet' } })
    expect(Number(account.balance)).toBeCloseTo(lamports / LAMPORTS_PER_SOL, 9)
  })

  test('behavior: sign a message; the base58 signature verifies with ed25519', async () => {
    const { kit, testWallet } = await setup()
    await connect(kit, { connectorId: 'kit-test-wallet' })
    const signature = await signMessage(kit, { message: 'Hello from Kit' })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    expect(ed25519.verify(decodeBase58(signature), new TextEncoder().encode('Hello from Kit'), testWallet.getKeypair().publicKey.toBytes())).toBe(true)
  })

  test('behavior: send SOL; confirmed; the receiver got it and the kit balance follows', async () => {
    const { kit, testWallet } = await setup({ wallet: createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, account: 4 }) })
    await connect(kit, { connectorId: 'kit-test-wallet' })
    const to = Keypair.generate().publicKey.toBase58()
    const signature = await sendTransaction(kit, { to, value: 1_000_000n })
    const status = await waitForSignature(kit, { signature })
    expect(status.err).toBeNull()
    expect(await connection.getBalance(new PublicKey(to))).toBe(1_000_000)
    const after = await connection.getBalance(new PublicKey(testWallet.getAddress()))
    await vi.waitFor(() => expect(Number(getAccount(kit).balance)).toBeCloseTo(after / LAMPORTS_PER_SOL, 9))
  })

  test('behavior: an invalid receiver is refused before the wallet', async () => {
    const { kit } = await setup()
    await connect(kit, { connectorId: 'kit-test-wallet' })
    for (const to of ['0x90F79bf6EB2c4f870365E785982E1f101E93b906', 'not-an-address', 'O0Il'.repeat(10)])
      await expect(sendTransaction(kit, { to, value: 1n })).rejects.toMatchObject({ name: 'InvalidAddressError', shortMessage: 'Invalid address' })
    await expect(sendTransaction(kit, { to: 'abc', value: 1n })).rejects.toThrowErrorMatchingInlineSnapshot(`
      [InvalidAddressError: Invalid address

      Details: "abc" is not a valid solana address
      Version: @kit/core@0.1.0]
    `)
  })

  test('behavior: the wallet refuses → Connection rejected, then User rejected the request', async () => {
    const { kit, testWallet } = await setup()
    testWallet.setReject(true)
    await expect(connect(kit, { connectorId: 'kit-test-wallet' })).rejects.toMatchObject({
      name: 'ConnectionRejectedError',
      shortMessage: 'Connection rejected',
    })
    expect(getAccount(kit, { namespace: 'solana' }).status).toBe('disconnected')
    testWallet.setReject(false)
    await connect(kit, { connectorId: 'kit-test-wallet' })
    testWallet.setReject(true)
    await expect(signMessage(kit, { message: 'x' })).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    await expect(sendTransaction(kit, { to: Keypair.generate().publicKey.toBase58(), value: 1n })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
    })
  })

  test('behavior: the wallet switches account, then disconnects → the kit follows', async () => {
    const { kit, testWallet } = await setup()
    await connect(kit, { connectorId: 'kit-test-wallet' })
    testWallet.setAccount(6)
    await vi.waitFor(() => expect(getAccount(kit).address).toBe(SOLANA_DEVNET_ACCOUNTS[6]!.address))
    testWallet.disconnectWallet()
    await vi.waitFor(() => expect(getAccount(kit).status).toBe('disconnected'))
  })

  test('behavior: switch network among configured clusters the account supports, without a wallet call', async () => {
    const wallet = createSolanaTestWallet({
      chains: [
        { chain: 'solana:devnet', rpcUrl: devnet.rpcUrl },
        { chain: 'solana:testnet', rpcUrl: 'http://127.0.0.1:1' },
      ],
    })
    const { kit } = await setup({ wallet })
    await connect(kit, { connectorId: 'kit-test-wallet' })
    await switchNetwork(kit, { network: solanaTestnet.caipNetworkId })
    expect(getNetwork(kit)).toMatchObject({ caipNetworkId: solanaTestnet.caipNetworkId, isSupported: true })
    expect(getAccount(kit).caipAddress).toBe(`${solanaTestnet.caipNetworkId}:${wallet.getAddress()}`)
    // Mainnet is configured, but the wallet's account does not list it.
    await expect(switchNetwork(kit, { network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).rejects.toMatchObject({
      name: 'SwitchNetworkError',
      cause: { name: 'UnrecognizedChainError' },
    })
    expect(getNetwork(kit).caipNetworkId).toBe(solanaTestnet.caipNetworkId)
  })

  test('behavior: reload → reconnected without a prompt, on the same cluster; after disconnect, not', async () => {
    const backend = createMemoryBackend()
    const wallet = createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, account: 2 })
    const first = await setup({ wallet, backend })
    await connect(first.kit, { connectorId: 'kit-test-wallet' })
    first.kit._internal.unmount()
    let prompts = 0
    wallet.override('connect', (input, next) => {
      if (!(input as { silent?: boolean }).silent) prompts++
      return next()
    })
    const second = await setup({ wallet, backend })
    await reconnect(second.kit)
    expect(getAccount(second.kit)).toMatchObject({ status: 'connected', address: wallet.getAddress() })
    expect(getNetwork(second.kit).caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(prompts).toBe(0)
    await disconnect(second.kit)
    second.kit._internal.unmount()
    const third = await setup({ wallet, backend })
    await reconnect(third.kit)
    expect(getAccount(third.kit).status).toBe('disconnected')
  })

  test("behavior: connects on a configured cluster the account lists; none → the kit's first", async () => {
    const wallet = createSolanaTestWallet({ chains: [{ chain: 'solana:localnet', rpcUrl: devnet.rpcUrl }] })
    const { kit } = await setup({ wallet })
    // No configured cluster fits and localnet has no CAIP-2 id: the kit's first cluster is reported.
    await connect(kit, { connectorId: 'kit-test-wallet' })
    expect(getNetwork(kit).caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    const mainnetOnly = createSolanaTestWallet({ chains: [{ chain: 'solana:mainnet', rpcUrl: devnet.rpcUrl }], name: 'Mainnet Only' })
    const other = await setup({ wallet: mainnetOnly })
    await connect(other.kit, { connectorId: 'mainnet-only' })
    expect(getNetwork(other.kit)).toMatchObject({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', isSupported: true })
  })
})

describe('getBalance', () => {
  const address = SOLANA_DEVNET_ACCOUNTS[7]!.address

  test('default: matches the RPC, 9 decimals', async () => {
    const adapter = solanaAdapter().setup(context())
    const balance = await adapter.getBalance({ address, network: localDevnet(devnet.rpcUrl) })
    expect(balance).toEqual({ value: BigInt(await connection.getBalance(new PublicKey(address))), decimals: 9, symbol: 'SOL' })
  })

  test('behavior: a dead URL falls back to the next one', async () => {
    const adapter = solanaAdapter().setup(context(() => ['http://127.0.0.1:1', devnet.rpcUrl]))
    const { value } = await adapter.getBalance({ address, network: localDevnet(devnet.rpcUrl) })
    expect(value).toBeGreaterThan(0n)
  })

  test('behavior: dead RPC, no URL or a foreign network → BalanceUnavailableError', async () => {
    const started = Date.now()
    const dead = solanaAdapter().setup(context(() => ['http://127.0.0.1:1']))
    await expect(dead.getBalance({ address, network: localDevnet('http://127.0.0.1:1') })).rejects.toMatchObject({
      name: 'BalanceUnavailableError',
      shortMessage: 'Token Balance Unavailable',
    })
    expect(Date.now() - started).toBeLessThan(3_000)
    await expect(
      solanaAdapter()
        .setup(context(() => []))
        .getBalance({ address, network: localDevnet(devnet.rpcUrl) }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(`
      [BalanceUnavailableError: Token Balance Unavailable

      Details: No RPC URL for solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1
      Version: @kit/core@0.1.0]
    `)
    const evm = { ...solanaDevnet, chainNamespace: 'eip155', caipNetworkId: 'eip155:1' } as CaipNetwork
    await expect(solanaAdapter().setup(context()).getBalance({ address, network: evm })).rejects.toMatchObject({ name: 'BalanceUnavailableError' })
  })
})

test('isValidAddress (docs/rules/validation.md: base58, 32 to 44 characters)', () => {
  const adapter = solanaAdapter().setup(context())
  expect(adapter.isValidAddress(SOLANA_DEVNET_ACCOUNTS[0]!.address)).toBe(true)
  expect(adapter.isValidAddress('11111111111111111111111111111111')).toBe(true)
  for (const address of ['', '0x90F79bf6EB2c4f870365E785982E1f101E93b906', 'O0Il'.repeat(9), '1'.repeat(31), '1'.repeat(45)])
    expect(adapter.isValidAddress(address)).toBe(false)
})
