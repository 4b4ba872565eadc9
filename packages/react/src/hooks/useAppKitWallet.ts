'use client'
import type { ConnectReturnType, Namespace } from '@kit/core'
import { connectNamedWallet, type NamedWallet } from '@kit/ui'
import { useMemo, useState } from 'react'
import { type UseKitParameters, useKit } from './useKit.js'

export type UseAppKitWalletParameters = UseKitParameters & {
  namespace?: Namespace | undefined
  onSuccess?: ((data: ConnectReturnType | undefined) => void) | undefined
  onError?: ((error: Error) => void) | undefined
}

export type UseAppKitWalletReturnType = {
  data: ConnectReturnType | undefined
  error: Error | undefined
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  /**
   * Connects one named wallet without the Connect view: `metamask` (or an rdns or connector
   * id) when installed, else over WalletConnect; `walletConnect`; or a social provider.
   */
  connect(wallet: NamedWallet, namespace?: Namespace): Promise<void>
}

/** AppKit's `useAppKitWallet`: headless connect to a named wallet. */
export function useAppKitWallet(parameters: UseAppKitWalletParameters = {}): UseAppKitWalletReturnType {
  const kit = useKit(parameters)
  const [state, setState] = useState<{ data?: ConnectReturnType | undefined; error?: Error | undefined; status: 'idle' | 'pending' | 'success' | 'error' }>({
    status: 'idle',
  })
  const { namespace, onSuccess, onError } = parameters
  return useMemo(
    () => ({
      data: state.data,
      error: state.error,
      isPending: state.status === 'pending',
      isSuccess: state.status === 'success',
      isError: state.status === 'error',
      async connect(wallet, override) {
        setState({ status: 'pending' })
        try {
          const data = await connectNamedWallet(kit, { wallet, namespace: override ?? namespace })
          setState({ data, status: 'success' })
          onSuccess?.(data)
        } catch (error) {
          setState({ error: error as Error, status: 'error' })
          onError?.(error as Error)
        }
      },
    }),
    [kit, state, namespace, onSuccess, onError],
  )
}
