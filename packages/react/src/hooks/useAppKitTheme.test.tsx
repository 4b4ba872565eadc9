// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { createTestKit, tick } from '../test/utils.js'
import { withKit } from '../test/wrapper.js'
import { useAppKitTheme } from './useAppKitTheme.js'

test('default: the kit options', () => {
  const kit = createTestKit({ themeMode: 'dark', themeVariables: { '--kit-accent': '#f00' } })
  const { result } = renderHook(() => useAppKitTheme(), { wrapper: withKit(kit) })
  expect(result.current.themeMode).toBe('dark')
  expect(result.current.themeVariables).toEqual({ '--kit-accent': '#f00', '--kit-z-index': 999 })
})

test('behavior: setThemeMode and setThemeVariables (merged)', async () => {
  const kit = createTestKit()
  const { result } = renderHook(() => useAppKitTheme(), { wrapper: withKit(kit) })
  await act(async () => {
    result.current.setThemeMode('dark')
    result.current.setThemeVariables({ '--kit-border-radius': '4px' })
    await tick()
  })
  expect(result.current.themeMode).toBe('dark')
  expect(result.current.themeVariables).toEqual({ '--kit-border-radius': '4px', '--kit-z-index': 999 })
})
