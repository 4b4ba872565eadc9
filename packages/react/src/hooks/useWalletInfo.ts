'use client'
import { type GetWalletInfoReturnType, getWalletInfo, watchWalletInfo } from '@kit/core'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { type UseKitParameters, useKit } from './useKit.js'

export type UseWalletInfoReturnType = {
  /** Name and icon of the connected wallet, or undefined when disconnected. */
  walletInfo: GetWalletInfoReturnType
}

/** The connected wallet's name and icon (active namespace). */
export function useWalletInfo(parameters: UseKitParameters = {}): UseWalletInfoReturnType {
  const kit = useKit(parameters)
  const subscribe = useCallback((onChange: () => void) => watchWalletInfo(kit, { onChange: () => onChange() }), [kit])
  const get = useCallback(() => getWalletInfo(kit), [kit])
  const walletInfo = useSyncExternalStore(subscribe, get, get)
  return useMemo(() => ({ walletInfo }), [walletInfo])
}
