// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { setDefaultKit } from '../context.js'
import { createTestKit } from '../test/utils.js'
import { withKit } from '../test/wrapper.js'
import { useKit } from './useKit.js'

afterEach(() => {
  setDefaultKit(undefined)
  vi.restoreAllMocks()
})

test('default: the provider kit', () => {
  const kit = createTestKit()
  const { result } = renderHook(() => useKit(), { wrapper: withKit(kit) })
  expect(result.current).toBe(kit)
})

test('parameters: kit', () => {
  const kit = createTestKit()
  const other = createTestKit()
  const { result } = renderHook(() => useKit({ kit: other }), { wrapper: withKit(kit) })
  expect(result.current).toBe(other)
})

test('behavior: falls back to the last createAppKit instance without a provider', () => {
  const kit = createTestKit()
  setDefaultKit(kit)
  expect(globalThis[Symbol.for('@kit/react/default') as never]).toBe(kit)
  const { result } = renderHook(() => useKit())
  expect(result.current).toBe(kit)
})

test('behavior: the provider wins over the last created instance', () => {
  const kit = createTestKit()
  setDefaultKit(createTestKit())
  const { result } = renderHook(() => useKit(), { wrapper: withKit(kit) })
  expect(result.current).toBe(kit)
})

test('behavior: throws KitProviderNotFoundError with neither', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  expect(() => renderHook(() => useKit())).toThrowErrorMatchingInlineSnapshot(`
    [KitProviderNotFoundError: No kit found: \`useKit\` must be used within \`AppKitProvider\`, or after \`createAppKit()\` has run.

    Create the kit outside your components with \`createAppKit({ ... })\`,
    and optionally wrap your app in \`<AppKitProvider kit={kit}>\` (required for several kits on one page).
    Version: @kit/core@0.1.0]
  `)
})
