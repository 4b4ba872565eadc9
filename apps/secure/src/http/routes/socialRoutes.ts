import { randomBytes } from 'node:crypto'
import { socialProviderSchema } from '@kit/frame-protocol'
import type { Hono } from 'hono'
import { z } from 'zod'
import { createSession } from '../../auth/sessions.js'
import { upsertUser } from '../../auth/users.js'
import { isOriginAllowed } from '../../origins/matchOrigin.js'
import { embedJson, escapeHtml, pageCsp, renderPage } from '../../pages/html.js'
import { offeredProviders } from '../../social/offeredProviders.js'
import { SOCIAL_CALLBACK_PATH } from '../../social/socialLogin.js'
import { setSessionCookie } from '../cookies.js'
import { requestDevice } from '../deviceAuth.js'
import { badRequest } from '../httpError.js'
import { readJson } from '../validate.js'
import type { RouteContext } from './routeContext.js'

const originSchema = z
  .string()
  .regex(/^https?:\/\/[^/\s]+$/)
  .max(512)

/** Social login: start (authorization URL), the popup's callback page, and completion. */
export function socialRoutes(app: Hono, routes: RouteContext): void {
  const { ctx, social } = routes

  app.post('/api/social/start', async (c) => {
    const body = await readJson(c, z.strictObject({ provider: socialProviderSchema, parentOrigin: originSchema, projectId: z.string().max(256).optional() }))
    const project = await routes.projects.resolve(body.projectId)
    if (!isOriginAllowed(body.parentOrigin, project.ancestors)) throw badRequest('Unauthorized: origin not allowed', 4100)
    if (!offeredProviders(ctx.config).social.includes(body.provider))
      throw badRequest(`Sign-in with ${body.provider} is not available on this server`, 'PROVIDER_NOT_AVAILABLE')
    return c.json({ uri: await social.start(body.provider, body.parentOrigin, requestDevice(c).id) })
  })

  // What this server offers (public, no secrets): the kit shows only these.
  app.get('/social/providers', (c) => {
    const offered = offeredProviders(ctx.config)
    c.header('access-control-allow-origin', '*')
    c.header('cache-control', 'public, max-age=60')
    return c.json({ social: offered.social, farcaster: offered.farcaster !== null })
  })

  app.post('/api/social/complete', async (c) => {
    const body = await readJson(c, z.strictObject({ uri: z.string().min(1).max(8192) }))
    const device = requestDevice(c)
    const identity = await social.complete(body.uri, device.id)
    const user = await upsertUser(ctx, { authProvider: identity.provider, subject: identity.subject, email: identity.email, userName: identity.userName })
    const token = await createSession(ctx, user.id, device)
    setSessionCookie(c, token, ctx.config.sessionTtlMs)
    return c.json({ token, userName: user.userName })
  })

  // The end of the popup: post the final redirect URI to the host page that opened it (the origin
  // recorded when the login started); the host passes it to the frame with `connect social`.
  app.get(SOCIAL_CALLBACK_PATH, async (c) => {
    const nonce = randomBytes(16).toString('base64')
    c.header('content-security-policy', pageCsp(nonce))
    const state = c.req.query('state') ?? ''
    const target = state.length > 0 && state.length < 512 ? await social.callbackTarget(state) : null
    if (!target) {
      return c.html(renderPage({ title: 'Sign-in expired', nonce, body: '<h1>Sign-in expired</h1><p>Close this window and try again.</p>' }), 400)
    }
    const config = embedJson({ targetOrigin: target, type: '@kit-frame/SOCIAL_CALLBACK' })
    const script = `(function(){var cfg=${config};var id='';var b=new Uint8Array(16);crypto.getRandomValues(b);for(var i=0;i<b.length;i++)id+=(b[i]<16?'0':'')+b[i].toString(16);
if(window.opener){window.opener.postMessage({type:cfg.type,id:id,payload:{uri:location.href}},cfg.targetOrigin);}
else{document.getElementById('status').textContent='Return to the app to finish signing in.';}})();`
    return c.html(
      renderPage({
        title: 'Signing in',
        nonce,
        script,
        body: `<h1>Signing in…</h1><p id="status" data-testid="social-callback">You can close this window if it stays open.</p><p class="muted">${escapeHtml(new URL(target).host)}</p>`,
      }),
    )
  })
}
