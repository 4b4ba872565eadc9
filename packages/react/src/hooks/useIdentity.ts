'use client'
import { type FetchIdentityReturnType, fetchIdentity } from '@kit/core'
import { type AsyncQueryOptions, type AsyncQueryResult, useAsyncQuery } from './useAsyncQuery.js'
import { type UseKitParameters, useKit } from './useKit.js'

export type UseIdentityParameters = UseKitParameters & {
  /** The address to resolve; idle while undefined. */
  address: string | undefined
  query?: AsyncQueryOptions<FetchIdentityReturnType | null> | undefined
}
export type UseIdentityReturnType = AsyncQueryResult<FetchIdentityReturnType | null>

/**
 * The name and avatar of an address (reverse lookup, core's `fetchIdentity`, cached 5 min); null
 * when it cannot be resolved (no Kit API, or the lookup failed).
 */
export function useIdentity(parameters: UseIdentityParameters): UseIdentityReturnType {
  const { address, query } = parameters
  const kit = useKit(parameters)
  return useAsyncQuery(address ?? '', async () => (await fetchIdentity(kit, { address: address ?? '' })) ?? null, {
    ...query,
    enabled: Boolean(address) && (query?.enabled ?? true),
  })
}
