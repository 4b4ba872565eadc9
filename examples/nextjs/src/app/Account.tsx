'use client'

import { useAccount } from 'wagmi'

/** wagmi's account: from the cookie on the server and in the first client render, then live. */
export function Account() {
  const { address, status, chainId } = useAccount()
  return (
    <p>
      <span data-testid="next-wagmi-status">{status}</span> <span data-testid="next-wagmi-address">{address ?? ''}</span>{' '}
      <span data-testid="next-wagmi-chain">{chainId ?? ''}</span>
    </p>
  )
}
