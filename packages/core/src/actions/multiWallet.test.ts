import { describe, expect, test } from 'vitest'
import type { MockConnector } from '../adapters/mockAdapter.js'
import { createApiTestKit, createFakeApi } from '../api/fakeApi.test-utils.js'
import { getAccount } from '../getters/getAccount.js'
import { getAlerts } from '../getters/getAlerts.js'
import { getConnections } from '../getters/getConnections.js'
import { createMemoryBackend, type StorageBackend } from '../storage/createStorage.js'
import { createTestKit, testAddress, testAddress2, tick } from '../testKit.test-utils.js'
import { findConnector } from '../utils/lookup.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { reconnect } from './reconnect.js'
import { switchConnection } from './switchConnection.js'

const thirdAddress = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

function createMultiKit({ multiWallet = true, backend = createMemoryBackend() }: { multiWallet?: boolean; backend?: StorageBackend } = {}) {
  return createTestKit({
    backend,
    features: { multiWallet },
    // The tests call reconnect themselves, once the wallets authorise the site.
    enableReconnect: false,
    mock: { others: [{ connectorId: 'second', name: 'Second Wallet', accounts: [testAddress2, thirdAddress] }] },
  })
}

const statuses = (kit: ReturnType<typeof createMultiKit>) => getConnections(kit).connections.map((connection) => [connection.connectorId, connection.status])

