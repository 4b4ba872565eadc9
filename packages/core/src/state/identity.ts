/** docs/rules/limits.md: identity and name lookups are cached 5 min. */
export const identityLimits = { cacheMs: 5 * 60_000 } as const

export type IdentityEntry = {
  name: string | null
  avatar: string | null
  /** Epoch ms of the read (a failure is cached too, so a down API is not asked on every change). */
  fetchedAt: number
  failed: boolean
}

export type IdentityState = {
  /** Address (lower-case) → identity. */
  byAddress: Record<string, IdentityEntry>
}

export function createIdentityState(): IdentityState {
  return { byAddress: {} }
}

export function setIdentity(state: IdentityState, address: string, entry: IdentityEntry): void {
  state.byAddress[address.toLowerCase()] = entry
}
