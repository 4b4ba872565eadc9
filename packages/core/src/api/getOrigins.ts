import { z } from 'zod/mini'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'

export const getOriginsResponseSchema = z.object({ allowedOrigins: z.array(z.string()) })

export type GetOriginsReturnType = z.output<typeof getOriginsResponseSchema>

/** `GET /projects/v1/origins`: the origins allowed for the project (wildcards per docs/rules/validation.md). */
export function getOrigins(client: ApiClient, { signal }: RequestOptions = {}): Promise<GetOriginsReturnType> {
  return apiRequest(client, apiUrl(client, '/projects/v1/origins'), getOriginsResponseSchema, { signal })
}
