'use client'
import { type GetWalletInfoReturnType, getWalletInfo, watchWalletInfo } from '@kit/core'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { type UseKitParameters, useKitSource } from './useKit.js'

export type UseWalletInfoReturnType = {
  /** Name and icon of the connected wallet, or undefined when disconnected. */
  walletInfo: GetWalletInfoReturnType
}

/** The connected wallet's name and icon (active namespace). */
export function useWalletInfo(parameters: UseKitParameters = {}): UseWalletInfoReturnType {
  const { kit, getServerKit } = useKitSource(parameters)
  const subscribe = useCallback((onChange: () => void) => watchWalletInfo(kit, { onChange: () => onChange() }), [kit])
  const get = useCallback(() => getWalletInfo(kit), [kit])
  const getServer = useCallback(() => getWalletInfo(getServerKit()), [getServerKit])
  const walletInfo = useSyncExternalStore(subscribe, get, getServer)
  return useMemo(() => ({ walletInfo }), [walletInfo])
}
