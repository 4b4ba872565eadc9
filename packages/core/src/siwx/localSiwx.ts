import type { BindableSiwxConfig, SiwxBinding } from './siwxBinding.js'
import { SiwxSessionError } from './siwxErrors.js'
import { isExpired, readSessions, removeSessionsOf, sessionsOf, writeSessions } from './storedSessions.js'
import type { SIWXConfig, SIWXSession } from './types.js'

export type LocalSiwxParameters = {
  /**
   * The app's own check of a signed message (usually a call to its server); false refuses it. A
   * Solana session may carry `signedMessage` (the wallet wrapped the text): the signature then
   * covers those bytes, which must contain `message` unchanged.
   */
  verify: (session: SIWXSession) => Promise<boolean> | boolean
  required?: boolean | undefined
  statement?: string | undefined
  /** Session lifetime written in the message (default 7 days). */
  expirationSeconds?: number | undefined
  signOutOnDisconnect?: boolean | undefined
}

/**
 * Sign-in sessions kept in the browser's storage, for apps with their own server: `verify`
 * decides whether a signed message is accepted; expired sessions no longer count.
 *
 * @example
 * createKit({ …, siwx: localSiwx({ verify: (session) => myServer.verify(session) }) })
 */
export function localSiwx(parameters: LocalSiwxParameters): SIWXConfig & BindableSiwxConfig {
  let bound: SiwxBinding | undefined
  const binding = (): SiwxBinding => {
    if (!bound) throw new SiwxSessionError({ message: 'localSiwx is used by a kit: pass it as createKit({ siwx })' })
    return bound
  }
  return {
    bind(value) {
      bound = value
    },
    async createMessage(input) {
      // The message writer (EIP-55 hashing included) loads on first sign-in, not with the page.
      const { createSiwxMessage, pageLocation, randomNonce } = await import('./createSiwxMessage.js')
      const { appName, appUrl } = binding()
      const issuedAt = new Date()
      return createSiwxMessage({
        ...input,
        ...pageLocation(appUrl),
        version: '1',
        nonce: randomNonce(),
        statement: parameters.statement ?? `Sign in to ${appName ?? 'this app'}`,
        issuedAt: issuedAt.toISOString(),
        expirationTime: new Date(issuedAt.getTime() + (parameters.expirationSeconds ?? 604_800) * 1000).toISOString(),
      })
    },
    async addSession(session) {
      if (!(await parameters.verify(session))) throw new SiwxSessionError({ message: 'Invalid signature', code: 'INVALID_SIGNATURE' })
      const { storage } = binding()
      removeSessionsOf(storage, session.data.chainId, session.data.accountAddress)
      writeSessions(storage, [...readSessions(storage), session])
    },
    async getSessions(chainId, address) {
      return sessionsOf(binding().storage, chainId, address).filter((session) => !isExpired(session))
    },
    async revokeSession(chainId, address) {
      removeSessionsOf(binding().storage, chainId, address)
    },
    async setSessions(sessions) {
      writeSessions(binding().storage, sessions)
    },
    getRequired: () => parameters.required ?? true,
    signOutOnDisconnect: parameters.signOutOnDisconnect ?? false,
  }
}
