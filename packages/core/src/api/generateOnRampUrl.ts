import { z } from 'zod/mini'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'

export const generateOnRampUrlResponseSchema = z.object({ url: z.url(), orderId: z.string(), provider: z.string() })
export type GenerateOnRampUrlReturnType = z.output<typeof generateOnRampUrlResponseSchema>

export type GenerateOnRampUrlParameters = RequestOptions & {
  destinationWallets: { address: string; blockchains: string[]; assets?: string[] | undefined }[]
  defaultNetwork?: string | undefined
  defaultAsset?: string | undefined
  fiatCurrency?: string | undefined
  presetFiatAmount?: number | undefined
  presetCryptoAmount?: number | undefined
  partnerUserId?: string | undefined
  provider?: string | undefined
}

/** `POST /v1/generators/onrampurl` (docs/rules/calls.md): the provider's checkout URL for this purchase. */
export function generateOnRampUrl(client: ApiClient, parameters: GenerateOnRampUrlParameters): Promise<GenerateOnRampUrlReturnType> {
  const { signal, ...body } = parameters
  return apiRequest(client, apiUrl(client, '/v1/generators/onrampurl', {}, false), generateOnRampUrlResponseSchema, {
    method: 'POST',
    body: { ...body, defaultExperience: 'buy', projectId: client.projectId },
    signal,
  })
}
