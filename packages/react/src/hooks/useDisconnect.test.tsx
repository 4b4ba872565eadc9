// @vitest-environment happy-dom
import { connect, getAccount } from '@kit/core'
import { act, renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { createTestKit, tick } from '../test/utils.js'
import { withKit } from '../test/wrapper.js'
import { useAppKitAccount } from './useAppKitAccount.js'
import { useDisconnect } from './useDisconnect.js'

test('default: disconnects every namespace', async () => {
  const kit = createTestKit()
  await connect(kit, { connectorId: 'mock' })
  const { result } = renderHook(() => ({ account: useAppKitAccount(), ...useDisconnect() }), { wrapper: withKit(kit) })
  expect(result.current.account.isConnected).toBe(true)
  await act(async () => {
    await result.current.disconnect()
    await tick()
  })
  expect(result.current.account.isConnected).toBe(false)
})

test('parameters: namespace', async () => {
  const kit = createTestKit()
  await connect(kit, { connectorId: 'mock' })
  const { result } = renderHook(() => useDisconnect(), { wrapper: withKit(kit) })
  await act(() => result.current.disconnect({ namespace: 'solana' }))
  expect(getAccount(kit).isConnected).toBe(true)
  await act(() => result.current.disconnect({ namespace: 'eip155' }))
  expect(getAccount(kit).isConnected).toBe(false)
})
