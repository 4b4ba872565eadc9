'use client'
import { useElementKit } from '../hooks/useElementKit.js'
import type { AppKitWalletButtonAttributes } from '../jsx.js'

export type AppKitWalletButtonProps = AppKitWalletButtonAttributes

/** `<appkit-wallet-button>` for the kit in context: connects one named wallet (`wallet="metamask"`). */
export function AppKitWalletButton({ wallet, namespace, disabled }: AppKitWalletButtonProps) {
  const ref = useElementKit()
  return <appkit-wallet-button ref={ref} wallet={wallet} namespace={namespace} disabled={disabled || undefined} suppressHydrationWarning />
}
