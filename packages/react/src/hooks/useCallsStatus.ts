'use client'
import { type GetCallsStatusReturnType, getCallsStatus, type Namespace } from '@kit/core'
import { type AsyncQueryOptions, type AsyncQueryResult, useAsyncQuery } from './useAsyncQuery.js'
import { type UseKitParameters, useKit } from './useKit.js'

export type UseCallsStatusParameters = UseKitParameters & {
  /** The batch id `useSendCalls` resolved with. */
  id: string | undefined
  namespace?: Namespace | undefined
  /** e.g. `{ refetchInterval: (data) => (data?.status === 'pending' ? 1000 : false) }`. */
  query?: AsyncQueryOptions<GetCallsStatusReturnType> | undefined
}
export type UseCallsStatusReturnType = AsyncQueryResult<GetCallsStatusReturnType>

/** wagmi's `useCallsStatus`: the status of a batch (core's `getCallsStatus`); idle without an id. */
export function useCallsStatus(parameters: UseCallsStatusParameters): UseCallsStatusReturnType {
  const { id, namespace, query } = parameters
  const kit = useKit(parameters)
  return useAsyncQuery(id ?? '', () => getCallsStatus(kit, { id: id ?? '', namespace }), {
    ...query,
    enabled: Boolean(id) && (query?.enabled ?? true),
  })
}
