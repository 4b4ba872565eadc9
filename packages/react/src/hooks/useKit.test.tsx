// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { createTestKit } from '../test/utils.js'
import { withKit } from '../test/wrapper.js'
import { useKit } from './useKit.js'

afterEach(() => {
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

test('behavior: two providers on one page each give their own kit', () => {
  const first = createTestKit()
  const second = createTestKit()
  expect(renderHook(() => useKit(), { wrapper: withKit(first) }).result.current).toBe(first)
  expect(renderHook(() => useKit(), { wrapper: withKit(second) }).result.current).toBe(second)
})

test('behavior: no global fallback: a created kit is not read without a provider', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  createTestKit()
  expect(() => renderHook(() => useKit())).toThrow('`useKit` must be used within `AppKitProvider`.')
})

test('behavior: throws KitProviderNotFoundError with neither', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  expect(() => renderHook(() => useKit())).toThrowErrorMatchingInlineSnapshot(`
    [KitProviderNotFoundError: \`useKit\` must be used within \`AppKitProvider\`.

    Create the kit outside your components with \`createAppKit({ ... })\`, then wrap your app in
    \`<AppKitProvider kit={kit}>\`, or pass the kit to the hook: \`useAppKitAccount({ kit })\`.

    Docs: docs/react/AppKitProvider.md in the Kit repository
    Version: @kit/react@0.1.0]
  `)
})
