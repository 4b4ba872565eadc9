// @vitest-environment happy-dom
import { getRouter } from '@kit/core'
import { act, renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { createTestKit, tick } from '../test/utils.js'
import { withKit } from '../test/wrapper.js'
import { useAppKit } from './useAppKit.js'
import { useAppKitState } from './useAppKitState.js'

test('default: open() flips useAppKitState().open, close() flips it back', async () => {
  const kit = createTestKit()
  const { result } = renderHook(() => ({ appKit: useAppKit(), state: useAppKitState() }), { wrapper: withKit(kit) })
  expect(result.current.state.open).toBe(false)

  await act(async () => {
    await result.current.appKit.open()
    await tick()
  })
  expect(result.current.state.open).toBe(true)
  expect(getRouter(kit).view).toBe('Connect')

  await act(async () => {
    result.current.appKit.close()
    await tick()
  })
  expect(result.current.state.open).toBe(false)
})

test('parameters: view', async () => {
  const kit = createTestKit()
  const { result } = renderHook(() => useAppKit(), { wrapper: withKit(kit) })
  await act(() => result.current.open({ view: 'Networks' }))
  expect(getRouter(kit).view).toBe('Networks')
})

test('behavior: the returned object is stable across renders', () => {
  const kit = createTestKit()
  const { result, rerender } = renderHook(() => useAppKit(), { wrapper: withKit(kit) })
  const first = result.current
  rerender()
  expect(result.current).toBe(first)
})
