'use client'
import { type SendCallsParameters, type SendCallsReturnType, sendCalls } from '@kit/core'
import { useCallback, useMemo } from 'react'
import { type AsyncMutationCallbacks, type AsyncMutationResult, useAsyncMutation } from './useAsyncMutation.js'
import { type UseKitParameters, useKit } from './useKit.js'

export type SendCallsCallbacks = AsyncMutationCallbacks<SendCallsReturnType, SendCallsParameters>

export type UseSendCallsParameters = UseKitParameters & { mutation?: SendCallsCallbacks | undefined }

/** TanStack Query's mutation fields that wagmi's `useSendCalls` returns. */
export type UseSendCallsReturnType = Omit<AsyncMutationResult<SendCallsReturnType, SendCallsParameters>, 'mutate' | 'mutateAsync'> & {
  /** Sends; the result lands in `data` / `error` (never throws). */
  sendCalls(variables: SendCallsParameters, callbacks?: SendCallsCallbacks): void
  /** Sends and resolves with `{ id }` (rejects like core's `sendCalls`). */
  sendCallsAsync(variables: SendCallsParameters, callbacks?: SendCallsCallbacks): Promise<SendCallsReturnType>
}

/**
 * wagmi's `useSendCalls`: sends a batch with core's `sendCalls` (EIP-5792; atomic where the wallet
 * supports it, else one transaction at a time). `data.id` goes to `useCallsStatus`.
 */
export function useSendCalls(parameters: UseSendCallsParameters = {}): UseSendCallsReturnType {
  const kit = useKit(parameters)
  const run = useCallback((variables: SendCallsParameters) => sendCalls(kit, variables), [kit])
  const mutation = useAsyncMutation(run, parameters.mutation)
  return useMemo(() => {
    const { mutate, mutateAsync, ...result } = mutation
    return { ...result, sendCalls: mutate, sendCallsAsync: mutateAsync }
  }, [mutation])
}
