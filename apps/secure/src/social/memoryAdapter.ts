import type { Adapter, AdapterPayload } from 'oidc-provider'

/**
 * An oidc-provider storage adapter over one Map owned by a provider instance (short-lived
 * stand-in artifacts: interactions, sessions, codes, tokens). Expired entries are dropped on read.
 */
export function createMemoryAdapterClass(now: () => number = Date.now): new (name: string) => Adapter {
  const store = new Map<string, { payload: AdapterPayload; expiresAt: number | null }>()
  const grants = new Map<string, Set<string>>()
  return class MemoryAdapter implements Adapter {
    constructor(private readonly name: string) {}
    private key(id: string): string {
      return `${this.name}:${id}`
    }
    private read(key: string): AdapterPayload | undefined {
      const entry = store.get(key)
      if (!entry) return undefined
      if (entry.expiresAt !== null && entry.expiresAt <= now()) {
        store.delete(key)
        return undefined
      }
      return entry.payload
    }
    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const key = this.key(id)
      store.set(key, { payload, expiresAt: expiresIn ? now() + expiresIn * 1000 : null })
      if (payload.grantId) {
        const keys = grants.get(payload.grantId) ?? new Set<string>()
        keys.add(key)
        grants.set(payload.grantId, keys)
      }
      if (payload.uid)
        store.set(`${this.name}:uid:${payload.uid}`, { payload: { ...payload, jti: id }, expiresAt: expiresIn ? now() + expiresIn * 1000 : null })
      if (payload.userCode)
        store.set(`${this.name}:userCode:${payload.userCode}`, { payload: { ...payload, jti: id }, expiresAt: expiresIn ? now() + expiresIn * 1000 : null })
    }
    async find(id: string): Promise<AdapterPayload | undefined> {
      return this.read(this.key(id))
    }
    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const entry = this.read(`${this.name}:uid:${uid}`)
      return entry?.jti ? this.find(entry.jti) : undefined
    }
    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const entry = this.read(`${this.name}:userCode:${userCode}`)
      return entry?.jti ? this.find(entry.jti) : undefined
    }
    async consume(id: string): Promise<void> {
      const entry = store.get(this.key(id))
      if (entry) entry.payload = { ...entry.payload, consumed: Math.floor(now() / 1000) }
    }
    async destroy(id: string): Promise<void> {
      store.delete(this.key(id))
    }
    async revokeByGrantId(grantId: string): Promise<void> {
      for (const key of grants.get(grantId) ?? []) store.delete(key)
      grants.delete(grantId)
    }
  }
}
