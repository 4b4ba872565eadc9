import type { Kit } from '@kit/core'
import type { ReactNode } from 'react'
import { AppKitProvider } from '../components/AppKitProvider.js'

/** A `renderHook` wrapper that provides `kit`. */
export function withKit(kit: Kit) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <AppKitProvider kit={kit}>{children}</AppKitProvider>
  }
}
