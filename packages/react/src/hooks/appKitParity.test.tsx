// @vitest-environment happy-dom
import { connect, getAccount, getAlerts, mockAdapter, open } from '@kit/core'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { createTestKit, testAddress, tick } from '../test/utils.js'
import { withKit } from '../test/wrapper.js'
import { useAppKitBalance } from './useAppKitBalance.js'
import { useAppKitConnection } from './useAppKitConnection.js'
import { useAppKitConnections } from './useAppKitConnections.js'
import { useAppKitState } from './useAppKitState.js'
import { useAppKitWallet } from './useAppKitWallet.js'

describe('AppKit hooks', () => {
  test('useAppKitState: loading is true while opening prefetches, then false', async () => {
    const kit = createTestKit()
    const { result } = renderHook(() => useAppKitState(), { wrapper: withKit(kit) })
    await act(async () => {
      open(kit)
      await Promise.resolve()
    })
    expect(result.current).toMatchObject({ open: true, loading: true })
    await act(async () => {
      for (let i = 0; i < 20 && kit.getState().loading; i++) await tick()
    })
    expect(result.current).toMatchObject({ open: true, loading: false })
  })

  test('useAppKitBalance: fetches the native balance, or says why not', async () => {
    const kit = createTestKit()
    const { result } = renderHook(() => useAppKitBalance(), { wrapper: withKit(kit) })
    expect(await result.current.fetchBalance()).toEqual({ error: 'No account connected', isSuccess: false, isError: true })
    await connect(kit, { connectorId: 'mock' })
    const balance = await result.current.fetchBalance()
    expect(balance).toMatchObject({ isSuccess: true, isError: false, error: null, data: { symbol: 'ETH' } })
    expect(balance.data?.balance).toMatch(/^\d/)
  })

  test('useAppKitConnections and useAppKitConnection: the live connection, named', async () => {
    const kit = createTestKit()
    const { result } = renderHook(() => ({ list: useAppKitConnections(), one: useAppKitConnection({ namespace: 'eip155' }) }), {
      wrapper: withKit(kit),
    })
    expect(result.current.list.connections).toEqual([])
    expect(result.current.one.connection).toBeUndefined()
    await act(async () => {
      await connect(kit, { connectorId: 'mock' })
      await tick()
    })
    expect(result.current.list.connections).toEqual([
      expect.objectContaining({ connectorId: 'mock', namespace: 'eip155', name: 'Mock Wallet', accounts: [{ address: testAddress }] }),
    ])
    expect(result.current.one.connection?.connectorId).toBe('mock')
  })

  test('useAppKitConnections and useAppKitConnection with multi-wallet: two wallets, switch and delete one', async () => {
    const second = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const kit = createTestKit({
      features: { multiWallet: true },
      adapters: [mockAdapter({ accounts: [testAddress], others: [{ connectorId: 'second', name: 'Second Wallet', accounts: [second] }] })],
    })
    const switched: string[] = []
    const { result } = renderHook(
      () => ({
        list: useAppKitConnections('eip155'),
        one: useAppKitConnection({ namespace: 'eip155', onSuccess: ({ address }) => switched.push(address ?? '') }),
      }),
      { wrapper: withKit(kit) },
    )
    await act(async () => {
      await connect(kit, { connectorId: 'mock' })
      await connect(kit, { connectorId: 'second' })
      await tick()
    })
    expect(result.current.list.connections.map((connection) => [connection.connectorId, connection.name, connection.status])).toEqual([
      ['mock', 'Mock Wallet', 'connected'],
      ['second', 'Second Wallet', 'active'],
    ])
    expect(result.current.one.connection).toMatchObject({ connectorId: 'second', accounts: [{ address: second }] })
    await act(async () => {
      await result.current.one.switchConnection({ connection: result.current.list.connections[0]! })
      await tick()
    })
    expect(switched).toEqual([testAddress])
    expect(result.current.one.connection?.connectorId).toBe('mock')
    await act(async () => {
      await result.current.one.deleteConnection({ connectorId: 'second' })
      await tick()
    })
    expect(result.current.list.connections.map((connection) => connection.connectorId)).toEqual(['mock'])
    expect(getAccount(kit)).toMatchObject({ isConnected: true, address: testAddress })
  })

  test("useAppKitConnection: switching without the multi-wallet feature raises 'Multi-wallet not enabled'", async () => {
    const kit = createTestKit()
    const errors: string[] = []
    const { result } = renderHook(() => useAppKitConnection({ onError: (error) => errors.push(error.message) }), { wrapper: withKit(kit) })
    await act(async () => {
      await connect(kit, { connectorId: 'mock' })
      await tick()
    })
    await act(async () => {
      await result.current.switchConnection({ connection: result.current.connection!, address: testAddress })
    })
    expect(errors[0]).toMatch(/^Multi-wallet not enabled/)
    expect(getAlerts(kit).map((alert) => [alert.message, alert.variant])).toEqual([['Multi-wallet not enabled', 'info']])
    await act(async () => {
      await result.current.deleteConnection({ connectorId: 'mock' })
      await tick()
    })
    expect(kit.getIsConnectedState()).toBe(false)
  })

  test('useAppKitWallet: connects an installed wallet by name without the modal', async () => {
    const kit = createTestKit()
    const { result } = renderHook(() => useAppKitWallet(), { wrapper: withKit(kit) })
    await act(async () => {
      await result.current.connect('mockwallet')
    })
    expect(result.current).toMatchObject({ isSuccess: true, isError: false, data: { address: testAddress } })
    expect(kit.getState().open).toBe(false)
    expect(kit.getAddress()).toBe(testAddress)
  })

  test('useAppKitWallet: no such wallet and no WalletConnect is a named error', async () => {
    const kit = createTestKit()
    const { result } = renderHook(() => useAppKitWallet(), { wrapper: withKit(kit) })
    await act(async () => {
      await result.current.connect('phantom')
    })
    expect(result.current.isError).toBe(true)
    expect(result.current.error?.message).toMatch(/^No connector found for connection/)
  })
})
