import { randomBytes } from 'node:crypto'
import type { Hono } from 'hono'
import { z } from 'zod'
import { escapeHtml, pageCsp, renderPage } from '../../pages/html.js'
import { notFound } from '../httpError.js'
import { parseInput } from '../validate.js'
import type { RouteContext } from './routeContext.js'

const querySchema = z.object({ to: z.string().trim().max(320).optional() })

/** The SMTP catcher's inbox: `GET /inbox` (page) and `GET /inbox.json?to=` (newest first). */
export function inboxRoutes(app: Hono, routes: RouteContext): void {
  app.get('/inbox.json', (c) => {
    if (!routes.inbox) throw notFound('No local inbox: mail goes to KIT_SMTP_URL')
    const { to } = parseInput(querySchema, c.req.query())
    return c.json({ mails: routes.inbox.list({ to: to || undefined }) })
  })

  app.get('/inbox', (c) => {
    if (!routes.inbox) throw notFound('No local inbox: mail goes to KIT_SMTP_URL')
    const { to } = parseInput(querySchema, c.req.query())
    const nonce = randomBytes(16).toString('base64')
    c.header('content-security-policy', pageCsp(nonce))
    const mails = routes.inbox.list({ to: to || undefined })
    const rows = mails
      .map((mail) => {
        const links = mail.links.map((link) => `<a href="${escapeHtml(link)}" rel="noreferrer">${escapeHtml(link)}</a>`).join('<br>')
        return `<tr data-testid="inbox-mail"><td>${escapeHtml(new Date(mail.receivedAt).toISOString())}</td><td>${escapeHtml(mail.to.join(', '))}</td><td>${escapeHtml(mail.subject)}</td><td><strong>${escapeHtml(mail.code ?? '')}</strong></td><td>${links}</td></tr>`
      })
      .join('')
    return c.html(
      renderPage({
        title: 'Kit inbox',
        nonce,
        wide: true,
        body: `<h1>Local inbox</h1><p class="muted">Mails caught by the in-process SMTP server, newest first. JSON: <a href="/inbox.json">/inbox.json?to=&lt;email&gt;</a></p>
<form method="get" action="/inbox"><input name="to" placeholder="Filter by recipient" value="${escapeHtml(to ?? '')}"></form>
<table><thead><tr><th>Received</th><th>To</th><th>Subject</th><th>Code</th><th>Links</th></tr></thead><tbody>${rows || '<tr><td colspan="5">No mail yet.</td></tr>'}</tbody></table>`,
      }),
    )
  })
}
