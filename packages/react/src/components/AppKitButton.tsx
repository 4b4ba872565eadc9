'use client'
import { buttonAttributes, useElementKit } from '../hooks/useElementKit.js'
import type { AppKitButtonAttributes } from '../jsx.js'

export type AppKitButtonProps = AppKitButtonAttributes

/** `<appkit-button>` for the kit in context. The connect button; shows the account button once connected. */
export function AppKitButton(props: AppKitButtonProps) {
  const ref = useElementKit()
  return <appkit-button ref={ref} {...buttonAttributes(props)} suppressHydrationWarning />
}
