import { z } from 'zod/mini'
import { ApiRequestError } from '../errors/api.js'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'

export const profileNameSchema = z.object({
  name: z.string(),
  registered: z.number(),
  updated: z.number(),
  addresses: z.record(z.string(), z.object({ address: z.string(), created: z.number() })),
  attributes: z.record(z.string(), z.string()),
})
export type ProfileName = z.output<typeof profileNameSchema>

const suggestionsSchema = z.object({ suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })) })

/** `GET /v1/profile/account/{name}`: the registered name, or null when it is free (404). */
export async function getProfileName(client: ApiClient, { name, signal }: RequestOptions & { name: string }): Promise<ProfileName | null> {
  try {
    return await apiRequest(client, apiUrl(client, `/v1/profile/account/${encodeURIComponent(name)}`, { apiVersion: '2' }), profileNameSchema, { signal })
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null
    throw error
  }
}

/** `GET /v1/profile/suggestions/{name}`: free variants of the name. */
export async function getNameSuggestions(client: ApiClient, { name, zone, signal }: RequestOptions & { name: string; zone?: string | undefined }) {
  const url = apiUrl(client, `/v1/profile/suggestions/${encodeURIComponent(name)}`, { zone })
  return (await apiRequest(client, url, suggestionsSchema, { signal })).suggestions
}

/** `POST /v1/profile/account`: registers the signed name (docs/rules/calls.md). */
export function registerProfileName(
  client: ApiClient,
  body: { coin_type: number; address: string; message: string; signature: string },
  { signal }: RequestOptions = {},
): Promise<ProfileName> {
  return apiRequest(client, apiUrl(client, '/v1/profile/account'), profileNameSchema, { method: 'POST', body, signal })
}
