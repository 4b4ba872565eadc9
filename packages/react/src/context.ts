'use client'
import type { Kit } from '@kit/core'
import { createContext } from 'react'

/** The kit of the nearest `AppKitProvider`. */
export const KitContext = createContext<Kit | undefined>(undefined)

/**
 * Where `createAppKit()` records the last kit it created. Hooks used without an
 * `AppKitProvider` fall back to it, like AppKit's single-instance usage. It lives on
 * `globalThis` under a registered symbol (not in a module variable) so that two copies of
 * `@kit/react` in one bundle, or a re-evaluated module after HMR, still share it.
 */
export const defaultKitKey = Symbol.for('@kit/react/default')

type DefaultKitHolder = { [defaultKitKey]?: Kit | undefined }

/** The kit `createAppKit()` created last, if any. */
export function getDefaultKit(): Kit | undefined {
  return (globalThis as DefaultKitHolder)[defaultKitKey]
}

/** Records `kit` as the fallback for hooks used without a provider. */
export function setDefaultKit(kit: Kit | undefined): void {
  ;(globalThis as DefaultKitHolder)[defaultKitKey] = kit
}
