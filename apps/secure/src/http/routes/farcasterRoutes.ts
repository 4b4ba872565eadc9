import { randomBytes } from 'node:crypto'
import type { Hono } from 'hono'
import { z } from 'zod'
import { createSession } from '../../auth/sessions.js'
import { upsertUser } from '../../auth/users.js'
import { escapeHtml, pageCsp, renderPage } from '../../pages/html.js'
import { consumeFarcaster, decideFarcaster, getFarcasterStatus, startFarcaster } from '../../social/farcaster.js'
import { createFarcasterSignIn } from '../../social/farcasterSignIn.js'
import { offeredProviders } from '../../social/offeredProviders.js'
import { setSessionCookie } from '../cookies.js'
import { requestDevice } from '../deviceAuth.js'
import { HttpError } from '../httpError.js'
import { parseInput, readJson } from '../validate.js'
import type { RouteContext } from './routeContext.js'

const channelSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/)
const userNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,64}$/)

/** Farcaster stand-in: start a channel, poll it, and the approval page its URI opens. */
export function farcasterRoutes(app: Hono, routes: RouteContext): void {
  const { ctx } = routes
  const offered = offeredProviders(ctx.config).farcaster
  const real = ctx.config.farcaster
  const signIn = real ? createFarcasterSignIn(real, real.domain ?? new URL(ctx.publicUrl).host, real.siweUri ?? `${ctx.publicUrl}/farcaster`) : null
  const notAvailable = (): HttpError => new HttpError(400, 'Sign-in with farcaster is not available on this server', 'PROVIDER_NOT_AVAILABLE')

  app.post('/api/farcaster/start', async (c) => {
    await readJson(c, z.strictObject({}))
    if (!offered) throw notAvailable()
    return c.json(await startFarcaster(ctx, signIn, requestDevice(c).id))
  })

  app.post('/api/farcaster/status', async (c) => {
    const { channel } = await readJson(c, z.strictObject({ channel: channelSchema }))
    if (!offered) throw notAvailable()
    const device = requestDevice(c)
    const status = await getFarcasterStatus(ctx, channel, signIn, device.id)
    if (status.status !== 'approved') return c.json({ status: status.status })
    const { userName, subject } = await consumeFarcaster(ctx, channel, device.id)
    const user = await upsertUser(ctx, { authProvider: 'farcaster', subject, email: null, userName })
    const token = await createSession(ctx, user.id, device)
    setSessionCookie(c, token, ctx.config.sessionTtlMs)
    return c.json({ status: 'approved', userName, token })
  })

  // The stand-in's approval page: development only ('Enter any username' must never let anyone in elsewhere).
  app.use('/farcaster/approve', async (c, next) => {
    if (offered !== 'stand-in') throw new HttpError(404, 'Not found')
    await next()
  })

  app.get('/farcaster/approve', (c) => {
    const nonce = randomBytes(16).toString('base64')
    c.header('content-security-policy', pageCsp(nonce))
    const channel = channelSchema.safeParse(c.req.query('channel'))
    if (!channel.success) return c.html(renderPage({ title: 'Invalid link', nonce, body: '<h1>Invalid link</h1>' }), 400)
    return c.html(
      renderPage({
        title: 'Sign in with Farcaster',
        nonce,
        body: `<h1>Sign in with Farcaster</h1><p class="muted">Local stand-in for the Farcaster app. Enter any username.</p>
<form method="post" action="/farcaster/approve"><input type="hidden" name="channel" value="${escapeHtml(channel.data)}">
<label for="username">Username</label><input id="username" name="username" maxlength="64" data-testid="farcaster-username">
<div class="row"><button type="submit" name="action" value="approve" data-testid="farcaster-approve">Approve</button>
<button type="submit" name="action" value="reject" class="secondary" data-testid="farcaster-reject">Reject</button></div></form>`,
      }),
    )
  })

  app.post('/farcaster/approve', async (c) => {
    const nonce = randomBytes(16).toString('base64')
    c.header('content-security-policy', pageCsp(nonce))
    const json = (c.req.header('content-type') ?? '').startsWith('application/json')
    const raw = json ? await c.req.json().catch(() => ({})) : await c.req.parseBody().catch(() => ({}))
    const form = parseInput(z.object({ channel: channelSchema, action: z.enum(['approve', 'reject']), username: z.string().optional() }), raw)
    const userName = form.action === 'approve' ? parseInput(z.object({ username: userNameSchema }), form).username : null
    try {
      await decideFarcaster(ctx, form.channel, userName)
    } catch (error) {
      if (json || !(error instanceof HttpError)) throw error
      return c.html(renderPage({ title: 'Failed', nonce, body: `<h1>${escapeHtml(error.message)}</h1>` }), error.status)
    }
    if (json) return c.json({ status: userName ? 'approved' : 'failed' })
    return c.html(
      renderPage({ title: 'Done', nonce, body: `<h1 data-testid="farcaster-done">${userName ? 'Approved' : 'Rejected'}</h1><p>Return to the app.</p>` }),
    )
  })
}
