import { z } from 'zod/mini'

/** Stored keys of one kit (SPEC section 3 local storage keys plus the connection records). */
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

/** Keys cleared on disconnect (SPEC section 4: email, login flag, last chain, social username). */
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

const namespaceSchema = z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])

export const storedConnectionSchema = z.object({
  namespace: namespaceSchema,
  connectorId: z.string().check(z.minLength(1)),
  accounts: z.array(z.object({ address: z.string().check(z.minLength(1)) })),
  networkId: z.string().check(z.regex(/^[^:]+:[^:]+$/)),
  /** SPEC section 4 stored status; records written before multi-wallet have none (`active`). */
  status: z._default(z.enum(['active', 'connected', 'disconnected']), 'active'),
})
export type StoredConnection = z.output<typeof storedConnectionSchema>

export const storedConnectionsSchema = z.array(storedConnectionSchema).check(z.maxLength(16))
export const recentWalletsSchema = z.array(z.string().check(z.minLength(1))).check(z.maxLength(2))
export const activeNamespaceSchema = namespaceSchema
export const lastUsedChainSchema = z.string().check(z.regex(/^[^:]+:[^:]+$/))
