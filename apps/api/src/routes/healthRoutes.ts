import type { Hono } from 'hono'
import type { ApiContext } from '../apiContext.js'
import type { ApiEnv } from '../apiEnv.js'

/**
 * Liveness and readiness for load balancers and orchestrators: `GET /healthz` answers while the
 * process serves HTTP; `GET /readyz` only when the database (and Redis, when configured) answer.
 */
export function healthRoutes(app: Hono<ApiEnv>, context: ApiContext): void {
  app.get('/healthz', (c) => c.json({ status: 'ok' }))
  app.get('/readyz', async (c) => {
    const checks: Record<string, 'ok' | 'down'> = {}
    checks['database'] = await context.db.query('select 1').then(
      () => 'ok' as const,
      () => 'down' as const,
    )
    if (context.redis) {
      checks['redis'] = await context.redis.ping().then(
        () => 'ok' as const,
        () => 'down' as const,
      )
    }
    const ready = Object.values(checks).every((check) => check === 'ok')
    return c.json({ status: ready ? 'ready' : 'not ready', checks }, ready ? 200 : 503)
  })
}
