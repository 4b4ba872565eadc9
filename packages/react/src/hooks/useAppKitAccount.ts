'use client'
import { type AccountStatus, type AppKitAccount, type CaipAddress, getAccount, type KitAccount, type Namespace, toAppKitAccount, watchAccount } from '@kit/core'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { type UseKitParameters, useKitSource } from './useKit.js'

export type UseAppKitAccountParameters = UseKitParameters & {
  /** Read this namespace's account instead of the active one. */
  namespace?: Namespace | undefined
}

export type UseAppKitAccountReturnType = {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: AccountStatus
  /** Every account the wallet exposes (docs/rules/entities.md: namespace, address, type, publicKey, path). */
  allAccounts: readonly KitAccount[]
  /** The embedded (email or social) wallet's user and account type; undefined for other wallets. */
  embeddedWalletInfo: AppKitAccount['embeddedWalletInfo']
}

/** The account of the active namespace (or of `namespace`); re-renders when it changes. */
export function useAppKitAccount(parameters: UseAppKitAccountParameters = {}): UseAppKitAccountReturnType {
  const { kit, getServerKit } = useKitSource(parameters)
  const { namespace } = parameters
  const subscribe = useCallback((onChange: () => void) => watchAccount(kit, { namespace, onChange: () => onChange() }), [kit, namespace])
  const get = useCallback(() => getAccount(kit, { namespace }), [kit, namespace])
  const getServer = useCallback(() => getAccount(getServerKit(), { namespace }), [getServerKit, namespace])
  const account = useSyncExternalStore(subscribe, get, getServer)
  return useMemo(() => toAppKitAccount(account.namespace, account), [account])
}
