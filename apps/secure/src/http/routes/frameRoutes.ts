import { randomBytes } from 'node:crypto'
import { chainIdSchema, rpcUrlSchema } from '@kit/frame-protocol'
import type { Hono } from 'hono'
import { z } from 'zod'
import { frameAncestorsDirective } from '../../origins/frameAncestors.js'
import { renderFramePage } from '../../pages/framePage.js'
import type { FrameScript } from '../../pages/frameScript.js'
import { escapeHtml, pageCsp, renderPage } from '../../pages/html.js'
import type { RouteContext } from './routeContext.js'

export const FRAME_VERSION = '0.1.0'

const frameQuerySchema = z.object({
  projectId: z.string().max(256).optional(),
  chainId: z.string().max(128).optional(),
  version: z.string().max(64).optional(),
  enableLogger: z.enum(['true', 'false', '1', '0']).optional(),
  rpcUrl: z.string().max(2048).optional(),
})

/** The frame page (`GET /frame`, CSP frame-ancestors per project), its script, and a small index. */
export function frameRoutes(app: Hono, routes: RouteContext, script: () => Promise<FrameScript>): void {
  const { ctx } = routes

  app.get('/frame', async (c) => {
    const parsed = frameQuerySchema.safeParse(c.req.query())
    const query = parsed.success ? parsed.data : {}
    const project = await routes.projects.resolve(query.projectId)
    const chainParsed = chainIdSchema.safeParse(query.chainId !== undefined && /^\d+$/.test(query.chainId) ? Number(query.chainId) : query.chainId)
    const rpcUrl = rpcUrlSchema.safeParse(query.rpcUrl)
    const nonce = randomBytes(16).toString('base64')
    const { hash } = await script()
    c.header(
      'content-security-policy',
      [
        "default-src 'none'",
        "script-src 'self'",
        `style-src 'nonce-${nonce}'`,
        "connect-src 'self'",
        "img-src 'self' data:",
        "base-uri 'none'",
        "form-action 'none'",
        // An unknown project's frame may load anywhere: it only answers 'Unauthorized: invalid
        // key' (the host shows 'Invalid Project ID'), and it never reaches a session or a key.
        project.error ? 'frame-ancestors *' : frameAncestorsDirective(project.ancestors),
      ].join('; '),
    )
    c.header('cache-control', 'no-store')
    return c.html(
      renderFramePage({
        nonce,
        scriptUrl: `/frame.js?v=${hash}`,
        config: {
          projectId: project.projectId,
          chainId: chainParsed.success ? chainParsed.data : null,
          version: query.version ?? '',
          enableLogger: query.enableLogger === 'true' || query.enableLogger === '1' || ctx.config.enableLogger,
          rpcUrl: rpcUrl.success ? rpcUrl.data : null,
          ancestors: project.ancestors,
          projectError: project.error,
          chains: ctx.config.chains,
          solanaChains: ctx.config.solanaChains.map(({ id, name, rpcUrls }) => ({ id, name, rpcUrls })),
          frameVersion: FRAME_VERSION,
        },
      }),
    )
  })

  app.get('/frame.js', async (c) => {
    const { code } = await script()
    c.header('content-type', 'text/javascript; charset=utf-8')
    c.header('cache-control', c.req.query('v') ? 'public, max-age=31536000, immutable' : 'no-cache')
    return c.body(code)
  })

  app.get('/health', (c) => c.json({ ok: true }))

  app.get('/', (c) => {
    const nonce = randomBytes(16).toString('base64')
    c.header('content-security-policy', pageCsp(nonce))
    return c.html(
      renderPage({
        title: 'Kit secure',
        nonce,
        body: `<h1>Kit secure origin</h1><p>Embedded-wallet frame and auth server.</p><ul>
<li><a href="/frame?projectId=kit-demo">/frame</a> (embedded by the Kit host page)</li>
${routes.inbox ? '<li><a href="/inbox">/inbox</a>: mails caught by the local SMTP server</li>' : ''}
<li><a href="/oidc/.well-known/openid-configuration">/oidc</a>: local OpenID Connect provider</li></ul>
<p class="muted">${escapeHtml(ctx.publicUrl)}</p>`,
      }),
    )
  })
}
