'use client'
import { type CaipNetwork, type CaipNetworkId, getNetwork, switchNetwork, watchNetwork } from '@kit/core'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { type UseKitParameters, useKitSource } from './useKit.js'

export type UseAppKitNetworkReturnType = {
  /** The active network, or undefined when the wallet sits on one the kit is not configured for. */
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetworkId | undefined
  /** The network's `id`: a number on eip155. */
  chainId: number | string | undefined
  /** Asks the wallet (when connected) to switch, then makes `network` active. */
  switchNetwork(network: CaipNetwork): Promise<void>
}

/** The active network and a way to change it. */
export function useAppKitNetwork(parameters: UseKitParameters = {}): UseAppKitNetworkReturnType {
  const { kit, getServerKit } = useKitSource(parameters)
  const subscribe = useCallback((onChange: () => void) => watchNetwork(kit, { onChange: () => onChange() }), [kit])
  const get = useCallback(() => getNetwork(kit), [kit])
  const getServer = useCallback(() => getNetwork(getServerKit()), [getServerKit])
  const network = useSyncExternalStore(subscribe, get, getServer)
  return useMemo(
    () => ({
      caipNetwork: network.caipNetwork,
      caipNetworkId: network.caipNetworkId,
      chainId: network.chainId,
      switchNetwork: (target: CaipNetwork) => switchNetwork(kit, { network: target }),
    }),
    [kit, network],
  )
}
