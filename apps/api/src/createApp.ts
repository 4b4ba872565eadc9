import { Hono } from 'hono'
import type { ApiContext } from './apiContext.js'
import type { ApiEnv } from './apiEnv.js'
import { handleErrors } from './http/handleErrors.js'
import { analyticsRoutes } from './routes/analyticsRoutes.js'
import { balanceRoutes } from './routes/balanceRoutes.js'
import { configRoutes } from './routes/configRoutes.js'
import { convertRoutes } from './routes/convertRoutes.js'
import { healthRoutes } from './routes/healthRoutes.js'
import { historyRoutes } from './routes/historyRoutes.js'
import { identityRoutes } from './routes/identityRoutes.js'
import { imageRoutes } from './routes/imageRoutes.js'
import { logoRoutes } from './routes/logoRoutes.js'
import { nftRoutes } from './routes/nftRoutes.js'
import { onRampRoutes } from './routes/onRampRoutes.js'
import { openApiRoutes } from './routes/openApiRoutes.js'
import { priceRoutes } from './routes/priceRoutes.js'
import { profileGatewayRoutes } from './routes/profileGatewayRoutes.js'
import { profileRoutes } from './routes/profileRoutes.js'
import { rpcRoutes } from './routes/rpcRoutes.js'
import { sessionRoutes } from './routes/sessionRoutes.js'
import { supportedChainsRoutes } from './routes/supportedChainsRoutes.js'
import { walletRoutes } from './routes/walletRoutes.js'

const PREFLIGHT_HEADERS = {
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, x-project-id, x-sdk-type, x-sdk-version',
  'access-control-max-age': '600',
  vary: 'Origin',
}

/**
 * The Hono application: preflight answers, the route modules and the error handler.
 * Preflights are answered for any origin because they carry no project: the real request is
 * checked against the project's allowed origins (403 otherwise).
 */
export function createApp(context: ApiContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>()
  app.use('*', async (c, next) => {
    if (c.req.method !== 'OPTIONS') return next()
    const origin = c.req.header('origin')
    return c.body(null, 204, origin ? { ...PREFLIGHT_HEADERS, 'access-control-allow-origin': origin } : PREFLIGHT_HEADERS)
  })
  app.get('/health', (c) => c.json({ status: 'ok' }))
  healthRoutes(app, context)
  openApiRoutes(app)
  configRoutes(app, context)
  analyticsRoutes(app, context)
  walletRoutes(app, context)
  imageRoutes(app, context)
  logoRoutes(app, context)
  supportedChainsRoutes(app, context)
  balanceRoutes(app, context)
  priceRoutes(app, context)
  convertRoutes(app, context)
  identityRoutes(app, context)
  profileRoutes(app, context)
  profileGatewayRoutes(app, context)
  historyRoutes(app, context)
  nftRoutes(app, context)
  sessionRoutes(app, context)
  onRampRoutes(app, context)
  rpcRoutes(app, context)
  handleErrors(app, context.log)
  return app
}
