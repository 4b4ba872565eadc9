export interface TtlCache<Value> {
  get(key: string): Value | undefined
  set(key: string, value: Value): void
  delete(key: string): void
  /** Drops every entry whose key starts with `prefix`. */
  deletePrefix(prefix: string): void
  readonly size: number
}

/**
 * A bounded cache whose entries expire `ttlMs` after they were set. Disposable per-instance
 * memory: losing it only costs a recomputation.
 */
export function createTtlCache<Value>(parameters: { ttlMs: number; maxEntries: number; now?: () => number }): TtlCache<Value> {
  const now = parameters.now ?? Date.now
  const entries = new Map<string, { value: Value; expires: number }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expires <= now()) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    set(key, value) {
      if (parameters.ttlMs <= 0) return
      entries.delete(key)
      if (entries.size >= parameters.maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      entries.set(key, { value, expires: now() + parameters.ttlMs })
    },
    delete(key) {
      entries.delete(key)
    },
    deletePrefix(prefix) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key)
    },
    get size() {
      return entries.size
    },
  }
}
