import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { FrameScript } from '../pages/frameScript.js'
import { deviceAuth } from './deviceAuth.js'
import { HttpError } from './httpError.js'
import { emailRoutes } from './routes/emailRoutes.js'
import { farcasterRoutes } from './routes/farcasterRoutes.js'
import { frameRoutes } from './routes/frameRoutes.js'
import { healthRoutes } from './routes/healthRoutes.js'
import { inboxRoutes } from './routes/inboxRoutes.js'
import type { RouteContext } from './routes/routeContext.js'
import { rpcRoutes } from './routes/rpcRoutes.js'
import { sessionRoutes } from './routes/sessionRoutes.js'
import { smartAccountRoutes } from './routes/smartAccountRoutes.js'
import { socialRoutes } from './routes/socialRoutes.js'
import { sameOriginApi, securityHeaders } from './securityHeaders.js'

/** The Hono app of apps/secure: every route validates its input (400 JSON on bad input). */
export function createApp(routes: RouteContext, script: () => Promise<FrameScript>): Hono {
  const app = new Hono()
  app.use('*', securityHeaders)
  app.use(
    '*',
    bodyLimit({
      maxSize: 256 * 1024,
      onError: (c) => c.json({ error: { message: 'The body is too large' } }, 413),
    }),
  )
  app.use('/api/*', sameOriginApi(routes.ctx.publicUrl))
  app.use('/api/*', deviceAuth(routes.ctx))
  frameRoutes(app, routes, script)
  healthRoutes(app, routes.ctx)
  emailRoutes(app, routes)
  sessionRoutes(app, routes)
  socialRoutes(app, routes)
  farcasterRoutes(app, routes)
  rpcRoutes(app, routes)
  smartAccountRoutes(app, routes)
  inboxRoutes(app, routes)
  app.notFound((c) => c.json({ error: { message: 'Not found' } }, 404))
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json({ error: { message: error.message, ...(error.code !== undefined ? { code: error.code } : {}) } }, error.status)
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: { message: error.message || 'Bad request' } }, error.status)
    }
    routes.ctx.log(`Unexpected error on ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    return c.json({ error: { message: 'Something went wrong' } }, 500)
  })
  return app
}
