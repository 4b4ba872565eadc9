'use client'
import { type GetCallsStatusReturnType, getCallsStatus, type Namespace } from '@kit/core'
import { type AsyncQueryOptions, type AsyncQueryResult, useAsyncQuery } from './useAsyncQuery.js'
import { useKit } from './useKit.js'

export type UseCallsStatusParameters = {
  /** The batch id `useSendCalls` resolved with. */
  id: string | undefined
  namespace?: Namespace | undefined
  /** e.g. `{ refetchInterval: (data) => (data?.status === 'pending' ? 1000 : false) }`. */
  query?: AsyncQueryOptions<GetCallsStatusReturnType> | undefined
}
export type UseCallsStatusReturnType = AsyncQueryResult<GetCallsStatusReturnType>

/** wagmi's `useCallsStatus`: the status of a batch (core's `getCallsStatus`); idle without an id. */
export function useCallsStatus({ id, namespace, query }: UseCallsStatusParameters): UseCallsStatusReturnType {
  const kit = useKit()
  return useAsyncQuery(id ?? '', () => getCallsStatus(kit, { id: id ?? '', namespace }), {
    ...query,
    enabled: Boolean(id) && (query?.enabled ?? true),
  })
}
