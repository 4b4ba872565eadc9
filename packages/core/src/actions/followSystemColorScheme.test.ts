import { afterEach, expect, test, vi } from 'vitest'
import { getTheme } from '../getters/getTheme.js'
import { createTestKit } from '../testKit.test-utils.js'
import { setThemeMode } from './setTheme.js'

/** A `matchMedia` whose `prefers-color-scheme: dark` answer the test changes (Node has none). */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>()
  const media = {
    get matches() {
      return dark
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }
  vi.stubGlobal('matchMedia', (query: string) => (query === '(prefers-color-scheme: dark)' ? media : undefined))
  return {
    listeners,
    change(next: boolean) {
      dark = next
      for (const listener of listeners) listener()
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

test('default: without themeMode, the kit takes the system colour scheme and follows its changes', () => {
  const system = systemScheme(true)
  const kit = createTestKit()
  expect(getTheme(kit).themeMode).toBe('dark')
  system.change(false)
  expect(getTheme(kit).themeMode).toBe('light')
  kit._internal.unmount()
  expect(system.listeners.size).toBe(0)
})

test('parameters: themeMode given: the system scheme is not read', () => {
  const system = systemScheme(true)
  const kit = createTestKit({ themeMode: 'light' })
  expect(getTheme(kit).themeMode).toBe('light')
  expect(system.listeners.size).toBe(0)
})

test('behavior: setThemeMode stops following the system', () => {
  const system = systemScheme(false)
  const kit = createTestKit()
  setThemeMode(kit, 'dark')
  system.change(false)
  expect(getTheme(kit).themeMode).toBe('dark')
  expect(system.listeners.size).toBe(0)
})

test('behavior: with ssr, light (as the server rendered) until mounted', () => {
  systemScheme(true)
  const kit = createTestKit({ ssr: true })
  expect(getTheme(kit).themeMode).toBe('light')
  kit._internal.mount()
  expect(getTheme(kit).themeMode).toBe('dark')
})
