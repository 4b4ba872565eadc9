'use client'
import { type AccountStatus, type CaipAddress, getAccount, type Namespace, watchAccount } from '@kit/core'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { useKit } from './useKit.js'

export type UseAppKitAccountParameters = {
  /** Read this namespace's account instead of the active one. */
  namespace?: Namespace | undefined
}

export type UseAppKitAccountReturnType = {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: AccountStatus
  allAccounts: readonly string[]
  /** AppKit's embedded (email/social) wallet info; Kit has no embedded wallet. */
  embeddedWalletInfo: undefined
}

/** The account of the active namespace (or of `namespace`); re-renders when it changes. */
export function useAppKitAccount(parameters: UseAppKitAccountParameters = {}): UseAppKitAccountReturnType {
  const kit = useKit()
  const { namespace } = parameters
  const subscribe = useCallback(
    (onChange: () => void) => watchAccount(kit, { namespace, onChange: () => onChange() }),
    [kit, namespace],
  )
  const get = useCallback(() => getAccount(kit, { namespace }), [kit, namespace])
  const account = useSyncExternalStore(subscribe, get, get)
  return useMemo(
    () => ({
      address: account.address,
      caipAddress: account.caipAddress,
      isConnected: account.isConnected,
      status: account.status,
      allAccounts: account.allAccounts,
      embeddedWalletInfo: undefined,
    }),
    [account],
  )
}
