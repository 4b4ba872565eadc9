import type { FetchIdentityParameters, FetchIdentityReturnType } from '../actions/fetchIdentity.js'
import type { FetchWalletsParameters } from '../actions/fetchWallets.js'
import type { Kit } from '../kit.js'

// The instance members that read the Kit API load those actions on first call: createAppKit
// builds the members for every app, and the API client with its response schemas (zod) would
// otherwise sit in the page's first load (docs/architecture.md, "How a lazy view loads").

/** `fetchIdentity`, loaded on first call. */
export async function fetchIdentityLazily(kit: Kit, parameters: FetchIdentityParameters): Promise<FetchIdentityReturnType | undefined> {
  return (await import('../actions/fetchIdentity.js')).fetchIdentity(kit, parameters)
}

/** `fetchWallets`, loaded on first call. */
export async function fetchWalletsLazily(kit: Kit, parameters?: FetchWalletsParameters): Promise<void> {
  return (await import('../actions/fetchWallets.js')).fetchWallets(kit, parameters)
}
