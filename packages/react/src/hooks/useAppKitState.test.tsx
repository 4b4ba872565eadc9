// @vitest-environment happy-dom
import { open } from '@kit/core'
import { act, renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { createTestKit, tick } from '../test/utils.js'
import { withKit } from '../test/wrapper.js'
import { useAppKitState } from './useAppKitState.js'

test('default', () => {
  const kit = createTestKit()
  const { result } = renderHook(() => useAppKitState(), { wrapper: withKit(kit) })
  expect(result.current).toMatchInlineSnapshot(`
    {
      "activeChain": "eip155",
      "initialized": true,
      "loading": false,
      "open": false,
      "selectedNetworkId": "eip155:31337",
    }
  `)
})

test('behavior: follows the modal', async () => {
  const kit = createTestKit()
  const { result } = renderHook(() => useAppKitState(), { wrapper: withKit(kit) })
  await act(async () => {
    open(kit)
    await tick()
  })
  expect(result.current.open).toBe(true)
})

test('behavior: an ssr kit is initialized once the provider has mounted it', async () => {
  const kit = createTestKit({ ssr: true })
  expect(kit._internal.mounted).toBe(false)
  const { result } = renderHook(() => useAppKitState(), { wrapper: withKit(kit) })
  await act(tick)
  expect(kit._internal.mounted).toBe(true)
  expect(result.current.initialized).toBe(true)
})
