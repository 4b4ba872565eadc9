import type { SocialProvider } from '../auth/authState.js'
import { defaultSocials } from '../auth/authState.js'
import type { Kit } from '../kit.js'
import type { Connection } from '../state/connections.js'
import { findConnector } from '../utils/lookup.js'

/**
 * How a remembered (`disconnected`) connection comes back: the flow its kind of wallet needs.
 * - `walletConnect`: a new pairing, shown as a QR code (ConnectingWalletConnect).
 * - `social`: the provider's login popup again (opened in the click), then ConnectingSocial.
 * - `farcaster`: the Farcaster QR code (ConnectingFarcaster).
 * - `email`: a new email login with a code from the secure frame; `email` when the kit still
 *   knows the address, else the Connect view's email field asks for it.
 * - `connect`: the wallet's own prompt (an injected or extension wallet), in place.
 */
export type ReconnectFlow =
  | { type: 'walletConnect' }
  | { type: 'social'; provider: Exclude<SocialProvider, 'farcaster'> }
  | { type: 'farcaster' }
  | { type: 'email'; email: string | undefined }
  | { type: 'connect' }

function isPopupProvider(name: string): name is Exclude<SocialProvider, 'farcaster'> {
  return name !== 'farcaster' && (defaultSocials as readonly string[]).includes(name)
}

/** The flow that reconnects `connection` (see {@link ReconnectFlow}). */
export function getReconnectFlow(kit: Kit, connection: Pick<Connection, 'namespace' | 'connectorId' | 'auth'>): ReconnectFlow {
  const connector = findConnector(kit, connection.connectorId, connection.namespace)
  if (connector?.type === 'walletConnect') return { type: 'walletConnect' }
  if (connector?.type !== 'auth') return { type: 'connect' }
  const name = connection.auth?.name
  if (name === 'farcaster') return { type: 'farcaster' }
  if (name && isPopupProvider(name)) return { type: 'social', provider: name }
  const username = connection.auth?.username
  return { type: 'email', email: username?.includes('@') ? username : undefined }
}
