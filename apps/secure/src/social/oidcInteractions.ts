import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod'
import { escapeHtml, pageCsp, renderPage } from '../pages/html.js'
import { LOCAL_OIDC_INTERACTION_PATH, type LocalOidcProvider } from './localOidcProvider.js'

const usernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,64}$/)
const MAX_BODY = 8_192

function send(res: ServerResponse, status: number, html: string, nonce: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': pageCsp(nonce),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  })
  res.end(html)
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of req) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > MAX_BODY) return null
    chunks.push(buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

const providerLabel = (clientId: unknown): string => {
  const name = typeof clientId === 'string' ? clientId.replace(/^kit-/, '') : 'provider'
  return name === 'x' ? 'X' : name.charAt(0).toUpperCase() + name.slice(1)
}

function loginPage(parameters: { action: string; label: string; nonce: string; error?: string }): string {
  const error = parameters.error ? `<p role="alert" data-testid="oidc-error">${escapeHtml(parameters.error)}</p>` : ''
  return renderPage({
    title: `Sign in with ${parameters.label}`,
    nonce: parameters.nonce,
    body: `<h1>Sign in with ${escapeHtml(parameters.label)}</h1>
<p class="muted">Local stand-in for ${escapeHtml(parameters.label)} (Kit development OpenID Connect provider). Enter any username.</p>${error}
<form method="post" action="${escapeHtml(parameters.action)}">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" required maxlength="64" pattern="[A-Za-z0-9._\\-]+" data-testid="oidc-username" autofocus>
<div class="row"><button type="submit" name="action" value="login" data-testid="oidc-submit">Continue</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate data-testid="oidc-cancel">Cancel</button></div>
</form>`,
  })
}

/**
 * The stand-in provider's login page at `/oidc-interaction/<uid>`: GET shows it, POST signs the
 * username in (consent is implicit) or cancels (`access_denied`).
 */
export async function handleOidcInteraction(local: LocalOidcProvider, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const nonce = randomBytes(16).toString('base64')
  try {
    const details = await local.provider.interactionDetails(req, res)
    const action = `${LOCAL_OIDC_INTERACTION_PATH}${details.uid}`
    const label = providerLabel(details.params.client_id)
    if (req.method === 'GET') return send(res, 200, loginPage({ action, label, nonce }), nonce)
    if (req.method !== 'POST') return send(res, 405, loginPage({ action, label, nonce, error: 'Method not allowed' }), nonce)
    const form = await readForm(req)
    if (!form) return send(res, 413, loginPage({ action, label, nonce, error: 'The form is too large' }), nonce)
    if (form.get('action') === 'cancel') {
      await local.provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      )
      return
    }
    const username = usernameSchema.safeParse(form.get('username') ?? '')
    if (!username.success) {
      return send(res, 400, loginPage({ action, label, nonce, error: 'Use 1 to 64 letters, digits, dots, dashes or underscores' }), nonce)
    }
    await local.provider.interactionFinished(req, res, { login: { accountId: username.data.toLowerCase() } }, { mergeWithLastSubmission: false })
  } catch {
    send(
      res,
      400,
      renderPage({
        title: 'Sign-in expired',
        nonce,
        body: '<h1>Sign-in expired</h1><p>This sign-in session is no longer valid. Close this window and try again.</p>',
      }),
      nonce,
    )
  }
}
