'use client'
import { buttonAttributes, useElementKit } from '../hooks/useElementKit.js'
import type { AppKitButtonAttributes } from '../jsx.js'

export type AppKitNetworkButtonProps = AppKitButtonAttributes

/** `<appkit-network-button>` for the kit in context. The active network; opens the Networks view. */
export function AppKitNetworkButton(props: AppKitNetworkButtonProps) {
  const ref = useElementKit()
  return <appkit-network-button ref={ref} {...buttonAttributes(props)} suppressHydrationWarning />
}
