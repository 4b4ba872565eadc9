import type { Connector } from '../adapters/contract.js'
import type { Namespace } from '../types.js'

/** Where the secure frame is: not created yet, loading, ready, or failed to load. */
export type AuthFrameStatus = 'idle' | 'loading' | 'ready' | 'failed'

/** The frame's answer to connect-email (docs/rules/states.md). */
export type EmailLoginAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/** The frame's answer to update-email and its first code. */
export type UpdateEmailAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

export type SocialProvider = 'google' | 'x' | 'farcaster' | 'discord' | 'apple' | 'github' | 'facebook'

/** docs/rules/limits.md default socials, in order. */
export const defaultSocials: readonly SocialProvider[] = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']

/** A failed login step, as the views show it (the error's class name and English text). */
export type AuthErrorInfo = { name: string; message: string }

export type AuthUser = {
  email: string | null | undefined
  userName: string | null | undefined
  address: string
  chainId: string | number
}

/** The embedded wallet (email and social login through the secure frame) of one kit. */
export type AuthState = {
  /** The auth connector, when `secureOrigin` is set and email or socials are on (kept with `ref`). */
  connector: Connector | undefined
  /**
   * The embedded wallet's connectors of the other namespaces (same id; made by their adapters'
   * `createAuthConnector`, e.g. its Solana account), kept with `ref`.
   */
  namespaceConnectors: Partial<Record<Namespace, Connector>>
  frameStatus: AuthFrameStatus
  /**
   * The email login in progress: its address, the frame's last answer, and when a new code may be
   * asked for (epoch ms: the code was sent 30 s before, docs/rules/limits.md), for the resend countdown.
   */
  emailLogin: { email: string; action: EmailLoginAction; resendAt: number } | undefined
  /** The email change in progress. */
  emailUpdate: { email: string; action: UpdateEmailAction } | undefined
  /** The social login in progress (or its failure: 'Popup closed', 'Failed to initiate social connection', ...). */
  socialLogin: { provider: SocialProvider; error: AuthErrorInfo | undefined } | undefined
  /** The farcaster login in progress: the URI its QR code shows, or its failure. */
  farcaster: { uri: string | undefined; error: AuthErrorInfo | undefined } | undefined
  /** An unsafe RPC request waits for the user on the frame's own approval screen. */
  approval: { requestId: string; method: string } | undefined
  /** The email-code entry is open on the frame (revealed over the EmailLogin view's code slot). */
  codeEntry: { requestId: string } | undefined
  /** The frame's user (from get user) while connected. */
  user: AuthUser | undefined
  /** When the frame last refused an RPC call ('Requested RPC call is not allowed'; shown as 'Action not allowed'). */
  rpcNotAllowed: number | undefined
}

export function createAuthState(): AuthState {
  return {
    connector: undefined,
    namespaceConnectors: {},
    frameStatus: 'idle',
    emailLogin: undefined,
    emailUpdate: undefined,
    socialLogin: undefined,
    farcaster: undefined,
    approval: undefined,
    codeEntry: undefined,
    user: undefined,
    rpcNotAllowed: undefined,
  }
}
