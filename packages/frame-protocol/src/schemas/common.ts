import * as z from 'zod/mini'
import { OTP_LENGTH } from '../constants.js'

/** The random id every message carries; replies repeat the id of their request. */
export const requestIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/))

/** A chain id: a number for eip155 or a string (`'1'`, a Solana genesis hash, a CAIP-2 id). */
export const chainIdSchema = z.union([z.int().check(z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER)), z.string().check(z.minLength(1), z.maxLength(128))])

/** An http(s) RPC URL the frame may call for the current chain. */
export const rpcUrlSchema = z.url({ protocol: /^https?$/ }).check(z.maxLength(2048))

/** An email address (at most 320 characters). */
export const emailSchema = z.email().check(z.maxLength(320))

/** A 6-digit email code. */
export const otpSchema = z.string().check(z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`)))

/** The embedded wallet's account type: `eoa` or `smartAccount`. */
export const accountTypeSchema = z.enum(['eoa', 'smartAccount'])

/** A CAIP-2 namespace the protocol names. */
export const chainNamespaceSchema = z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])

/** Social providers that sign in through OpenID Connect / OAuth 2 (farcaster has its own flow). */
export const socialProviderSchema = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])

/** An account address of any namespace (1 to 128 characters). */
export const addressSchema = z.string().check(z.minLength(1), z.maxLength(128))

/** Sign-in message data (docs/rules/entities.md). */
export const siwxMessageSchema = z.object({
  accountAddress: z.string().check(z.minLength(1), z.maxLength(128)),
  chainId: z.string().check(z.minLength(1), z.maxLength(128)),
  domain: z.string().check(z.minLength(1), z.maxLength(256)),
  uri: z.string().check(z.minLength(1), z.maxLength(2048)),
  version: z.string().check(z.minLength(1), z.maxLength(16)),
  nonce: z.string().check(z.minLength(1), z.maxLength(256)),
  serializedMessage: z.optional(z.string().check(z.maxLength(16_384))),
  notBefore: z.optional(z.string().check(z.maxLength(64))),
  statement: z.optional(z.string().check(z.maxLength(4096))),
  resources: z.optional(z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(64))),
  requestId: z.optional(z.string().check(z.maxLength(256))),
  issuedAt: z.optional(z.string().check(z.maxLength(64))),
  expirationTime: z.optional(z.string().check(z.maxLength(64))),
})

/** The user the frame reports after a login (docs/rules/entities.md, "Connected user"). */
export const connectedUserSchema = z.object({
  email: z.optional(z.nullable(emailSchema)),
  address: addressSchema,
  chainId: chainIdSchema,
  accounts: z.optional(z.array(z.object({ address: addressSchema, type: accountTypeSchema })).check(z.maxLength(16))),
  userName: z.optional(z.nullable(z.string().check(z.maxLength(256)))),
  preferredAccountType: z.optional(accountTypeSchema),
  signature: z.optional(z.string().check(z.maxLength(4096))),
  message: z.optional(z.string().check(z.maxLength(16_384))),
  siwxMessage: z.optional(siwxMessageSchema),
  smartAccountDeployed: z.optional(z.boolean()),
})

/** `light` or `dark`. */
export const themeModeSchema = z.enum(['light', 'dark'])

const themeVariablesSchema = z.record(z.string().check(z.maxLength(128)), z.union([z.string().check(z.maxLength(1024)), z.number()]))

/** The app's metadata (name, description, url, icons), as in the `metadata` option. */
export const appMetadataSchema = z.object({
  name: z.string().check(z.maxLength(256)),
  description: z.optional(z.string().check(z.maxLength(2048))),
  url: z.string().check(z.maxLength(2048)),
  icons: z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(16)),
})

/**
 * Payload of an error reply. `message` is shown (or mapped) by the host; `status` is the HTTP
 * status of the secure server's answer when the error came from it (429 and 5xx raise docs/rules
 * section 8 'Rate Limited' and 'Server Error' alerts on the host).
 */
export const frameErrorPayloadSchema = z.object({
  message: z.string().check(z.maxLength(4096)),
  code: z.optional(z.union([z.number(), z.string().check(z.maxLength(64))])),
  status: z.optional(z.int().check(z.gte(100), z.lte(599))),
})

/** Request payloads. */
export const emptyPayloadSchema = z.optional(z.object({}))
/** SWITCH_NETWORK's payload: the chain id and its RPC URL. */
export const switchNetworkPayloadSchema = z.object({ chainId: chainIdSchema, rpcUrl: z.optional(rpcUrlSchema) })
/** CONNECT_EMAIL's payload: the email address. */
export const connectEmailPayloadSchema = z.object({ email: emailSchema })
/** A typed email code's payload (the six digits). */
export const connectOtpPayloadSchema = z.object({ otp: otpSchema })
/** CONNECT_SOCIAL's payload: the provider's redirect URI, and the account type, chain, sign-in message and RPC URL to connect with. */
export const connectSocialPayloadSchema = z.object({
  uri: z.string().check(z.minLength(1), z.maxLength(8192)),
  preferredAccountType: z.optional(accountTypeSchema),
  chainId: z.optional(chainIdSchema),
  siwxMessage: z.optional(siwxMessageSchema),
  rpcUrl: z.optional(rpcUrlSchema),
})
/** GET_USER's payload: the chain, account type, a social redirect URI to complete, a sign-in message to sign, the RPC URL. */
export const getUserPayloadSchema = z.object({
  chainId: z.optional(chainIdSchema),
  preferredAccountType: z.optional(accountTypeSchema),
  socialUri: z.optional(z.string().check(z.minLength(1), z.maxLength(8192))),
  siwxMessage: z.optional(siwxMessageSchema),
  rpcUrl: z.optional(rpcUrlSchema),
})
/** GET_SOCIAL_REDIRECT_URI's payload: the provider. */
export const getSocialRedirectUriPayloadSchema = z.object({ provider: socialProviderSchema })
/** IS_CONNECTED's payload: the session token the host remembers, if any. */
export const isConnectedPayloadSchema = z.optional(z.object({ token: z.optional(z.string().check(z.maxLength(4096))) }))
/** SET_PREFERRED_ACCOUNT's payload: the account type. */
export const setPreferredAccountPayloadSchema = z.object({ type: accountTypeSchema })
/** RPC_REQUEST's payload: method, params, and the chain, namespace and RPC URL it runs on. */
export const rpcRequestPayloadSchema = z.object({
  method: z.string().check(z.minLength(1), z.maxLength(128)),
  params: z.optional(z.unknown()),
  chainId: z.optional(chainIdSchema),
  chainNamespace: z.optional(chainNamespaceSchema),
  rpcUrl: z.optional(rpcUrlSchema),
})
/** UPDATE_EMAIL's payload: the new email address. */
export const updateEmailPayloadSchema = z.object({ email: emailSchema })
/** SYNC_THEME's payload: theme mode and variables (Kit's and AppKit's `--w3m-*`). */
export const syncThemePayloadSchema = z.object({
  themeMode: z.optional(themeModeSchema),
  themeVariables: z.optional(themeVariablesSchema),
  w3mThemeVariables: z.optional(themeVariablesSchema),
})
/** SYNC_DAPP_DATA's payload: the app's metadata, SDK type and version, projectId. */
export const syncDappDataPayloadSchema = z.object({
  metadata: z.optional(appMetadataSchema),
  sdkVersion: z.string().check(z.maxLength(128)),
  sdkType: z.string().check(z.maxLength(64)),
  projectId: z.string().check(z.maxLength(256)),
})

/** Success payloads. */
export const chainIdResultSchema = z.object({ chainId: chainIdSchema })
/** CONNECT_EMAIL's answer: the next step (`VERIFY_DEVICE`, `VERIFY_OTP` or `CONNECT`). */
export const connectEmailResultSchema = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) })
/** An answer holding one URI (Farcaster's, a social provider's login page). */
export const uriResultSchema = z.object({ uri: z.string().check(z.minLength(1), z.maxLength(8192)) })
/** CONNECT_FARCASTER's answer: the Farcaster user name. */
export const connectFarcasterResultSchema = z.object({ userName: z.string().check(z.maxLength(256)) })
/** IS_CONNECTED's answer. */
export const isConnectedResultSchema = z.object({ isConnected: z.boolean() })
/** GET_SMART_ACCOUNT_ENABLED_NETWORKS's answer: chain ids. */
export const smartAccountEnabledNetworksResultSchema = z.object({
  smartAccountEnabledNetworks: z.array(z.int().check(z.nonnegative())).check(z.maxLength(1024)),
})
/** INIT_SMART_ACCOUNT's answer: the smart account's address and whether it is deployed. */
export const initSmartAccountResultSchema = z.object({ address: addressSchema, isDeployed: z.boolean() })
/** SET_PREFERRED_ACCOUNT's answer: the account type and its address. */
export const setPreferredAccountResultSchema = z.object({ type: accountTypeSchema, address: addressSchema })
/** UPDATE_EMAIL's answer: which code is asked for first. */
export const updateEmailResultSchema = z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) })
/** UPDATE_EMAIL_PRIMARY_OTP's answer: the new email's code comes next. */
export const updateEmailPrimaryOtpResultSchema = z.object({ action: z.literal('VERIFY_SECONDARY_OTP') })
/** UPDATE_EMAIL_SECONDARY_OTP's answer: the new email, now the login. */
export const updateEmailSecondaryOtpResultSchema = z.object({ newEmail: emailSchema })

export type ChainId = z.infer<typeof chainIdSchema>
export type AccountType = z.infer<typeof accountTypeSchema>
export type ChainNamespace = z.infer<typeof chainNamespaceSchema>
export type SocialProvider = z.infer<typeof socialProviderSchema>
export type SiwxMessage = z.infer<typeof siwxMessageSchema>
export type ConnectedUser = z.infer<typeof connectedUserSchema>
export type ThemeMode = z.infer<typeof themeModeSchema>
export type AppMetadata = z.infer<typeof appMetadataSchema>
export type FrameErrorPayload = z.infer<typeof frameErrorPayloadSchema>
export type ConnectEmailAction = z.infer<typeof connectEmailResultSchema>['action']
export type UpdateEmailAction = z.infer<typeof updateEmailResultSchema>['action']
