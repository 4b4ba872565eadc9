import { z } from 'zod/mini'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'

export const sendEventResponseSchema = z.object({ success: z.boolean(), stored: z.optional(z.boolean()) })

/** The body of `POST /e` (docs/rules/calls.md). */
export type AnalyticsEventBody = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: {
    event: string
    type?: string | undefined
    address?: string | undefined
    properties?: Record<string, unknown> | undefined
  }
}

export type SendEventParameters = RequestOptions & AnalyticsEventBody
export type SendEventReturnType = z.output<typeof sendEventResponseSchema>

/** `POST /e?projectId&st&sv`: one analytics event. */
export function sendEvent(client: ApiClient, { signal, ...body }: SendEventParameters): Promise<SendEventReturnType> {
  return apiRequest(client, apiUrl(client, '/e'), sendEventResponseSchema, { method: 'POST', body, signal })
}
