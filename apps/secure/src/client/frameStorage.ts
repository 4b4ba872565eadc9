/**
 * The frame's own storage: its origin's localStorage, or memory where a third-party frame may not
 * use storage (then the session lives only in the partitioned HttpOnly cookie the server sets).
 */
export interface FrameStorage {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

export const FRAME_STORAGE_KEYS = {
  session: 'kit-secure:session',
  chainId: 'kit-secure:chain-id',
  pendingEmail: 'kit-secure:pending-email',
} as const

export function createFrameStorage(storage: Storage | null): FrameStorage {
  const memory = new Map<string, string>()
  const attempt = <T>(fn: () => T, fallback: () => T): T => {
    if (!storage) return fallback()
    try {
      return fn()
    } catch {
      return fallback()
    }
  }
  return {
    get: (key) =>
      attempt(
        () => storage?.getItem(key) ?? null,
        () => memory.get(key) ?? null,
      ),
    set: (key, value) =>
      attempt(
        () => storage?.setItem(key, value),
        () => void memory.set(key, value),
      ),
    remove: (key) =>
      attempt(
        () => storage?.removeItem(key),
        () => void memory.delete(key),
      ),
  }
}
