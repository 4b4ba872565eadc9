import type { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { ApiContext } from '../apiContext.js'
import type { ApiEnv } from '../apiEnv.js'
import { ApiError } from '../http/apiError.js'
import { parseInput } from '../http/parseInput.js'
import { projectGuard } from '../http/projectGuard.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { sendJson } from '../http/sendJson.js'

export const MAX_EVENT_BYTES = 16 * 1024

export const analyticsEventSchema = z.strictObject({
  eventId: z.string().min(1).max(128),
  url: z.url().max(2048),
  domain: z
    .string()
    .min(1)
    .max(253)
    .regex(/^[^\s/]+$/, 'Expected a host name'),
  timestamp: z.number().int().nonnegative().max(8.64e15),
  props: z
    .object({
      type: z.string().max(64).optional(),
      event: z.string().min(1).max(128),
      address: z.string().max(200).optional(),
      properties: z.record(z.string().max(200), z.unknown()).optional(),
    })
    .loose(),
})

export const analyticsAcceptedSchema = z.object({ success: z.literal(true), stored: z.boolean() })

/**
 * `POST /e?projectId&st&sv` with `{ eventId, url, domain, timestamp, props }`: the analytics
 * sink. An event is stored once per (project, eventId); when the project has analytics off,
 * only INITIALIZE events are kept (the SDK sends nothing else then).
 */
export function analyticsRoutes(app: Hono<ApiEnv>, context: ApiContext): void {
  const guard = projectGuard({ projects: context.projects, trustProxy: context.config.trustProxy, requireSdk: true })
  const limit = bodyLimit({
    maxSize: MAX_EVENT_BYTES,
    onError: () => {
      throw new ApiError(413, { message: 'Payload Too Large', code: 'PAYLOAD_TOO_LARGE' })
    },
  })
  app.post('/e', limit, guard, async (c) => {
    const event = parseInput(analyticsEventSchema, await readJsonBody(c))
    const project = c.get('project')
    const store = project.config.analytics || event.props.event === 'INITIALIZE'
    if (store) {
      await context.db.query(
        `insert into analytics_events (project_id, event_id, event_name, url, domain, event_timestamp, props, sdk_type, sdk_version, origin)
         values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10)
         on conflict (project_id, event_id) do nothing`,
        [
          project.config.id,
          event.eventId,
          event.props.event,
          event.url,
          event.domain,
          event.timestamp,
          JSON.stringify(event.props),
          c.req.query('st') ?? c.req.header('x-sdk-type'),
          c.req.query('sv') ?? c.req.header('x-sdk-version'),
          c.req.header('origin') ?? null,
        ],
      )
    }
    return sendJson(c, analyticsAcceptedSchema, { success: true, stored: store }, 202)
  })
}
