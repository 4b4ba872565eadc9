'use client'
import { useCallback, useMemo, useRef, useState } from 'react'

/** TanStack Query's mutation callbacks (wagmi's `mutation` parameter). */
export type AsyncMutationCallbacks<data, variables> = {
  onSuccess?: ((data: data, variables: variables) => void) | undefined
  onError?: ((error: Error, variables: variables) => void) | undefined
  onSettled?: ((data: data | undefined, error: Error | null, variables: variables) => void) | undefined
}

/** TanStack Query's mutation result fields, with `mutate` / `mutateAsync` to be renamed by each hook. */
export type AsyncMutationResult<data, variables> = {
  /** Runs; the result lands in `data` / `error` (never throws). */
  mutate(variables: variables, callbacks?: AsyncMutationCallbacks<data, variables>): void
  /** Runs and resolves with the result (rejects with the action's error). */
  mutateAsync(variables: variables, callbacks?: AsyncMutationCallbacks<data, variables>): Promise<data>
  data: data | undefined
  error: Error | null
  variables: variables | undefined
  status: 'idle' | 'pending' | 'success' | 'error'
  isIdle: boolean
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  reset(): void
}

type State<data, variables> = { status: AsyncMutationResult<data, variables>['status']; data?: data; error: Error | null; variables?: variables }

/** Runs `mutationFn` on demand; the last run's outcome in TanStack Query's mutation shape (an older run settling late is dropped). */
export function useAsyncMutation<data, variables>(
  mutationFn: (variables: variables) => Promise<data>,
  mutation?: AsyncMutationCallbacks<data, variables>,
): AsyncMutationResult<data, variables> {
  const [state, setState] = useState<State<data, variables>>({ status: 'idle', error: null })
  const run = useRef(0)
  const mutateAsync = useCallback(
    async (variables: variables, callbacks?: AsyncMutationCallbacks<data, variables>) => {
      const current = ++run.current
      setState({ status: 'pending', error: null, variables })
      try {
        const data = await mutationFn(variables)
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
    [mutationFn, mutation],
  )
  return useMemo(
    () => ({
      mutate: (variables, callbacks) => void mutateAsync(variables, callbacks).catch(() => undefined),
      mutateAsync,
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
    [state, mutateAsync],
  )
}
