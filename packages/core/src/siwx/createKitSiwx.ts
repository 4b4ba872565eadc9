import type { BindableSiwxConfig, SiwxBinding } from './siwxBinding.js'
import { SiwxSessionError } from './siwxErrors.js'
import { isExpired, readSessions, removeSessionsOf, sessionsOf, writeSessions } from './storedSessions.js'
import type { SIWXConfig, SIWXSession } from './types.js'

export type KitSiwxParameters = {
  /** The Kit API (default: the kit's `apiUrl`). */
  apiUrl?: string | undefined
  /** Whether sign-in is required (default true): cancelling then disconnects. */
  required?: boolean | undefined
  /** The message's statement (default `Sign in to {app name}`). */
  statement?: string | undefined
  /** Session lifetime asked for in the message (default 7 days; the API may shorten it). */
  expirationSeconds?: number | undefined
  signOutOnDisconnect?: boolean | undefined
}

type KitSiwx = SIWXConfig & BindableSiwxConfig

/** The Kit API's session routes for one kitSiwx: the bound kit's values, requests with the project id and token, named failures. */
function createSiwxApi(parameters: KitSiwxParameters, bound: () => SiwxBinding | undefined) {
  const binding = (): SiwxBinding & { apiUrl: string } => {
    const current = bound()
    const apiUrl = parameters.apiUrl ?? current?.apiUrl
    if (!current || !apiUrl) throw new SiwxSessionError({ message: 'kitSiwx needs a kit with apiUrl (or kitSiwx({ apiUrl }))' })
    return { ...current, apiUrl }
  }
  const call = async (path: string, init: RequestInit & { token?: string | undefined } = {}): Promise<Response> => {
    const { apiUrl, projectId, fetch } = binding()
    const url = `${apiUrl.replace(/\/+$/, '')}${path}${path.includes('?') ? '&' : '?'}projectId=${encodeURIComponent(projectId)}`
    const headers: Record<string, string> = { ...(init.body ? { 'content-type': 'application/json' } : {}) }
    if (init.token) headers['authorization'] = `Bearer ${init.token}`
    return fetch(url, { method: init.method ?? 'GET', headers, body: init.body })
  }
  const failure = async (response: Response): Promise<never> => {
    const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string; field?: string }
    throw new SiwxSessionError({
      message: body.field ? `${body.field}: ${body.message}` : (body.message ?? `Kit API answered ${response.status}`),
      code: body.code,
    })
  }
  /** Whether the API still holds the session as active; unknown (network down) keeps it. */
  const isActive = async (session: SIWXSession): Promise<boolean> => {
    if (!session.id || !session.token || isExpired(session)) return false
    try {
      const response = await call(`/v1/sessions/${encodeURIComponent(session.id)}`, { token: session.token })
      if (response.status === 401 || response.status === 404) return false
      if (!response.ok) return true
      return ((await response.json()) as { status?: string }).status === 'active'
    } catch {
      return true
    }
  }
  return { binding, call, failure, isActive }
}

type SiwxApi = ReturnType<typeof createSiwxApi>

/** Stores a signed session in the Kit API, then locally (replacing that account's older ones), with its server id. */
async function addApiSession(api: SiwxApi, session: SIWXSession): Promise<void> {
  const response = await api.call('/v1/sessions', {
    method: 'POST',
    body: JSON.stringify({
      message: session.message,
      signature: session.signature,
      ...(session.signedMessage !== undefined ? { signedMessage: session.signedMessage } : {}),
      accountAddress: session.data.accountAddress,
      chainId: session.data.chainId,
    }),
  })
  if (!response.ok) await api.failure(response)
  const created = (await response.json()) as { id: string; token: string; expiresAt: string }
  const { storage } = api.binding()
  removeSessionsOf(storage, session.data.chainId, session.data.accountAddress)
  writeSessions(storage, [...readSessions(storage), { ...session, id: created.id, token: created.token }])
  // The caller's session learns its server id (the token stays in storage only).
  session.id = created.id
}

/**
 * Sign-in sessions kept by the Kit API: the nonce comes from `GET /v1/sessions/nonce`, the signed
 * message is verified by `POST /v1/sessions` (which returns a session token, kept in the kit's
 * storage), a stored session counts only while `GET /v1/sessions/{id}` says it is active, and
 * revoking calls `POST /v1/sessions/{id}/revoke`.
 *
 * @example
 * createKit({ projectId, networks, apiUrl, siwx: kitSiwx({ required: false }) })
 */
export function createKitSiwx(parameters: KitSiwxParameters = {}): KitSiwx {
  let bound: SiwxBinding | undefined
  const api = createSiwxApi(parameters, () => bound)
  const { binding, call, failure, isActive } = api

  return {
    bind(value) {
      bound = value
    },
    async createMessage(input) {
      // The message writer (EIP-55 hashing included) loads on first sign-in, not with the page.
      const { createSiwxMessage, pageLocation } = await import('./createSiwxMessage.js')
      const response = await call('/v1/sessions/nonce')
      if (!response.ok) await failure(response)
      const { nonce } = (await response.json()) as { nonce: string }
      const { appName, appUrl } = binding()
      const issuedAt = new Date()
      return createSiwxMessage({
        ...input,
        ...pageLocation(appUrl),
        version: '1',
        nonce,
        statement: parameters.statement ?? `Sign in to ${appName ?? 'this app'}`,
        issuedAt: issuedAt.toISOString(),
        expirationTime: new Date(issuedAt.getTime() + (parameters.expirationSeconds ?? 604_800) * 1000).toISOString(),
      })
    },
    addSession: (session) => addApiSession(api, session),
    async getSessions(chainId, address) {
      const { storage } = binding()
      const stored = sessionsOf(storage, chainId, address)
      const active: SIWXSession[] = []
      for (const session of stored) if (await isActive(session)) active.push(session)
      if (active.length !== stored.length) {
        removeSessionsOf(storage, chainId, address)
        writeSessions(storage, [...readSessions(storage), ...active])
      }
      return active
    },
    async revokeSession(chainId, address) {
      const removed = removeSessionsOf(binding().storage, chainId, address)
      await Promise.all(
        removed.map((session) =>
          session.id && session.token
            ? call(`/v1/sessions/${encodeURIComponent(session.id)}/revoke`, { method: 'POST', token: session.token }).catch(() => undefined)
            : undefined,
        ),
      )
    },
    async setSessions(sessions) {
      writeSessions(binding().storage, sessions)
    },
    getRequired: () => parameters.required ?? true,
    signOutOnDisconnect: parameters.signOutOnDisconnect ?? false,
  }
}
