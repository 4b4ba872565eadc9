/**
 * Drives the local OpenID Connect provider with plain HTTP, as a browser popup would: follows
 * redirects with a cookie jar, posts `username` on the login form, and stops at the social
 * callback. Returns the final redirect URI (what the host passes to `connect social`).
 */
export async function driveOidcLogin(authorizationUrl: string, parameters: { username: string | null; callbackPrefix: string }): Promise<string> {
  const jar = new Map<string, string>()
  const cookieHeader = (): string => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  const remember = (response: Response): void => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair?.indexOf('=') ?? -1
      if (pair && index > 0) jar.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim())
    }
  }
  let url = authorizationUrl
  let init: RequestInit = {}
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(parameters.callbackPrefix)) return url
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() } })
    remember(response)
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href
      init = {}
      continue
    }
    const html = await response.text()
    if (!html.includes('data-testid="oidc-username"')) throw new Error(`Unexpected page at ${url} (${response.status}): ${html.slice(0, 300)}`)
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
    if (!action) throw new Error('No login form')
    url = new URL(action.replace(/&amp;/g, '&'), url).href
    const form =
      parameters.username === null ? new URLSearchParams({ action: 'cancel' }) : new URLSearchParams({ action: 'login', username: parameters.username })
    init = { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } }
  }
  throw new Error('Too many redirects')
}
