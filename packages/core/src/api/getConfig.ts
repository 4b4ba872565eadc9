import { z } from 'zod/mini'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'

export const remoteFeatureSchema = z.object({
  id: z.string(),
  isEnabled: z.boolean(),
  config: z.optional(z.nullable(z.array(z.string()))),
})

export const getConfigResponseSchema = z.object({
  features: z.array(remoteFeatureSchema),
  /** The project's smart-account-enabled networks (CAIP-2); absent from APIs that predate them. */
  smartAccountEnabledNetworks: z.optional(z.array(z.string().check(z.maxLength(64)))),
})

export type RemoteFeature = z.output<typeof remoteFeatureSchema>
export type GetConfigReturnType = z.output<typeof getConfigResponseSchema>

/** `GET /appkit/v1/config`: the project's remote features (AppKit's shape) and smart-account-enabled networks. */
export function getConfig(client: ApiClient, { signal }: RequestOptions = {}): Promise<GetConfigReturnType> {
  return apiRequest(client, apiUrl(client, '/appkit/v1/config'), getConfigResponseSchema, { signal })
}
