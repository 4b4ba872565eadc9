import type { AdapterContext, Connector } from '@kit/core'
import { type BitcoinConnector, bitcoinConnector } from '../connectors/bitcoinConnector.js'
import { fromSatsConnect } from '../wallets/fromSatsConnect.js'
import { fromWalletStandard } from '../wallets/fromWalletStandard.js'
import { type DiscoveredSatsConnectProvider, isSatsConnectProvider, type SatsConnectTarget, watchSatsConnectProviders } from './satsConnect.js'
import {
  getSatsConnectFeatureProvider,
  isBitcoinWalletStandardWallet,
  type WalletStandardTarget,
  type WalletStandardWallet,
  walletStandardConnectorId,
  watchWalletStandardWallets,
} from './walletStandard.js'

export type WatchBitcoinConnectorsParameters = {
  target: WalletStandardTarget & SatsConnectTarget
  context: AdapterContext
  walletStandard: boolean
  satsConnect: boolean
  /** Listed first (WalletConnect). */
  fixed: readonly Connector[]
  connectorOptions: { feeTarget?: number | undefined; fetchFn?: typeof fetch | undefined }
  onChange(connectors: readonly Connector[]): void
}

/** One connector per discovered wallet object, made once and reused while the wallet stays. */
function memoized<key extends object>(create: (key: key) => BitcoinConnector) {
  const made = new WeakMap<key, BitcoinConnector>()
  return (key: key) => {
    let connector = made.get(key)
    if (!connector) made.set(key, (connector = create(key)))
    return connector
  }
}

/**
 * Discovers Bitcoin wallets: Wallet Standard wallets with a Bitcoin feature, then sats-connect
 * style providers no Wallet Standard wallet already covers, after the fixed connectors. Reports
 * only when the list changed. Returns the stop function.
 */
export function watchBitcoinConnectors({
  target,
  context,
  walletStandard,
  satsConnect,
  fixed,
  connectorOptions,
  onChange,
}: WatchBitcoinConnectorsParameters): () => void {
  let standardWallets: readonly WalletStandardWallet[] = []
  let providers: readonly DiscoveredSatsConnectProvider[] = []
  let reported: readonly Connector[] = fixed
  let ready = false

  const standardConnector = memoized((wallet: WalletStandardWallet) => {
    const provider = getSatsConnectFeatureProvider(wallet)
    return bitcoinConnector({
      wallet: wallet.features['bitcoin:connect'] || !isSatsConnectProvider(provider) ? fromWalletStandard(wallet) : fromSatsConnect(provider),
      id: walletStandardConnectorId(wallet),
      name: wallet.name,
      icon: wallet.icon,
      rdns: typeof wallet.rdns === 'string' ? wallet.rdns : undefined,
      context,
      ...connectorOptions,
    })
  })
  const providerConnector = memoized((entry: DiscoveredSatsConnectProvider) =>
    bitcoinConnector({ wallet: fromSatsConnect(entry.provider), id: entry.id, name: entry.name, icon: entry.icon, context, ...connectorOptions }),
  )

  const report = () => {
    if (!ready) return
    const bitcoinWallets = standardWallets.filter(isBitcoinWalletStandardWallet)
    const covered = new Set(bitcoinWallets.map(getSatsConnectFeatureProvider).filter(Boolean))
    const connectors: Connector[] = [...fixed, ...bitcoinWallets.map(standardConnector)]
    for (const entry of providers) {
      if (covered.has(entry.provider)) continue
      const connector = providerConnector(entry)
      if (!connectors.some((existing) => existing.id === connector.id)) connectors.push(connector)
    }
    if (connectors.length === reported.length && connectors.every((connector, index) => connector === reported[index])) return
    reported = connectors
    onChange(connectors)
  }
  const stops = [
    walletStandard ? watchWalletStandardWallets(target, { onChange: (wallets) => ((standardWallets = wallets), report()) }) : () => undefined,
    satsConnect ? watchSatsConnectProviders(target, { onChange: (found) => ((providers = found), report()) }) : () => undefined,
  ]
  ready = true
  report()
  return () => stops.forEach((stop) => stop())
}
