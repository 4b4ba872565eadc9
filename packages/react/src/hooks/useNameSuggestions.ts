'use client'
import { fetchNameSuggestions } from '@kit/core'
import { type AsyncQueryOptions, type AsyncQueryResult, useAsyncQuery } from './useAsyncQuery.js'
import { type UseKitParameters, useKit } from './useKit.js'

export type UseNameSuggestionsParameters = UseKitParameters & {
  /** The name to find free variants of; idle while empty. */
  name: string | undefined
  query?: AsyncQueryOptions<string[]> | undefined
}
export type UseNameSuggestionsReturnType = AsyncQueryResult<string[]>

/** Free variants of a name (core's `fetchNameSuggestions`; [] for an invalid name). */
export function useNameSuggestions(parameters: UseNameSuggestionsParameters): UseNameSuggestionsReturnType {
  const { name, query } = parameters
  const kit = useKit(parameters)
  return useAsyncQuery(name ?? '', () => fetchNameSuggestions(kit, { name: name ?? '' }), { ...query, enabled: Boolean(name) && (query?.enabled ?? true) })
}
