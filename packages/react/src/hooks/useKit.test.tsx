// @vitest-environment happy-dom

import type { Kit } from '@kit/core'
import { renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { createAppKit } from '../createAppKit.js'
import { KitProviderNotFoundError } from '../errors/context.js'
import { createTestKit, testKitParameters } from '../test/utils.js'
import { withKit } from '../test/wrapper.js'
import { useKit } from './useKit.js'

// createAppKit's modal needs @kit/ui's elements; only the lookup through the document is tested here.
vi.mock('@kit/ui', () => ({ defineElements: vi.fn(() => Promise.resolve()) }))

const kits: Kit[] = []
/** A kit this test made with createAppKit, unmounted after it (so the next test's page has none). */
const created = (kit: Kit) => {
  kits.push(kit)
  return kit
}

afterEach(() => {
  vi.restoreAllMocks()
  for (const kit of kits.splice(0)) kit._internal.unmount()
  document.body.innerHTML = ''
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

test('behavior: a kit made with createKit (not createAppKit) is not found without a provider', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  createTestKit()
  expect(() => renderHook(() => useKit())).toThrow(KitProviderNotFoundError)
})

test("behavior: without a provider, the one kit createAppKit made in the page (AppKit's way)", () => {
  const kit = created(createAppKit(testKitParameters()))
  expect(renderHook(() => useKit()).result.current).toBe(kit)
  // A provider or `{ kit }` still wins.
  const other = createTestKit()
  expect(renderHook(() => useKit(), { wrapper: withKit(other) }).result.current).toBe(other)
  expect(renderHook(() => useKit({ kit: other })).result.current).toBe(other)
})

test('behavior: with ssr, a kit found through the page is started once rendered', async () => {
  const kit = created(createAppKit(testKitParameters({ ssr: true })))
  expect(kit._internal.mounted).toBe(false)
  renderHook(() => useKit())
  expect(kit._internal.mounted).toBe(true)
})

test('behavior: an unmounted kit is no longer found', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const kit = createAppKit(testKitParameters())
  kit._internal.unmount()
  expect(() => renderHook(() => useKit())).toThrow(KitProviderNotFoundError)
})

test('behavior: two kits in the page and no provider: KitNotChosenError says how to choose', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const first = created(createAppKit(testKitParameters({ storageKey: 'first' })))
  created(createAppKit(testKitParameters({ storageKey: 'second' })))
  expect(() => renderHook(() => useKit())).toThrowErrorMatchingInlineSnapshot(`
    [KitNotChosenError: \`useKit\` found 2 kits made with \`createAppKit\` in this page and cannot tell which one is meant.

    Wrap the tree in \`<AppKitProvider kit={kit}>\`, or pass the kit to the hook: \`useAppKitAccount({ kit })\`.

    Docs: docs/react/AppKitProvider.md in the Kit repository
    Version: @kit/react@0.1.0]
  `)
  expect(renderHook(() => useKit(), { wrapper: withKit(first) }).result.current).toBe(first)
})

test('behavior: throws KitProviderNotFoundError with none', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  expect(() => renderHook(() => useKit())).toThrowErrorMatchingInlineSnapshot(`
    [KitProviderNotFoundError: \`useKit\` found no kit: call \`createAppKit\` first, or use the hook within \`AppKitProvider\`.

    Create the kit outside your components with \`createAppKit({ ... })\` (hooks then find it), or
    wrap your app in \`<AppKitProvider kit={kit}>\`, or pass the kit to the hook: \`useAppKitAccount({ kit })\`.

    Docs: docs/react/AppKitProvider.md in the Kit repository
    Version: @kit/react@0.1.0]
  `)
})
