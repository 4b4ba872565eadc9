import { randomBytes } from 'node:crypto'
import { emailSchema, otpSchema } from '@kit/frame-protocol'
import { clientAddress } from '@kit/server-shared/http'
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { approveDeviceLink, connectEmail, deviceApprovalRequestedAt, isDeviceApprovalDone, verifyLoginCode } from '../../auth/emailLogin.js'
import { startEmailUpdate, verifyPrimaryEmailCode, verifySecondaryEmailCode } from '../../auth/emailUpdate.js'
import { pruneExpiredBudgets, spendIpBudget } from '../../auth/otpBudget.js'
import { formatMailTime } from '../../mail/mailTemplates.js'
import { escapeHtml, pageCsp, renderPage } from '../../pages/html.js'
import { setSessionCookie } from '../cookies.js'
import { requestDevice } from '../deviceAuth.js'
import { HttpError } from '../httpError.js'
import { parseInput, readJson } from '../validate.js'
import { findRequestUser, type RouteContext, requireUser } from './routeContext.js'

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/)

/** Email login (connect, device approval, code) and email update. */
export function emailRoutes(app: Hono, routes: RouteContext): void {
  const { ctx } = routes
  // Per-IP budgets of code requests and code checks (the per-email ones are in auth/otpBudget).
  const ipOf = (c: Context): string => clientAddress(c, ctx.config.trustProxy)
  const spend = (c: Context, kind: 'issue' | 'verify'): Promise<void> => spendIpBudget(ctx, ipOf(c), kind)
  const caller = (c: Context): { deviceId: string; ip: string } => ({ deviceId: requestDevice(c).id, ip: ipOf(c) })

  app.post('/api/email/connect', async (c) => {
    const body = await readJson(c, z.strictObject({ email: emailSchema }))
    await pruneExpiredBudgets(ctx)
    await spend(c, 'issue')
    const sessionUser = await findRequestUser(routes, c)
    return c.json({ action: await connectEmail(ctx, { email: body.email, ...caller(c), sessionUser }) })
  })

  app.post('/api/email/device-status', async (c) => {
    const body = await readJson(c, z.strictObject({ email: emailSchema }))
    return c.json({ approved: await isDeviceApprovalDone(ctx, { email: body.email, deviceId: requestDevice(c).id }) })
  })

  app.post('/api/email/otp', async (c) => {
    const body = await readJson(c, z.strictObject({ email: emailSchema, otp: otpSchema }))
    await spend(c, 'verify')
    const { token } = await verifyLoginCode(ctx, { email: body.email, otp: body.otp, device: requestDevice(c), ip: ipOf(c) })
    setSessionCookie(c, token, ctx.config.sessionTtlMs)
    return c.json({ token })
  })

  app.post('/api/email/update', async (c) => {
    const user = await requireUser(routes, c)
    const body = await readJson(c, z.strictObject({ email: emailSchema }))
    await spend(c, 'issue')
    return c.json({ action: await startEmailUpdate(ctx, user, body.email, caller(c)) })
  })

  app.post('/api/email/update/primary', async (c) => {
    const user = await requireUser(routes, c)
    const body = await readJson(c, z.strictObject({ otp: otpSchema }))
    await spend(c, 'verify')
    return c.json({ action: await verifyPrimaryEmailCode(ctx, user, body.otp, caller(c)) })
  })

  app.post('/api/email/update/secondary', async (c) => {
    const user = await requireUser(routes, c)
    const body = await readJson(c, z.strictObject({ otp: otpSchema }))
    await spend(c, 'verify')
    return c.json(await verifySecondaryEmailCode(ctx, user, body.otp, caller(c)))
  })

  // The link in the device-approval mail: GET shows a confirmation button (mail scanners that
  // prefetch links approve nothing), POST approves.
  app.get('/device/approve', async (c) => {
    const nonce = randomBytes(16).toString('base64')
    const token = tokenSchema.safeParse(c.req.query('token'))
    c.header('content-security-policy', pageCsp(nonce))
    const requestedAt = token.success ? await deviceApprovalRequestedAt(ctx, token.data) : null
    if (!token.success || requestedAt === null)
      return c.html(renderPage({ title: 'Invalid link', nonce, body: '<h1>Invalid link</h1><p>This approval link is not valid.</p>' }), 400)
    return c.html(
      renderPage({
        title: 'Approve this device',
        nonce,
        body: `<h1>Approve the new device</h1><p>Someone tried to sign in to your Kit wallet from a new device on ${escapeHtml(formatMailTime(requestedAt))}. Approve it only if it was you; if not, close this page: nothing happens.</p>
<form method="post" action="/device/approve"><input type="hidden" name="token" value="${escapeHtml(token.data)}">
<button type="submit" data-testid="device-approve">Approve device</button></form>`,
      }),
    )
  })

  app.post('/device/approve', async (c) => {
    const nonce = randomBytes(16).toString('base64')
    c.header('content-security-policy', pageCsp(nonce))
    const type = c.req.header('content-type') ?? ''
    const raw = type.startsWith('application/json') ? await c.req.json().catch(() => ({})) : await c.req.parseBody().catch(() => ({}))
    const { token } = parseInput(z.object({ token: tokenSchema }), raw)
    try {
      const { email } = await approveDeviceLink(ctx, token)
      if (type.startsWith('application/json')) return c.json({ approved: true })
      return c.html(
        renderPage({
          title: 'Device approved',
          nonce,
          body: `<h1 data-testid="device-approved">Device approved</h1><p>A sign-in code is on its way to ${escapeHtml(email)}.</p>`,
        }),
      )
    } catch (error) {
      if (error instanceof HttpError && !type.startsWith('application/json')) {
        return c.html(renderPage({ title: 'Approval failed', nonce, body: `<h1>Approval failed</h1><p>${escapeHtml(error.message)}</p>` }), error.status)
      }
      throw error
    }
  })
}
