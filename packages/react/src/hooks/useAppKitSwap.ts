'use client'
import { type GetSwapReturnType, getSwap, watchSwap } from '@kit/core'
import { useCallback, useSyncExternalStore } from 'react'
import { type UseKitParameters, useKitSource } from './useKit.js'

export type UseAppKitSwapReturnType = GetSwapReturnType

/** The swap being set up in the modal: tokens, amounts, quote, fees and, once sent, its status and hash. */
export function useAppKitSwap(parameters: UseKitParameters = {}): UseAppKitSwapReturnType {
  const { kit, getServerKit } = useKitSource(parameters)
  const subscribe = useCallback((onChange: () => void) => watchSwap(kit, { onChange: () => onChange() }), [kit])
  const get = useCallback(() => getSwap(kit), [kit])
  const getServer = useCallback(() => getSwap(getServerKit()), [getServerKit])
  return useSyncExternalStore(subscribe, get, getServer)
}
