import { getIdentity } from '../api/getIdentity.js'
import type { Kit } from '../kit.js'
import { identityLimits, setIdentity } from '../state/identity.js'
import { portfolioLimits } from '../state/portfolio.js'
import type { Namespace } from '../types.js'
import { reportApiError } from './reportApiError.js'

export type FetchIdentityParameters = {
  address: string
  /** Ignore the 5 min cache. */
  force?: boolean | undefined
}

/** An address's name and avatar; null where it has none. */
export type FetchIdentityReturnType = { name: string | null; avatar: string | null }

/** Copies a known identity onto every account with that address (docs/rules: profileName, profileImage). */
function applyIdentity(kit: Kit, address: string): void {
  const entry = kit._internal.state.identity.byAddress[address.toLowerCase()]
  if (!entry || entry.failed) return
  const namespaces = kit._internal.state.chains.namespaces
  for (const namespace of Object.keys(namespaces) as Namespace[]) {
    const account = namespaces[namespace]?.account
    if (!account?.address || account.address.toLowerCase() !== address.toLowerCase()) continue
    const name = entry.name ?? undefined
    const image = entry.avatar ?? undefined
    if (account.profileName !== name) account.profileName = name
    if (account.profileImage !== image) account.profileImage = image
  }
}

/**
 * Looks up the name and avatar of an address (`GET /v1/identity/{address}`), cached 5 min
 * (docs/rules/limits.md), and shows them on the account (`profileName`, `profileImage`). A failure is
 * remembered for 30 s so a down API is not asked on every state change. Never throws: resolves
 * with the identity, or undefined without a Kit API or while the lookup fails.
 */
export async function fetchIdentity(kit: Kit, { address, force = false }: FetchIdentityParameters): Promise<FetchIdentityReturnType | undefined> {
  const client = kit.api
  if (!client) return undefined
  const key = address.toLowerCase()
  const slice = kit._internal.state.identity
  const cached = slice.byAddress[key]
  const now = Date.now()
  const maxAge = cached?.failed ? portfolioLimits.retryBlockMs : identityLimits.cacheMs
  if (!force && cached && now - cached.fetchedAt < maxAge) {
    applyIdentity(kit, address)
    return cached.failed ? undefined : { name: cached.name, avatar: cached.avatar }
  }
  // Marks the lookup as in flight (and blocks duplicates) without hiding a previous answer.
  slice.byAddress[key] = { name: cached?.name ?? null, avatar: cached?.avatar ?? null, fetchedAt: now, failed: cached?.failed ?? false }
  const sender = kit._internal.state.chains.namespaces.eip155?.account.address
  try {
    const identity = await getIdentity(client, { address, sender })
    setIdentity(slice, address, { ...identity, fetchedAt: Date.now(), failed: false })
    applyIdentity(kit, address)
    return { name: identity.name, avatar: identity.avatar }
  } catch (error) {
    reportApiError(kit, error, 'Error resolving name')
    setIdentity(slice, address, { name: null, avatar: null, fetchedAt: Date.now(), failed: true })
    return undefined
  }
}
