'use client'
import { type SendCallsParameters, type SendCallsReturnType, sendCalls } from '@kit/core'
import { useCallback, useMemo, useRef, useState } from 'react'
import { type UseKitParameters, useKit } from './useKit.js'

export type SendCallsCallbacks = {
  onSuccess?: ((data: SendCallsReturnType, variables: SendCallsParameters) => void) | undefined
  onError?: ((error: Error, variables: SendCallsParameters) => void) | undefined
  onSettled?: ((data: SendCallsReturnType | undefined, error: Error | null, variables: SendCallsParameters) => void) | undefined
}

export type UseSendCallsParameters = UseKitParameters & { mutation?: SendCallsCallbacks | undefined }

/** TanStack Query's mutation fields that wagmi's `useSendCalls` returns. */
export type UseSendCallsReturnType = {
  /** Sends; the result lands in `data` / `error` (never throws). */
  sendCalls(variables: SendCallsParameters, callbacks?: SendCallsCallbacks): void
  /** Sends and resolves with `{ id }` (rejects like core's `sendCalls`). */
  sendCallsAsync(variables: SendCallsParameters, callbacks?: SendCallsCallbacks): Promise<SendCallsReturnType>
  data: SendCallsReturnType | undefined
  error: Error | null
  variables: SendCallsParameters | undefined
  status: 'idle' | 'pending' | 'success' | 'error'
  isIdle: boolean
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  reset(): void
}

type State = { status: UseSendCallsReturnType['status']; data?: SendCallsReturnType; error: Error | null; variables?: SendCallsParameters }

/**
 * wagmi's `useSendCalls`: sends a batch with core's `sendCalls` (EIP-5792; atomic where the wallet
 * supports it, else one transaction at a time). `data.id` goes to `useCallsStatus`.
 */
export function useSendCalls(parameters: UseSendCallsParameters = {}): UseSendCallsReturnType {
  const kit = useKit(parameters)
  const [state, setState] = useState<State>({ status: 'idle', error: null })
  const run = useRef(0)
  const { mutation } = parameters
  const sendCallsAsync = useCallback(
    async (variables: SendCallsParameters, callbacks?: SendCallsCallbacks) => {
      const current = ++run.current
      setState({ status: 'pending', error: null, variables })
      try {
        const data = await sendCalls(kit, variables)
        if (current === run.current) setState({ status: 'success', data, error: null, variables })
        mutation?.onSuccess?.(data, variables)
        callbacks?.onSuccess?.(data, variables)
        mutation?.onSettled?.(data, null, variables)
        callbacks?.onSettled?.(data, null, variables)
        return data
      } catch (caught) {
        const error = caught instanceof Error ? caught : new Error(String(caught))
        if (current === run.current) setState({ status: 'error', error, variables })
        mutation?.onError?.(error, variables)
        callbacks?.onError?.(error, variables)
        mutation?.onSettled?.(undefined, error, variables)
        callbacks?.onSettled?.(undefined, error, variables)
        throw error
      }
    },
    [kit, mutation],
  )
  return useMemo(
    () => ({
      sendCalls: (variables, callbacks) => void sendCallsAsync(variables, callbacks).catch(() => undefined),
      sendCallsAsync,
      data: state.data,
      error: state.error,
      variables: state.variables,
      status: state.status,
      isIdle: state.status === 'idle',
      isPending: state.status === 'pending',
      isSuccess: state.status === 'success',
      isError: state.status === 'error',
      reset: () => {
        run.current++
        setState({ status: 'idle', error: null })
      },
    }),
    [state, sendCallsAsync],
  )
}
