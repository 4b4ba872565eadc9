/** What this origin's storage says about a WalletConnect session, read without loading sign-client. */
export type StoredSessionHint = { topic: string; expiry: number } | null | 'unknown'

type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function webStorage(): WebStorage | undefined {
  try {
    return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage
  } catch {
    return undefined // blocked storage (sandboxed frames, privacy modes)
  }
}

/** `<customStoragePrefix>kit-walletconnect:session` in localStorage: `{ topic, expiry }` of the active session. */
export function createStoredSession(prefix: string) {
  const key = `${prefix}kit-walletconnect:session`
  return {
    key,
    /** `null`: no session stored; `'unknown'`: no localStorage (Node), so sign-client must be asked. */
    read(): StoredSessionHint {
      const storage = webStorage()
      if (!storage) return 'unknown'
      try {
        const value = JSON.parse(storage.getItem(key) ?? 'null') as unknown
        if (typeof value === 'object' && value !== null) {
          const { topic, expiry } = value as { topic?: unknown; expiry?: unknown }
          if (typeof topic === 'string' && typeof expiry === 'number') return { topic, expiry }
        }
      } catch {
        // a corrupted value counts as none
      }
      return null
    },
    write(session: { topic: string; expiry: number }) {
      try {
        webStorage()?.setItem(key, JSON.stringify({ topic: session.topic, expiry: session.expiry }))
      } catch {
        // Storage full or blocked: after a reload the session is not restored (the visitor pairs again).
      }
    },
    remove() {
      try {
        webStorage()?.removeItem(key)
      } catch {
        // blocked storage
      }
    },
  }
}

export type StoredSession = ReturnType<typeof createStoredSession>
