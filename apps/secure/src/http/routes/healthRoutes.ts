import type { Hono } from 'hono'
import type { SecureContext } from '../../context.js'

/**
 * For load balancers: `GET /healthz` while the process serves HTTP; `GET /readyz` only while the
 * database (the shared key store, with several instances) answers, else 503.
 */
export function healthRoutes(app: Hono, context: Pick<SecureContext, 'db'>): void {
  app.get('/healthz', (c) => c.json({ status: 'ok' }))
  app.get('/readyz', async (c) => {
    const database = await context.db.query('select 1').then(
      () => 'ok' as const,
      () => 'down' as const,
    )
    return c.json({ status: database === 'ok' ? 'ready' : 'not ready', checks: { database } }, database === 'ok' ? 200 : 503)
  })
}
