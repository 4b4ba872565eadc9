'use client'
import { useCallback } from 'react'
import type { AppKitButtonAttributes, AppKitElement } from '../jsx.js'
import { useKit } from './useKit.js'

/**
 * A callback ref that sets the kit in context as the element's `kit` property during commit.
 * Nothing kit-related reaches the server HTML, so hydration never sees `kit="[object Object]"`.
 * Lit keeps a property set before the element is registered and applies it on upgrade.
 */
export function useElementKit(): (element: AppKitElement | null) => void {
  const kit = useKit()
  return useCallback(
    (element: AppKitElement | null) => {
      if (element) element.kit = kit
    },
    [kit],
  )
}

/**
 * The attribute props every wrapper forwards; `disabled={false}` leaves the attribute out.
 * The wrappers also set `suppressHydrationWarning` (as `@lit/react` does): `createAppKit`
 * registers the elements before hydration, and Lit then reflects defaults (`size="md"`,
 * `modal=""`) onto the server-rendered tags. Those attributes belong to the element, not to
 * React; the warning is suppressed for that one element only, never for its children.
 */
export function buttonAttributes({ label, size, balance, disabled, namespace }: AppKitButtonAttributes): AppKitButtonAttributes {
  return { label, size, balance, disabled: disabled || undefined, namespace }
}
