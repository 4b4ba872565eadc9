import { describe, expect, test } from 'vitest'
import type { MockConnector } from '../adapters/mockAdapter.js'
import { getAccount, watchAccount } from '../getters/getAccount.js'
import { getConnections } from '../getters/getConnections.js'
import { getNetwork } from '../getters/getNetwork.js'
import { getWalletProvider } from '../getters/getWalletProvider.js'
import { createMemoryBackend } from '../storage/createStorage.js'
import { createTestKit, testAddress, testAddress2, tick } from '../testKit.test-utils.js'
import { findConnector } from '../utils/lookup.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { reconnect } from './reconnect.js'

describe('connect', () => {
  test('default', async () => {
    const kit = createTestKit()
    const result = await connect(kit, { connectorId: 'mock' })
    expect(result).toEqual({ address: testAddress, caipAddress: `eip155:31337:${testAddress}`, networkId: 'eip155:31337' })
    const account = getAccount(kit)
    expect(account).toMatchObject({ status: 'connected', isConnected: true, address: testAddress, connectorId: 'mock' })
    expect(getConnections(kit).status).toBe('connected')
    // The balance is read by a chunk loaded on first use (refreshBalance).
    await expect.poll(() => getAccount(kit).balance).toBe('1.234567')
    expect(getWalletProvider(kit, { namespace: 'eip155' }).walletProviderType).toBe('injected')
    expect(kit._internal.state.connectors.recent).toEqual(['mock'])
  })

  test('behavior: statuses in order', async () => {
    const kit = createTestKit()
    const statuses: string[] = []
    watchAccount(kit, { onChange: (account) => statuses.push(account.status) })
    const pending = connect(kit, { connectorId: 'mock' })
    await tick()
    await pending
    await tick()
    expect([...new Set(statuses)]).toEqual(['connecting', 'connected'])
  })

  test('behavior: rejection → Connection rejected, nothing connected', async () => {
    const kit = createTestKit({ mock: { features: { rejectConnect: true } } })
    await expect(connect(kit, { connectorId: 'mock' })).rejects.toThrow('Connection rejected')
    expect(getAccount(kit).status).toBe('disconnected')
    expect(getConnections(kit)).toMatchObject({
      status: 'disconnected',
      connections: [],
      error: { connectorId: 'mock', message: 'Connection rejected', rejected: true },
    })
    expect(kit.storage.get('connections', (await import('../storage/keys.js')).storedConnectionsSchema)).toBeNull()
  })

  test.each([
    ['non-array accounts', { accounts: 'oops', networkId: 'eip155:31337' }, 'no account list'],
    ['invalid address', { accounts: ['not an address'], networkId: 'eip155:31337' }, 'invalid address'],
    ['chain id of the wrong type', { accounts: [testAddress], networkId: 31337 }, 'invalid network id'],
    ['foreign namespace', { accounts: [testAddress], networkId: 'solana:abc' }, 'Expected a eip155 network'],
  ])('behavior: garbage from the wallet (%s) → Failed to connect', async (_, connectResult, detail) => {
    const kit = createTestKit({ mock: { features: { connectResult } } })
    const error = await connect(kit, { connectorId: 'mock' }).catch((e) => e)
    expect(error.shortMessage).toBe('Failed to connect')
    expect(error.message).toContain(detail)
    expect(getAccount(kit).status).toBe('disconnected')
    expect(getConnections(kit).connections).toEqual([])
  })

  test('behavior: unknown connector', async () => {
    await expect(connect(createTestKit(), { connectorId: 'nope' })).rejects.toThrow('No connector found for connection')
  })

  test('behavior: wallet-initiated changes', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    const connector = findConnector(kit, 'mock') as MockConnector
    connector.emit({ type: 'change', accounts: [testAddress2] })
    expect(getAccount(kit).address).toBe(testAddress2)
    connector.emit({ type: 'change', networkId: 'eip155:8453' })
    expect(getNetwork(kit).caipNetworkId).toBe('eip155:8453')
    expect(getAccount(kit).caipAddress).toBe(`eip155:8453:${testAddress2}`)
    connector.emit({ type: 'change', networkId: 'eip155:1' })
    expect(getNetwork(kit)).toMatchObject({ caipNetworkId: 'eip155:1', isSupported: false, chainId: 1 })
    connector.emit({ type: 'disconnect' })
    expect(getAccount(kit).status).toBe('disconnected')
  })
})

describe('reconnect', () => {
  test('default: a reload restores the connection', async () => {
    const backend = createMemoryBackend()
    const first = createTestKit({ backend, mock: { features: { authorized: false } } })
    await connect(first, { connectorId: 'mock' })
    const second = createTestKit({ backend, enableReconnect: false, mock: { features: { authorized: true } } })
    const pending = reconnect(second)
    expect(getAccount(second).status).toBe('reconnecting')
    await pending
    expect(getAccount(second)).toMatchObject({ status: 'connected', address: testAddress })
  })

  test('behavior: no longer authorised → disconnected with nothing stored', async () => {
    const backend = createMemoryBackend()
    await connect(createTestKit({ backend }), { connectorId: 'mock' })
    const second = createTestKit({ backend, enableReconnect: false, mock: { features: { authorized: false } } })
    await reconnect(second)
    expect(getAccount(second).status).toBe('disconnected')
    expect(getConnections(second).connections).toEqual([])
    expect(backend.getItem('kit.test.connections')).toBeNull()
  })
})

describe('disconnect', () => {
  test('default: clears state, stored connection and login cache', async () => {
    const backend = createMemoryBackend()
    const kit = createTestKit({ backend })
    await connect(kit, { connectorId: 'mock' })
    backend.setItem('kit.test.email', JSON.stringify('a@b.co'))
    backend.setItem('kit.test.socialUsername', JSON.stringify('alice'))
    expect(backend.getItem('kit.test.connections')).not.toBeNull()
    await disconnect(kit)
    expect(getAccount(kit).status).toBe('disconnected')
    expect(backend.getItem('kit.test.connections')).toBeNull()
    expect(backend.getItem('kit.test.email')).toBeNull()
    expect(backend.getItem('kit.test.socialUsername')).toBeNull()
    expect(backend.getItem('kit.test.lastUsedChain')).toBeNull()
    expect(getConnections(kit).status).toBe('disconnected')
  })
})
