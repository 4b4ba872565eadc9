'use client'
import type { Kit } from '@kit/core'
import { createContext } from 'react'

/**
 * The kit of the nearest `AppKitProvider`. There is no global fallback: with two kits on a page
 * (or one kit per request on a server) a hook must never read another tree's kit. Without a
 * provider or `{ kit }`, hooks use the one kit `createAppKit` made in the page, or on a server a
 * neutral kit of their own (see hooks/useKit.ts).
 */
export const KitContext = createContext<Kit | undefined>(undefined)
