import * as z from 'zod'
import { OTP_LENGTH } from '../constants.js'

/** The random id every message carries; replies repeat the id of their request. */
export const requestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/)

/** A chain id: a number for eip155 or a string (`'1'`, a Solana genesis hash, a CAIP-2 id). */
export const chainIdSchema = z.union([z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER), z.string().min(1).max(128)])

export const rpcUrlSchema = z.url({ protocol: /^https?$/ }).max(2048)

export const emailSchema = z.email().max(320)

/** A 6-digit email code. */
export const otpSchema = z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`))

export const accountTypeSchema = z.enum(['eoa', 'smartAccount'])

export const chainNamespaceSchema = z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])

/** Social providers that sign in through OpenID Connect / OAuth 2 (farcaster has its own flow). */
export const socialProviderSchema = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])

export const addressSchema = z.string().min(1).max(128)

/** Sign-in message data (SPEC section 3). */
export const siwxMessageSchema = z.object({
  accountAddress: z.string().min(1).max(128),
  chainId: z.string().min(1).max(128),
  domain: z.string().min(1).max(256),
  uri: z.string().min(1).max(2048),
  version: z.string().min(1).max(16),
  nonce: z.string().min(1).max(256),
  serializedMessage: z.string().max(16_384).optional(),
  notBefore: z.string().max(64).optional(),
  statement: z.string().max(4096).optional(),
  resources: z.array(z.string().max(2048)).max(64).optional(),
  requestId: z.string().max(256).optional(),
  issuedAt: z.string().max(64).optional(),
  expirationTime: z.string().max(64).optional(),
})

/** The user the frame reports after a login (SPEC section 3, "Connected user"). */
export const connectedUserSchema = z.object({
  email: emailSchema.nullable().optional(),
  address: addressSchema,
  chainId: chainIdSchema,
  accounts: z.array(z.object({ address: addressSchema, type: accountTypeSchema })).max(16).optional(),
  userName: z.string().max(256).nullable().optional(),
  preferredAccountType: accountTypeSchema.optional(),
  signature: z.string().max(4096).optional(),
  message: z.string().max(16_384).optional(),
  siwxMessage: siwxMessageSchema.optional(),
  smartAccountDeployed: z.boolean().optional(),
})

export const themeModeSchema = z.enum(['light', 'dark'])

const themeVariablesSchema = z.record(z.string().max(128), z.union([z.string().max(1024), z.number()]))

export const appMetadataSchema = z.object({
  name: z.string().max(256),
  description: z.string().max(2048).optional(),
  url: z.string().max(2048),
  icons: z.array(z.string().max(2048)).max(16),
})

/**
 * Payload of an error reply. `message` is shown (or mapped) by the host; `status` is the HTTP
 * status of the secure server's answer when the error came from it (429 and 5xx raise the SPEC
 * section 8 'Rate Limited' and 'Server Error' alerts on the host).
 */
export const frameErrorPayloadSchema = z.object({
  message: z.string().max(4096),
  code: z.union([z.number(), z.string().max(64)]).optional(),
  status: z.number().int().min(100).max(599).optional(),
})

/** Request payloads. */
export const emptyPayloadSchema = z.object({}).optional()
export const switchNetworkPayloadSchema = z.object({ chainId: chainIdSchema, rpcUrl: rpcUrlSchema.optional() })
export const connectEmailPayloadSchema = z.object({ email: emailSchema })
export const connectOtpPayloadSchema = z.object({ otp: otpSchema })
export const connectSocialPayloadSchema = z.object({
  uri: z.string().min(1).max(8192),
  preferredAccountType: accountTypeSchema.optional(),
  chainId: chainIdSchema.optional(),
  siwxMessage: siwxMessageSchema.optional(),
  rpcUrl: rpcUrlSchema.optional(),
})
export const getUserPayloadSchema = z.object({
  chainId: chainIdSchema.optional(),
  preferredAccountType: accountTypeSchema.optional(),
  socialUri: z.string().min(1).max(8192).optional(),
  siwxMessage: siwxMessageSchema.optional(),
  rpcUrl: rpcUrlSchema.optional(),
})
export const getSocialRedirectUriPayloadSchema = z.object({ provider: socialProviderSchema })
export const isConnectedPayloadSchema = z.object({ token: z.string().max(4096).optional() }).optional()
export const setPreferredAccountPayloadSchema = z.object({ type: accountTypeSchema })
export const rpcRequestPayloadSchema = z.object({
  method: z.string().min(1).max(128),
  params: z.unknown().optional(),
  chainId: chainIdSchema.optional(),
  chainNamespace: chainNamespaceSchema.optional(),
  rpcUrl: rpcUrlSchema.optional(),
})
export const updateEmailPayloadSchema = z.object({ email: emailSchema })
export const syncThemePayloadSchema = z.object({
  themeMode: themeModeSchema.optional(),
  themeVariables: themeVariablesSchema.optional(),
  w3mThemeVariables: themeVariablesSchema.optional(),
})
export const syncDappDataPayloadSchema = z.object({
  metadata: appMetadataSchema.optional(),
  sdkVersion: z.string().max(128),
  sdkType: z.string().max(64),
  projectId: z.string().max(256),
})

/** Success payloads. */
export const chainIdResultSchema = z.object({ chainId: chainIdSchema })
export const connectEmailResultSchema = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) })
export const uriResultSchema = z.object({ uri: z.string().min(1).max(8192) })
export const connectFarcasterResultSchema = z.object({ userName: z.string().max(256) })
export const isConnectedResultSchema = z.object({ isConnected: z.boolean() })
export const smartAccountEnabledNetworksResultSchema = z.object({ smartAccountEnabledNetworks: z.array(z.number().int().nonnegative()).max(1024) })
export const initSmartAccountResultSchema = z.object({ address: addressSchema, isDeployed: z.boolean() })
export const setPreferredAccountResultSchema = z.object({ type: accountTypeSchema, address: addressSchema })
export const updateEmailResultSchema = z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) })
export const updateEmailPrimaryOtpResultSchema = z.object({ action: z.literal('VERIFY_SECONDARY_OTP') })
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
