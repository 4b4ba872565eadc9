'use client'
import { useCallback, useEffect, useRef, useState } from 'react'

/** The query options the EIP-5792 hooks take (a subset of TanStack Query's, as wagmi's `query`). */
export type AsyncQueryOptions<data> = {
  enabled?: boolean | undefined
  /** Re-run every n ms, or per result (`(data) => number | false`); false stops. */
  refetchInterval?: number | false | ((data: data | undefined) => number | false) | undefined
}

/** TanStack Query's result fields that wagmi's query hooks return. */
export type AsyncQueryResult<data> = {
  data: data | undefined
  error: Error | null
  status: 'pending' | 'success' | 'error'
  fetchStatus: 'fetching' | 'idle'
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  isFetching: boolean
  isLoading: boolean
  refetch(): Promise<AsyncQueryResult<data>>
}

type State<data> = { data?: data; error: Error | null; status: 'pending' | 'success' | 'error'; fetching: boolean }

/**
 * Runs `queryFn` when `key` changes (and on `refetchInterval`); the result in TanStack Query's
 * shape. A run whose key is stale when it settles is dropped (no out-of-order results).
 */
export function useAsyncQuery<data>(key: string, queryFn: () => Promise<data>, options: AsyncQueryOptions<data> = {}): AsyncQueryResult<data> {
  const enabled = options.enabled ?? true
  const [state, setState] = useState<State<data>>({ error: null, status: 'pending', fetching: false })
  const current = useRef({ key, queryFn, run: 0 })
  current.current.key = key
  current.current.queryFn = queryFn
  const refetch = useCallback(async (): Promise<AsyncQueryResult<data>> => {
    const run = ++current.current.run
    setState((previous) => ({ ...previous, fetching: true }))
    let next: State<data>
    try {
      next = { data: await current.current.queryFn(), error: null, status: 'success', fetching: false }
    } catch (error) {
      next = { error: error instanceof Error ? error : new Error(String(error)), status: 'error', fetching: false }
    }
    if (run === current.current.run) setState(next)
    return toResult(next, refetch)
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query key refetches (TanStack Query's queryKey), although the effect does not read it
  useEffect(() => {
    if (!enabled) return
    setState({ error: null, status: 'pending', fetching: false })
    void refetch()
  }, [key, enabled, refetch])
  const { refetchInterval } = options
  const interval = typeof refetchInterval === 'function' ? refetchInterval(state.data) : refetchInterval
  useEffect(() => {
    if (!enabled || !interval || state.fetching) return
    const timer = setTimeout(() => void refetch(), interval)
    return () => clearTimeout(timer)
  }, [enabled, interval, state, refetch])
  return toResult(state, refetch)
}

function toResult<data>(state: State<data>, refetch: () => Promise<AsyncQueryResult<data>>): AsyncQueryResult<data> {
  return {
    data: state.data,
    error: state.error,
    status: state.status,
    fetchStatus: state.fetching ? 'fetching' : 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    isFetching: state.fetching,
    isLoading: state.status === 'pending' && state.fetching,
    refetch,
  }
}
