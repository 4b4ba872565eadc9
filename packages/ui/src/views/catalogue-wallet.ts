import {
  type CatalogueWallet,
  type ConnectorGroup,
  connect,
  getConnectors,
  getModalState,
  getPairing,
  getRouter,
  type Kit,
  type Namespace,
  navigate,
} from '@kit/core'

/** `data-testid` of a catalogue wallet (Connect's recommended list, AllWallets). */
export const catalogueTestId = (wallet: CatalogueWallet) => `catalogue-wallet-${wallet.id}`

/** Catalogue wallets that work on one of `namespaces` (a wallet listing no chains is kept). */
export function walletsForNamespaces(wallets: readonly CatalogueWallet[], namespaces: readonly Namespace[]): CatalogueWallet[] {
  return wallets.filter((wallet) => wallet.chains.length === 0 || wallet.chains.some((chain) => namespaces.includes(chain.split(':')[0] as Namespace)))
}

/** The namespaces the catalogue is shown for: the one Connect was opened for, else the kit's. */
export function catalogueNamespaces(kit: Kit): Namespace[] {
  const namespace = getRouter(kit).data.namespace
  return namespace ? [namespace] : [...new Set(kit.networks.map((network) => network.chainNamespace))]
}

/** Connects an installed wallet as Connect does: several namespaces ask which, else its connector. */
export function selectConnectorGroup(kit: Kit, group: ConnectorGroup): void {
  if (group.connectors.length > 1 && group.type !== 'walletConnect') return navigate(kit, { view: 'ConnectingMultiChain', data: { walletId: group.id } })
  const { activeChain } = getModalState(kit)
  const connector = group.connectors.find((candidate) => candidate.namespace === activeChain) ?? group.connectors[0]
  if (!connector) return
  const { networkId } = getRouter(kit).data
  const target = networkId?.startsWith(`${connector.namespace}:`) ? (networkId as `${string}:${string}`) : undefined
  navigate(kit, {
    view: connector.type === 'walletConnect' ? 'ConnectingWalletConnect' : 'ConnectingExternal',
    data: { connectorId: connector.id, namespace: connector.namespace, ...(target ? { networkId: target } : {}) },
  })
  connect(kit, { connectorId: connector.id, namespace: connector.namespace, networkId: target }).catch(() => undefined)
}

/**
 * A catalogue wallet was chosen. Installed in the browser (same rdns): connect it directly.
 * Otherwise pair it over WalletConnect: ConnectingWalletConnect shows its name and icon and, on
 * mobile, opens it with its deep link.
 */
export function selectCatalogueWallet(kit: Kit, wallet: CatalogueWallet, installed: readonly ConnectorGroup[]): void {
  const rdns = wallet.rdns?.toLowerCase()
  const group = rdns ? installed.find((candidate) => candidate.rdns?.toLowerCase() === rdns) : undefined
  if (group) return selectConnectorGroup(kit, group)
  const { activeChain } = getModalState(kit)
  const walletConnect = getConnectors(kit)
    .map((item) => item.connector)
    .filter((connector) => connector.type === 'walletConnect')
    .sort((a, b) => Number(b.namespace === activeChain) - Number(a.namespace === activeChain))[0]
  navigate(kit, {
    view: 'ConnectingWalletConnect',
    data: {
      connectorId: walletConnect?.id ?? 'walletConnect',
      namespace: walletConnect?.namespace,
      walletName: wallet.name,
      walletIcon: wallet.imageUrl,
      deepLink: wallet.mobileLink,
    },
  })
  // Started here so the pairing runs while the view's chunk loads; the view joins this attempt.
  // Not for the app's own pairing (`open({ uri })`): the wallet opens with that URI, the app pairs.
  if (walletConnect && !getPairing(kit)?.external) connect(kit, { connectorId: walletConnect.id, namespace: walletConnect.namespace }).catch(() => undefined)
}
