'use client'
import { type CaipNetworkId, getModalState, type Namespace, watchModalState } from '@kit/core'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { type UseKitParameters, useKitSource } from './useKit.js'

export type UseAppKitStateReturnType = {
  /** Whether the modal is open. */
  open: boolean
  loading: boolean
  /** False until the kit has mounted (after hydration for `ssr: true` kits). */
  initialized: boolean
  activeChain: Namespace
  selectedNetworkId: CaipNetworkId | undefined
}

/** The modal's state. */
export function useAppKitState(parameters: UseKitParameters = {}): UseAppKitStateReturnType {
  const { kit, getServerKit } = useKitSource(parameters)
  const subscribe = useCallback((onChange: () => void) => watchModalState(kit, { onChange: () => onChange() }), [kit])
  const get = useCallback(() => getModalState(kit), [kit])
  const getServer = useCallback(() => getModalState(getServerKit()), [getServerKit])
  const state = useSyncExternalStore(subscribe, get, getServer)
  return useMemo(
    () => ({
      open: state.open,
      loading: state.loading,
      initialized: state.initialized,
      activeChain: state.activeChain,
      selectedNetworkId: state.selectedNetworkId,
    }),
    [state],
  )
}
