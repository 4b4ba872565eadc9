// valibot, like the options (see createKitOptions.ts): these are read while the page loads.
import * as v from 'valibot'

/** Stored keys of one kit (docs/rules/entities.md local storage keys plus the connection records). */
export const storageKeys = {
  connections: 'connections',
  recentWallets: 'recentWallets',
  activeNamespace: 'activeNamespace',
  lastUsedChain: 'lastUsedChain',
  sessionToken: 'sessionToken',
  email: 'email',
  emailLoginUsed: 'emailLoginUsed',
  lastEmailLoginTime: 'lastEmailLoginTime',
  preferredAccountType: 'preferredAccountType',
  smartAccountNetworks: 'smartAccountNetworks',
  socialUsername: 'socialUsername',
  socialProvider: 'socialProvider',
} as const

/** Keys cleared on disconnect (docs/rules/states.md: email, login flag, last chain, social username). */
export const loginCacheKeys = [
  storageKeys.email,
  storageKeys.emailLoginUsed,
  storageKeys.lastUsedChain,
  storageKeys.socialUsername,
  storageKeys.socialProvider,
  storageKeys.sessionToken,
] as const

/** Keys an embedded-wallet sign-out clears: the login cache plus the email cooldown and account-type records. */
export const signOutKeys = [...loginCacheKeys, storageKeys.lastEmailLoginTime, storageKeys.preferredAccountType, storageKeys.smartAccountNetworks] as const

/** A CAIP-2 namespace (also what the options' networks and adapters name). */
export const namespaceSchema = v.picklist(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
const networkIdSchema = v.pipe(v.string(), v.regex(/^[^:]+:[^:]+$/))

export const storedConnectionSchema = v.object({
  namespace: namespaceSchema,
  connectorId: v.pipe(v.string(), v.minLength(1)),
  accounts: v.array(v.object({ address: v.pipe(v.string(), v.minLength(1)) })),
  networkId: networkIdSchema,
  /** docs/rules/states.md stored status; records written before multi-wallet have none (`active`). */
  status: v.optional(v.picklist(['active', 'connected', 'disconnected']), 'active'),
  /** The embedded wallet's login method (`'email'` or a social provider), to reconnect through it. */
  auth: v.optional(v.object({ name: v.pipe(v.string(), v.minLength(1), v.maxLength(32)) })),
})
export type StoredConnection = v.InferOutput<typeof storedConnectionSchema>

export const storedConnectionsSchema = v.pipe(v.array(storedConnectionSchema), v.maxLength(16))
export const recentWalletsSchema = v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.maxLength(2))
export const activeNamespaceSchema = namespaceSchema
export const lastUsedChainSchema = networkIdSchema
