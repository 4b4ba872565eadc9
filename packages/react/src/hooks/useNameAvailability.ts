'use client'
import { type CheckNameAvailabilityReturnType, checkNameAvailability } from '@kit/core'
import { type AsyncQueryOptions, type AsyncQueryResult, useAsyncQuery } from './useAsyncQuery.js'
import { type UseKitParameters, useKit } from './useKit.js'

export type UseNameAvailabilityParameters = UseKitParameters & {
  /** A label (`alice`) or a full name (`alice.kit.id`); idle while empty. */
  name: string | undefined
  query?: AsyncQueryOptions<CheckNameAvailabilityReturnType> | undefined
}
export type UseNameAvailabilityReturnType = AsyncQueryResult<CheckNameAvailabilityReturnType>

/** Whether a name can be registered (core's `checkNameAvailability`: 'invalid' with the reason, 'available' or 'taken'). */
export function useNameAvailability(parameters: UseNameAvailabilityParameters): UseNameAvailabilityReturnType {
  const { name, query } = parameters
  const kit = useKit(parameters)
  return useAsyncQuery(name ?? '', () => checkNameAvailability(kit, { name: name ?? '' }), { ...query, enabled: Boolean(name) && (query?.enabled ?? true) })
}
