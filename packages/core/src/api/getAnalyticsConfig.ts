import { z } from 'zod/mini'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'

export const getAnalyticsConfigResponseSchema = z.object({ isAnalyticsEnabled: z.boolean() })

export type GetAnalyticsConfigReturnType = z.output<typeof getAnalyticsConfigResponseSchema>

/** `GET /getAnalyticsConfig`: whether the project collects analytics. */
export function getAnalyticsConfig(client: ApiClient, { signal }: RequestOptions = {}): Promise<GetAnalyticsConfigReturnType> {
  return apiRequest(client, apiUrl(client, '/getAnalyticsConfig'), getAnalyticsConfigResponseSchema, { signal })
}
