import type { Kit } from '../kit.js'

const darkQuery = '(prefers-color-scheme: dark)'

/**
 * With no `themeMode` option, the kit's theme follows the system colour scheme, as AppKit's does:
 * the current `prefers-color-scheme` at mount, then each change, until the app sets a mode itself
 * (`setThemeMode` ends it). Returns the cleanup (kit unmount). Nothing happens without `matchMedia`.
 */
export function followSystemColorScheme(kit: Kit): () => void {
  const media = typeof matchMedia === 'function' ? matchMedia(darkQuery) : undefined
  if (!media) return () => undefined
  const apply = () => {
    kit._internal.state.theme.themeMode = media.matches ? 'dark' : 'light'
  }
  apply()
  media.addEventListener('change', apply)
  return () => media.removeEventListener('change', apply)
}
