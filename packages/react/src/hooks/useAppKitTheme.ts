'use client'
import { getTheme, setThemeMode, setThemeVariables, type ThemeMode, type ThemeVariables, type W3mThemeVariables, watchTheme } from '@kit/core'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { type UseKitParameters, useKitSource } from './useKit.js'

export type UseAppKitThemeReturnType = {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode(themeMode: ThemeMode): void
  /** Merges `themeVariables` into the current ones (AppKit's `--w3m-*` names map onto Kit's). */
  setThemeVariables(themeVariables: ThemeVariables & W3mThemeVariables): void
}

/** The modal's theme and setters for it. */
export function useAppKitTheme(parameters: UseKitParameters = {}): UseAppKitThemeReturnType {
  const { kit, getServerKit } = useKitSource(parameters)
  const subscribe = useCallback((onChange: () => void) => watchTheme(kit, { onChange: () => onChange() }), [kit])
  const get = useCallback(() => getTheme(kit), [kit])
  const getServer = useCallback(() => getTheme(getServerKit()), [getServerKit])
  const theme = useSyncExternalStore(subscribe, get, getServer)
  return useMemo(
    () => ({
      themeMode: theme.themeMode,
      themeVariables: theme.themeVariables,
      setThemeMode: (themeMode: ThemeMode) => setThemeMode(kit, themeMode),
      setThemeVariables: (themeVariables: ThemeVariables & W3mThemeVariables) => setThemeVariables(kit, themeVariables),
    }),
    [kit, theme],
  )
}
