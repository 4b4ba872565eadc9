'use client'
import { fetchProfileName, type ProfileName } from '@kit/core'
import { type AsyncQueryOptions, type AsyncQueryResult, useAsyncQuery } from './useAsyncQuery.js'
import { type UseKitParameters, useKit } from './useKit.js'

export type UseProfileNameParameters = UseKitParameters & {
  /** A label or a full name (`.kit.id`, `.reown.id`, `.wcn.id`); idle while empty. */
  name: string | undefined
  query?: AsyncQueryOptions<ProfileName | null> | undefined
}
export type UseProfileNameReturnType = AsyncQueryResult<ProfileName | null>

/** Looks a name up (core's `fetchProfileName`): its addresses and attributes, null when unregistered. */
export function useProfileName(parameters: UseProfileNameParameters): UseProfileNameReturnType {
  const { name, query } = parameters
  const kit = useKit(parameters)
  return useAsyncQuery(name ?? '', () => fetchProfileName(kit, { name: name ?? '' }), { ...query, enabled: Boolean(name) && (query?.enabled ?? true) })
}
