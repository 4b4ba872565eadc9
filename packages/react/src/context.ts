'use client'
import type { Kit } from '@kit/core'
import { createContext } from 'react'

/**
 * The kit of the nearest `AppKitProvider`. There is no global fallback: with two kits on a page
 * (or one kit per request on a server) a hook must never read another tree's kit, so hooks take
 * the provider's kit or an explicit `{ kit }` parameter, and throw `KitProviderNotFoundError`
 * otherwise (wagmi's `WagmiProviderNotFoundError`).
 */
export const KitContext = createContext<Kit | undefined>(undefined)
