import type { CaipNetworkId, Namespace } from '../types.js'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/**
 * Stored status of a connection (docs/rules/states.md): `active` is the one the namespace's account
 * shows (one per namespace); `connected` is live beside it (multi-wallet), ready to switch to
 * without a prompt; `disconnected` is remembered (the wallet no longer authorises the site) and
 * reconnects through its own flow when switched to.
 */
export type StoredConnectionStatus = 'connected' | 'active' | 'disconnected'

/** A wallet connection (docs/rules/entities.md), with its stored status (docs/rules/states.md). */
export type Connection = {
  namespace: Namespace
  connectorId: string
  accounts: { address: string }[]
  /**
   * The embedded wallet's login (AppKit's `auth`): `name` is how the person logged in, `'email'` or
   * a social provider, so a remembered connection reconnects through the same flow; `username` is
   * the email or social username while the kit knows it (never stored).
   */
  auth?: { name: string; username?: string | undefined } | undefined
  status: StoredConnectionStatus
  /** The network the wallet was on when last seen. */
  networkId?: CaipNetworkId | undefined
}

export type ConnectionsState = {
  status: ConnectionStatus
  connections: Connection[]
  /** The last connect failure, for the ConnectingExternal view. */
  error: { connectorId: string; message: string; details: string; rejected: boolean } | undefined
  /** The pairing URI a connecting connector asked to show (QR code), until the attempt ends or the modal closes. */
  pairing: Pairing | undefined
}

/**
 * A connector's pairing URI (WalletConnect); `expiresAt` in epoch ms. `external`: the app's own
 * pairing, given to `open({ uri })` (its own provider pairs): the QR view shows it and starts none.
 */
export type Pairing = { connectorId: string; uri: string; expiresAt: number; external?: boolean | undefined }

export function createConnectionsState(): ConnectionsState {
  return { status: 'disconnected', connections: [], error: undefined, pairing: undefined }
}
