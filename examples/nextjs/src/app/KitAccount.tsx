'use client'

import { useAppKitAccount } from '@kit/react'

/** AppKit's useAppKitAccount, with no provider: the starting state on the server, then the kit's account. */
export function KitAccount() {
  const { status, address, isConnected } = useAppKitAccount()
  return (
    <p>
      <span data-testid="next-kit-status">{status}</span> <span data-testid="next-kit-address">{address ?? ''}</span>{' '}
      <span data-testid="next-kit-connected">{String(isConnected)}</span>
    </p>
  )
}
