import * as z from 'zod/mini'
import { frameErrorPayloadSchema, requestIdSchema } from './common.js'

/**
 * One request of the protocol: the app posts `@kit-app/<NAME>` and the frame answers with
 * `@kit-frame/<NAME>_SUCCESS` or `@kit-frame/<NAME>_ERROR` carrying the same `id`.
 */
export function defineMessage<const name extends string, request extends z.core.$ZodType, success extends z.core.$ZodType>(
  name: name,
  requestPayload: request,
  successPayload: success,
) {
  const requestType = `@kit-app/${name}` as const
  const successType = `@kit-frame/${name}_SUCCESS` as const
  const errorType = `@kit-frame/${name}_ERROR` as const
  return {
    name,
    requestType,
    successType,
    errorType,
    request: z.object({ type: z.literal(requestType), id: requestIdSchema, payload: requestPayload }),
    success: z.object({ type: z.literal(successType), id: requestIdSchema, payload: successPayload }),
    error: z.object({ type: z.literal(errorType), id: requestIdSchema, payload: frameErrorPayloadSchema }),
  }
}

/** A frame-initiated event (not a reply): `@kit-frame/<NAME>` with its own random id. */
export function defineFrameEvent<const name extends string, payload extends z.core.$ZodType>(name: name, payloadSchema: payload) {
  const type = `@kit-frame/${name}` as const
  return z.object({ type: z.literal(type), id: requestIdSchema, payload: payloadSchema })
}
