'use client'
import { disconnect, type Namespace } from '@kit/core'
import { useMemo } from 'react'
import { type UseKitParameters, useKit } from './useKit.js'

export type UseDisconnectParameters = {
  /** Disconnect only this namespace; all namespaces by default. */
  namespace?: Namespace | undefined
}

export type UseDisconnectReturnType = {
  disconnect(options?: UseDisconnectParameters): Promise<void>
}

/** Disconnects the wallet(s) of the kit in context. */
export function useDisconnect(parameters: UseKitParameters = {}): UseDisconnectReturnType {
  const kit = useKit(parameters)
  return useMemo(
    () => ({
      disconnect: (options: UseDisconnectParameters = {}) => disconnect(kit, { namespace: options.namespace }),
    }),
    [kit],
  )
}