describe('multi-wallet', () => {
  test('a second wallet of a namespace becomes active, the first stays connected', async () => {
    const kit = createMultiKit()
    await connect(kit, { connectorId: 'mock' })
    await connect(kit, { connectorId: 'second' })
    expect(statuses(kit)).toEqual([
      ['mock', 'connected'],
      ['second', 'active'],
    ])
    expect(getAccount(kit)).toMatchObject({ address: testAddress2, connectorId: 'second', allAccounts: [testAddress2, thirdAddress] })
    expect(getAccount(kit).connectedWalletInfo?.name).toBe('Second Wallet')
  })

  test('switchConnection: a connected wallet becomes active without a prompt, with the asked account', async () => {
    const kit = createMultiKit()
    await connect(kit, { connectorId: 'second' })
    await connect(kit, { connectorId: 'mock' })
    const second = findConnector(kit, 'second') as MockConnector
    let prompts = 0
    const original = second.connect.bind(second)
    second.connect = async (parameters) => {
      prompts++
      return original(parameters)
    }
    const result = await switchConnection(kit, { namespace: 'eip155', connectorId: 'second', address: thirdAddress })
    expect(prompts).toBe(0)
    expect(result?.address).toBe(thirdAddress)
    expect(getAccount(kit)).toMatchObject({ address: thirdAddress, connectorId: 'second', allAccounts: [thirdAddress, testAddress2] })
    expect(statuses(kit)).toEqual([
      ['second', 'active'],
      ['mock', 'connected'],
    ])
  })

  test('events of the connected (not active) wallet update its record only', async () => {
    const kit = createMultiKit()
    await connect(kit, { connectorId: 'mock' })
    await connect(kit, { connectorId: 'second' })
    ;(findConnector(kit, 'mock') as MockConnector).emit({ type: 'change', accounts: [thirdAddress] })
    expect(getAccount(kit).address).toBe(testAddress2)
    expect(getConnections(kit).connections.find((connection) => connection.connectorId === 'mock')?.accounts).toEqual([{ address: thirdAddress }])
  })

  test('disconnecting the active wallet makes the other one active; disconnecting one leaves the rest', async () => {
    const kit = createMultiKit()
    await connect(kit, { connectorId: 'mock' })
    await connect(kit, { connectorId: 'second' })
    await disconnect(kit, { namespace: 'eip155', connectorId: 'second' })
    expect(statuses(kit)).toEqual([['mock', 'active']])
    expect(getAccount(kit)).toMatchObject({ isConnected: true, address: testAddress, connectorId: 'mock' })
    await disconnect(kit, { namespace: 'eip155', connectorId: 'mock' })
    expect(statuses(kit)).toEqual([])
    expect(getAccount(kit).isConnected).toBe(false)
  })

  test('a wallet that disconnects itself stays listed as disconnected and reconnects through its flow', async () => {
    const kit = createMultiKit()
    await connect(kit, { connectorId: 'mock' })
    await connect(kit, { connectorId: 'second' })
    ;(findConnector(kit, 'mock') as MockConnector).emit({ type: 'disconnect' })
    expect(statuses(kit)).toEqual([
      ['second', 'active'],
      ['mock', 'disconnected'],
    ])
    await switchConnection(kit, { namespace: 'eip155', connectorId: 'mock' })
    expect(getAccount(kit)).toMatchObject({ address: testAddress, connectorId: 'mock' })
    expect(statuses(kit)).toEqual([
      ['second', 'connected'],
      ['mock', 'active'],
    ])
  })

  test('stored statuses survive a reload: the active wallet is active again, the other connected', async () => {
    const backend = createMemoryBackend()
    const first = createMultiKit({ backend })
    await connect(first, { connectorId: 'mock' })
    await connect(first, { connectorId: 'second' })
    await switchConnection(first, { namespace: 'eip155', connectorId: 'mock' })
    // The wallets still authorise the site after the reload.
    const second = createMultiKit({ backend })
    for (const id of ['mock', 'second']) await (findConnector(second, id) as MockConnector).connect()
    await reconnect(second)
    await tick()
    expect(statuses(second)).toEqual([
      ['mock', 'active'],
      ['second', 'connected'],
    ])
    expect(getAccount(second)).toMatchObject({ isConnected: true, address: testAddress, connectorId: 'mock' })
  })

  test('after a reload a wallet that no longer authorises the site is listed as disconnected', async () => {
    const backend = createMemoryBackend()
    const first = createMultiKit({ backend })
    await connect(first, { connectorId: 'second' })
    await connect(first, { connectorId: 'mock' })
    const second = createMultiKit({ backend })
    await (findConnector(second, 'mock') as MockConnector).connect()
    await reconnect(second)
    expect(statuses(second)).toEqual([
      ['mock', 'active'],
      ['second', 'disconnected'],
    ])
  })

  test("without the feature: a new wallet replaces the old one and switching raises 'Multi-wallet not enabled'", async () => {
    const kit = createMultiKit({ multiWallet: false })
    await connect(kit, { connectorId: 'mock' })
    await connect(kit, { connectorId: 'second' })
    expect(statuses(kit)).toEqual([['second', 'active']])
    await expect(switchConnection(kit, { namespace: 'eip155', connectorId: 'mock' })).rejects.toThrow(/^Multi-wallet not enabled/)
    expect(getAlerts(kit).map((alert) => [alert.message, alert.variant])).toEqual([['Multi-wallet not enabled', 'info']])
    expect(getAccount(kit).connectorId).toBe('second')
  })

  test('bad input: a stored record without a status (written before multi-wallet) restores as active', async () => {
    const backend = createMemoryBackend()
    const kit = createMultiKit({ backend })
    kit.storage.set('connections', [{ namespace: 'eip155', connectorId: 'mock', accounts: [{ address: testAddress }], networkId: 'eip155:31337' }])
    const reloaded = createMultiKit({ backend })
    await (findConnector(reloaded, 'mock') as MockConnector).connect()
    await reconnect(reloaded)
    expect(statuses(reloaded)).toEqual([['mock', 'active']])
  })

  test("remote multi_wallet: after a reload both stored wallets come back once the project's config says so", async () => {
    const backend = createMemoryBackend()
    const first = createMultiKit({ backend })
    await connect(first, { connectorId: 'mock' })
    await connect(first, { connectorId: 'second' })
    // The app's code does not set the feature; the project's config turns it on (after a while).
    const api = createFakeApi({
      'GET /appkit/v1/config': async () => {
        await new Promise((resolve) => setTimeout(resolve, 200))
        return { features: [{ id: 'multi_wallet', isEnabled: true, config: null }] }
      },
    })
    const reloaded = createApiTestKit(api, {
      storage: backend,
      enableReconnect: false,
      mock: { others: [{ connectorId: 'second', name: 'Second Wallet', accounts: [testAddress2, thirdAddress] }] },
    })
    for (const id of ['mock', 'second']) await (findConnector(reloaded, id) as MockConnector).connect()
    await reconnect(reloaded)
    expect(statuses(reloaded)).toEqual([
      ['second', 'active'],
      ['mock', 'connected'],
    ])
  })

  test('remote multi_wallet off: after a reload only the active wallet comes back', async () => {
    const backend = createMemoryBackend()
    const first = createMultiKit({ backend })
    await connect(first, { connectorId: 'mock' })
    await connect(first, { connectorId: 'second' })
    const api = createFakeApi({ 'GET /appkit/v1/config': () => ({ features: [{ id: 'multi_wallet', isEnabled: false, config: null }] }) })
    const reloaded = createApiTestKit(api, {
      storage: backend,
      enableReconnect: false,
      mock: { others: [{ connectorId: 'second', name: 'Second Wallet', accounts: [testAddress2, thirdAddress] }] },
    })
    for (const id of ['mock', 'second']) await (findConnector(reloaded, id) as MockConnector).connect()
    await reconnect(reloaded)
    expect(statuses(reloaded)).toEqual([['second', 'active']])
  })

  test("a remembered wallet keeps its login method across a reload (the embedded wallet's email or provider)", async () => {
    const backend = createMemoryBackend()
    const kit = createMultiKit({ backend })
    kit.storage.set('connections', [
      { namespace: 'eip155', connectorId: 'mock', accounts: [{ address: testAddress }], networkId: 'eip155:31337', status: 'active' },
      {
        namespace: 'eip155',
        connectorId: 'second',
        accounts: [{ address: testAddress2 }],
        networkId: 'eip155:31337',
        status: 'disconnected',
        auth: { name: 'github' },
      },
    ])
    const reloaded = createMultiKit({ backend })
    await (findConnector(reloaded, 'mock') as MockConnector).connect()
    await reconnect(reloaded)
    expect(getConnections(reloaded).connections.find((connection) => connection.connectorId === 'second')).toMatchObject({
      status: 'disconnected',
      auth: { name: 'github' },
    })
    expect(JSON.parse(backend.getItem('kit.test.connections') ?? '[]')[1]).toMatchObject({ connectorId: 'second', auth: { name: 'github' } })
  })
})
