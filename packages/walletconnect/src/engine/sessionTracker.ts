import type { SessionTypes } from '@walletconnect/types'
import type { EngineHost } from './engineTypes.js'
import type { SignClientInstance } from './initSignClient.js'
import { toSession } from './toSession.js'

/** WalletConnect's USER_DISCONNECTED reason. */
export const userDisconnected = { code: 6000, message: 'User disconnected.' }

export type SessionTracker = ReturnType<typeof createSessionTracker>

const isLive = (candidate: SessionTypes.Struct) => candidate.expiry * 1000 > Date.now()

/**
 * The engine's one session: set on approval or restore (stored and announced), followed through
 * sign-client's session events (update, extend, delete, expire), and cleared on disconnect.
 */
export function createSessionTracker(host: EngineHost, client: SignClientInstance) {
  let session: SessionTypes.Struct | undefined

  const ours = (topic: string) => session?.topic === topic
  function forget(topic: string, type: 'session_delete' | 'session_expire') {
    if (!ours(topic)) return
    session = undefined
    host.storedSession.remove()
    host.emit({ type, topic })
  }
  client.on('session_event', ({ topic, params }) => {
    if (ours(topic)) host.emit({ type: 'session_event', chainId: params.chainId, name: params.event.name, data: params.event.data })
  })
  client.on('session_update', ({ topic }) => {
    if (!ours(topic)) return
    session = client.session.get(topic)
    host.emit({ type: 'session_update', session: toSession(session) })
  })
  client.on('session_extend', ({ topic }) => {
    if (!ours(topic)) return
    session = client.session.get(topic)
    host.storedSession.write(session)
  })
  client.on('session_delete', ({ topic }) => forget(topic, 'session_delete'))
  client.on('session_expire', ({ topic }) => forget(topic, 'session_expire'))

  /** A live session of this client covering a registered namespace: the stored one, else the newest. */
  function findRestorable(): SessionTypes.Struct | undefined {
    const registered = host.registeredNamespaces()
    const covers = (candidate: SessionTypes.Struct) => registered.length === 0 || registered.some((namespace) => candidate.namespaces[namespace])
    const stored = host.storedSession.read()
    const candidates = client.session.getAll().filter((candidate) => isLive(candidate) && covers(candidate))
    return (stored && stored !== 'unknown' ? candidates.find((candidate) => candidate.topic === stored.topic) : undefined) ?? candidates.at(-1)
  }

  return {
    /** The live session, if any. */
    live: () => (session && isLive(session) ? session : undefined),
    set(next: SessionTypes.Struct) {
      session = next
      host.storedSession.write(next)
      host.emit({ type: 'session', session: toSession(next) })
    },
    /** Forgets the session here (stored record included) and returns what it was. */
    clear(): SessionTypes.Struct | undefined {
      const current = session
      session = undefined
      host.storedSession.remove()
      return current
    },
    findRestorable,
    /** Other sessions of this client (an earlier connection) are ended once a new one is approved. */
    dropOthers(keep: string) {
      for (const other of client.session.getAll())
        if (other.topic !== keep) void client.disconnect({ topic: other.topic, reason: userDisconnected }).catch(() => undefined)
    },
  }
}
