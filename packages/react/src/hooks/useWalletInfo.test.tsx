// @vitest-environment happy-dom
import { connect } from '@kit/core'
import { act, renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { createTestKit, tick } from '../test/utils.js'
import { withKit } from '../test/wrapper.js'
import { useWalletInfo } from './useWalletInfo.js'

test('default: undefined while disconnected', () => {
  const kit = createTestKit()
  const { result } = renderHook(() => useWalletInfo(), { wrapper: withKit(kit) })
  expect(result.current).toEqual({ walletInfo: undefined })
})

test('behavior: the connected wallet', async () => {
  const kit = createTestKit()
  const { result } = renderHook(() => useWalletInfo(), { wrapper: withKit(kit) })
  await act(async () => {
    await connect(kit, { connectorId: 'mock' })
    await tick()
  })
  expect(result.current.walletInfo?.name).toBe('Mock Wallet')
})
