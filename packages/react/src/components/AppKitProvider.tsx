'use client'
import type { Kit } from '@kit/core'
import { type ReactNode, useEffect } from 'react'
import { KitContext } from '../context.js'

export type AppKitProviderProps = {
  /** The kit from `createAppKit()` (or `createKit()`), created outside your components. */
  kit: Kit
  children?: ReactNode
}

/**
 * Provides `kit` to the hooks and components below it. A kit created with `ssr: true` defers
 * its browser work (wallet discovery, reconnect); the provider starts it after hydration, so
 * the server HTML and the first client render read the same state.
 */
export function AppKitProvider({ kit, children }: AppKitProviderProps) {
  useEffect(() => {
    if (kit.options.ssr) kit._internal.mount()
  }, [kit])
  // `.Provider`, not React 19's `<Context value>`: the same component works on React 18 (a peer range).
  return <KitContext.Provider value={kit}>{children}</KitContext.Provider>
}
