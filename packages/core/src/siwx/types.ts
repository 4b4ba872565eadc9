import type { CaipNetworkId } from '../types.js'

/**
 * Sign in with X (SIWX), in the shape of AppKit's `SIWXConfig` so an AppKit app's custom
 * configuration ports unchanged.
 */
export namespace SIWXMessage {
  /** What the kit knows when it asks for a message: the account and its network. */
  export type Input = { accountAddress: string; chainId: CaipNetworkId }
  /** Who asks and for what (EIP-4361 / CAIP-122 fields). */
  export type Metadata = {
    domain: string
    uri: string
    version: string
    nonce: string
    statement?: string | undefined
    resources?: string[] | undefined
  }
  /** When and which request (ISO-8601 date-times). */
  export type Identifier = {
    requestId?: string | undefined
    issuedAt?: string | undefined
    expirationTime?: string | undefined
    notBefore?: string | undefined
  }
  export type Data = Input & Metadata & Identifier
  export type Methods = { toString(): string }
}
export type SIWXMessage = SIWXMessage.Data & SIWXMessage.Methods

/** A signed sign-in message; `token` and `id` are set by a server that keeps sessions (kitSiwx). */
export type SIWXSession = {
  data: SIWXMessage.Data
  message: string
  signature: string
  /**
   * Base64 of the bytes the signature covers, when the wallet signed more than the message's
   * UTF-8 (a Solana wallet that wraps the text it is shown; Wallet Standard `signedMessage`).
   * A verifier checks the signature over these bytes and that they hold the message unchanged.
   */
  signedMessage?: string | undefined
  cacao?: unknown
  /** Server-side session id (Kit API). */
  id?: string | undefined
  /** Bearer token of the server-side session (Kit API); kept only in the kit's storage. */
  token?: string | undefined
}

export type SIWXConfig = {
  createMessage(input: SIWXMessage.Input): Promise<SIWXMessage>
  addSession(session: SIWXSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  setSessions(sessions: SIWXSession[]): Promise<void>
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  /** Whether the visitor must sign in (default true): cancelling then disconnects. */
  getRequired?: (() => boolean) | undefined
  /** Revoke the local session when the wallet disconnects (default false). */
  signOutOnDisconnect?: boolean | undefined
}
