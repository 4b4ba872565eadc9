'use client'
import { getWalletProvider, type Namespace, watchWalletProvider } from '@kit/core'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { type UseKitParameters, useKitSource } from './useKit.js'

export type UseAppKitProviderReturnType<provider = unknown> = {
  /** The connected wallet's provider for the namespace (EIP-1193 on eip155), or undefined. */
  walletProvider: provider | undefined
  /** The connector type that supplied it (`injected`, `walletConnect`, ...). */
  walletProviderType: string | undefined
}

/**
 * The connected wallet's provider for `namespace`. The type parameter only narrows the
 * result (for example `useAppKitProvider<Eip1193Provider>('eip155')`); nothing is checked.
 */
export function useAppKitProvider<provider = unknown>(namespace: Namespace, parameters: UseKitParameters = {}): UseAppKitProviderReturnType<provider> {
  const { kit, getServerKit } = useKitSource(parameters)
  const subscribe = useCallback((onChange: () => void) => watchWalletProvider(kit, { namespace, onChange: () => onChange() }), [kit, namespace])
  const get = useCallback(() => getWalletProvider(kit, { namespace }), [kit, namespace])
  const getServer = useCallback(() => getWalletProvider(getServerKit(), { namespace }), [getServerKit, namespace])
  const result = useSyncExternalStore(subscribe, get, getServer)
  return useMemo(
    () => ({
      walletProvider: result.walletProvider as provider | undefined,
      walletProviderType: result.walletProviderType,
    }),
    [result],
  )
}
