import type { ConnectorType } from '../adapters/contract.js'

/**
 * AppKit's `features.connectorTypeOrder` kinds: the sections of the Connect view's wallet list.
 * `recent` is the wallets used last, `featured` and `recommended` the Kit API catalogue's,
 * `custom` the `customWallets` option's (and custom connectors).
 */
export const connectorKinds = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const
export type ConnectorKind = (typeof connectorKinds)[number]

/**
 * The order in force: the kinds given, first each once, then the kinds left out in AppKit's
 * default order (so a partial list only moves the kinds it names to the front).
 */
export function resolveConnectorTypeOrder(given: readonly ConnectorKind[] | undefined): readonly ConnectorKind[] {
  if (!given) return connectorKinds
  return [...new Set([...given, ...connectorKinds])]
}

/** The section of an installed connector: `recent` for a recent one (WalletConnect keeps its own place). */
export function connectorKind(type: ConnectorType, recent: boolean): ConnectorKind | 'auth' {
  return recent && type !== 'walletConnect' ? 'recent' : type
}

/** Sort rank of an installed connector in `order` (the embedded wallet, no section of the list, first as before). */
export function connectorRank(order: readonly ConnectorKind[], type: ConnectorType, recent: boolean): number {
  const kind = connectorKind(type, recent)
  return kind === 'auth' ? -1 : order.indexOf(kind)
}
