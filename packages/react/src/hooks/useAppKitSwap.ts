'use client'
import { type GetSwapReturnType, getSwap, watchSwap } from '@kit/core'
import { useCallback, useSyncExternalStore } from 'react'
import { type UseKitParameters, useKit } from './useKit.js'

export type UseAppKitSwapReturnType = GetSwapReturnType

/** The swap being set up in the modal: tokens, amounts, quote, fees and, once sent, its status and hash. */
export function useAppKitSwap(parameters: UseKitParameters = {}): UseAppKitSwapReturnType {
  const kit = useKit(parameters)
  const subscribe = useCallback((onChange: () => void) => watchSwap(kit, { onChange: () => onChange() }), [kit])
  const get = useCallback(() => getSwap(kit), [kit])
  return useSyncExternalStore(subscribe, get, get)
}
