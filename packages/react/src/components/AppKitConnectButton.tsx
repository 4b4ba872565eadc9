'use client'
import { buttonAttributes, useElementKit } from '../hooks/useElementKit.js'
import type { AppKitButtonAttributes } from '../jsx.js'

export type AppKitConnectButtonProps = AppKitButtonAttributes

/** `<appkit-connect-button>` for the kit in context. A button that opens the modal on the Connect view. */
export function AppKitConnectButton(props: AppKitConnectButtonProps) {
  const ref = useElementKit()
  return <appkit-connect-button ref={ref} {...buttonAttributes(props)} suppressHydrationWarning />
}
