'use client'
import { buttonAttributes, useElementKit } from '../hooks/useElementKit.js'
import type { AppKitButtonAttributes } from '../jsx.js'

export type AppKitAccountButtonProps = AppKitButtonAttributes

/** `<appkit-account-button>` for the kit in context. The connected account (avatar, name or address, balance); opens the Account view. */
export function AppKitAccountButton(props: AppKitAccountButtonProps) {
  const ref = useElementKit()
  return <appkit-account-button ref={ref} {...buttonAttributes(props)} suppressHydrationWarning />
}
