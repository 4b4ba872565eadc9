// @vitest-environment happy-dom
import { base, connect } from '@kit/core'
import { act, renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { createTestKit, tick } from '../test/utils.js'
import { withKit } from '../test/wrapper.js'
import { useAppKitNetwork } from './useAppKitNetwork.js'

test('default: the first network', () => {
  const kit = createTestKit()
  const { result } = renderHook(() => useAppKitNetwork(), { wrapper: withKit(kit) })
  expect(result.current).toMatchObject({ caipNetworkId: 'eip155:31337', chainId: 31337 })
  expect(result.current.caipNetwork?.name).toBe('Anvil')
})

test('behavior: switchNetwork updates the network (disconnected and connected)', async () => {
  const kit = createTestKit()
  const { result } = renderHook(() => useAppKitNetwork(), { wrapper: withKit(kit) })
  await act(async () => {
    await result.current.switchNetwork(base)
    await tick()
  })
  expect(result.current).toMatchObject({ caipNetworkId: 'eip155:8453', chainId: 8453 })

  await act(async () => {
    await connect(kit, { connectorId: 'mock' })
    await result.current.switchNetwork(kit.networks[0]!)
    await tick()
  })
  expect(result.current).toMatchObject({ caipNetworkId: 'eip155:31337', chainId: 31337 })
})
