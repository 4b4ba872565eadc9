import { InvalidWalletConnectUriError } from '../errors/walletConnectUri.js'
import type { Kit } from '../kit.js'
import { parseWalletConnectUri } from '../utils/walletConnectUri.js'
import type { OpenParameters } from './openParameters.js'

/**
 * `open({ uri })`: the app's own WalletConnect pairing (AppKit's
 * `provider.on('display_uri', (uri) => modal.open({ uri }))`). The modal opens on the QR view
 * (All Wallets on a phone, or the given `view`) and shows that URI as the QR code and copy link,
 * marked external so the view starts no pairing of its own. (Through the kit's WalletConnect
 * client both would pair in one attempt anyway: its `connect` joins a pairing in progress.)
 * Anything but a `wc:` pairing URI is InvalidWalletConnectUriError, and nothing changes.
 *
 * `open` is core's `open` itself, passed in by it (so the two modules do not import each other).
 */
export function openPairingUri(kit: Kit, { uri, ...parameters }: OpenParameters & { uri: string }, open: (kit: Kit, parameters: OpenParameters) => void): void {
  const pairing = parseWalletConnectUri(uri)
  if (!pairing) throw new InvalidWalletConnectUriError({ uri: String(uri) })
  const state = kit._internal.state
  const view = parameters.view ?? (kit._internal.environment.isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic')
  open(kit, { ...parameters, view })
  // Set in the same task as the opening: the view renders later, already with this URI.
  const connectors = state.connectors.byNamespace[state.chains.activeNamespace] ?? []
  const connectorId = connectors.find((connector) => connector.type === 'walletConnect')?.id ?? 'walletConnect'
  state.connections.pairing = { connectorId, ...pairing, external: true }
}
