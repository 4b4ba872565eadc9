// @vitest-environment happy-dom
import { connect, disconnect } from '@kit/core'
import { act, renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { createTestKit, tick } from '../test/utils.js'
import { withKit } from '../test/wrapper.js'
import { useAppKitProvider } from './useAppKitProvider.js'

test('default: no provider while disconnected', () => {
  const kit = createTestKit()
  const { result } = renderHook(() => useAppKitProvider('eip155'), { wrapper: withKit(kit) })
  expect(result.current).toEqual({ walletProvider: undefined, walletProviderType: undefined })
})

test('behavior: the wallet provider after connect, none after disconnect', async () => {
  const kit = createTestKit()
  const { result } = renderHook(() => useAppKitProvider<{ emit: unknown }>('eip155'), { wrapper: withKit(kit) })
  await act(async () => {
    await connect(kit, { connectorId: 'mock' })
    await tick()
  })
  expect(result.current.walletProviderType).toBe('injected')
  expect(typeof result.current.walletProvider?.emit).toBe('function')
  await act(async () => {
    await disconnect(kit)
    await tick()
  })
  expect(result.current.walletProvider).toBeUndefined()
})
