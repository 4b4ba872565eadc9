import type { Connector } from '../adapters/contract.js'
import type { Kit } from '../kit.js'
import type { ConnectPlatform } from '../state/events.js'
import type { Namespace } from '../types.js'

/** The properties send, swap, on-ramp and sign-in events share: the network and whether the account is a smart account. */
export function accountEventContext(kit: Kit, namespace?: Namespace): { network: string; isSmartAccount: boolean } {
  const { chains } = kit._internal.state
  const state = chains.namespaces[namespace ?? chains.activeNamespace]
  return { network: state?.networkId ?? '', isSmartAccount: state?.account.preferredAccountType === 'smartAccount' }
}

/** Whether the active namespace has a connected account (MODAL_OPEN and MODAL_CLOSE). */
export function isConnected(kit: Kit): boolean {
  const { chains } = kit._internal.state
  return chains.namespaces[chains.activeNamespace]?.account.status === 'connected'
}

/**
 * Where a connector's wallet runs, in AppKit's terms: WalletConnect is `qrcode` (`mobile` on a
 * phone), the embedded wallet `email` (its email and social logins alike, as AppKit's), any other
 * wallet `browser`.
 */
export function connectPlatform(kit: Kit, connector: Connector): ConnectPlatform {
  if (connector.type === 'walletConnect') return kit._internal.environment.isMobile() ? 'mobile' : 'qrcode'
  if (connector.type === 'auth') return 'email'
  return 'browser'
}
