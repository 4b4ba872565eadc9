import { z } from 'zod/mini'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'

export const getIdentityResponseSchema = z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) })

export type GetIdentityParameters = RequestOptions & {
  address: string
  /** The connected account asking (docs/rules/calls.md `sender`). */
  sender?: string | undefined
}

export type GetIdentityReturnType = z.output<typeof getIdentityResponseSchema>

/** `GET /v1/identity/{address}`: name and avatar, nulls when unknown. */
export function getIdentity(client: ApiClient, { address, sender, signal }: GetIdentityParameters): Promise<GetIdentityReturnType> {
  const url = apiUrl(client, `/v1/identity/${encodeURIComponent(address)}`, { sender })
  return apiRequest(client, url, getIdentityResponseSchema, { signal })
}
