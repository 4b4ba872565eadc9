import { type Adapter, BalanceUnavailableError, type Connector, walletId } from '@kit/core'
import type { WalletConnectHandle } from '@kit/walletconnect'
import { type BitcoinConnector, bitcoinConnector } from './connectors/bitcoinConnector.js'
import { type DiscoveredSatsConnectProvider, isSatsConnectProvider, type SatsConnectTarget, watchSatsConnectProviders } from './discovery/satsConnect.js'
import {
  getSatsConnectFeatureProvider,
  isBitcoinWalletStandardWallet,
  type WalletStandardTarget,
  type WalletStandardWallet,
  watchWalletStandardWallets,
} from './discovery/walletStandard.js'
import { NetworkNamespaceMismatchError } from './errors/network.js'
import { addressBalance, createEsploraClient } from './esplora/createEsploraClient.js'
import { addressFamily, isBitcoinAddress } from './utils/address.js'
import { fromSatsConnect } from './wallets/fromSatsConnect.js'
import { bip122WalletConnectEvents, bip122WalletConnectMethods, fromWalletConnect } from './wallets/fromWalletConnect.js'
import { fromWalletStandard } from './wallets/fromWalletStandard.js'

/** What discovery reads from `window`: events, plus the sats-connect injection slots. */
export type BitcoinDiscoveryTarget = WalletStandardTarget & SatsConnectTarget

export type BitcoinAdapterParameters = {
  /** Discover Wallet Standard Bitcoin wallets. Default true. */
  walletStandard?: boolean | undefined
  /** Discover sats-connect style providers (`window.btc_providers`, `window.XverseProviders.BitcoinProvider`). Default true. */
  satsConnect?: boolean | undefined
  /**
   * Where discovery listens; read only inside `watchConnectors`, never at import.
   * Default: the global `window`, or nothing outside a browser.
   */
  getWindow?: (() => BitcoinDiscoveryTarget | undefined) | undefined
  /** Confirmation target (blocks) of the Esplora fee estimate used by sends. Default 3. */
  feeTarget?: number | undefined
  /** fetch for the Esplora API (tests, proxies). Default the global fetch. */
  fetchFn?: typeof fetch | undefined
  /**
   * The kit's shared WalletConnect handle (`walletConnect({ relayUrl })` from @kit/walletconnect):
   * adds the 'WalletConnect' connector (listed first) and proposes the kit's bip122 networks.
   */
  walletConnect?: WalletConnectHandle | undefined
}

function defaultWindow(): BitcoinDiscoveryTarget | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as BitcoinDiscoveryTarget)
}

/** The connector id of a Wallet Standard wallet: its (non-standard) `rdns` when it has one, else its name as a slug (`walletId`, as in every adapter). */
export function walletStandardConnectorId(wallet: WalletStandardWallet): string {
  return walletId({ rdns: typeof wallet.rdns === 'string' ? wallet.rdns : undefined, name: wallet.name })
}

/**
 * The bip122 (Bitcoin) adapter: discovers Wallet Standard Bitcoin wallets and sats-connect style
 * providers, connects them through one PSBT-signing connector, and reads balances (confirmed plus
 * mempool, 8 decimals) from Esplora at the network's RPC URLs.
 *
 * @example
 * const kit = createKit({ projectId, networks: [bitcoinTestnet], adapters: [bitcoinAdapter()] })
 */
export function bitcoinAdapter({
  walletStandard = true,
  satsConnect = true,
  getWindow = defaultWindow,
  feeTarget,
  fetchFn,
  walletConnect,
}: BitcoinAdapterParameters = {}): Adapter {
  return {
    namespace: 'bip122',
    setup(context) {
      walletConnect?.registerNamespace({
        namespace: 'bip122',
        chains: context.networks.map((network) => network.caipNetworkId),
        methods: bip122WalletConnectMethods,
        events: bip122WalletConnectEvents,
      })
      const walletConnectors: Connector[] = walletConnect
        ? [
            bitcoinConnector({
              wallet: fromWalletConnect(walletConnect),
              id: walletConnect.id,
              name: walletConnect.name,
              icon: walletConnect.icon,
              type: 'walletConnect',
              context,
              feeTarget,
              fetchFn,
              subscribePairing: (listener) =>
                walletConnect.subscribe((event) => {
                  if (event.type === 'display_uri') listener({ uri: event.uri, expiresAt: event.expiresAt })
                }),
            }),
          ]
        : []
      return {
        watchConnectors(onChange) {
          const target = getWindow()
          if (walletConnectors.length) onChange(walletConnectors)
          if (!target) return () => undefined
          const fromStandard = new WeakMap<WalletStandardWallet, BitcoinConnector>()
          const fromProvider = new WeakMap<object, BitcoinConnector>()
          let standardWallets: readonly WalletStandardWallet[] = []
          let providers: readonly DiscoveredSatsConnectProvider[] = []
          let reported: readonly Connector[] = walletConnectors
          let ready = false

          const standardConnector = (wallet: WalletStandardWallet) => {
            let connector = fromStandard.get(wallet)
            if (!connector) {
              const provider = getSatsConnectFeatureProvider(wallet)
              const id = walletStandardConnectorId(wallet)
              connector = bitcoinConnector({
                wallet: wallet.features['bitcoin:connect'] || !isSatsConnectProvider(provider) ? fromWalletStandard(wallet) : fromSatsConnect(provider),
                id,
                name: wallet.name,
                icon: wallet.icon,
                rdns: typeof wallet.rdns === 'string' ? wallet.rdns : undefined,
                context,
                feeTarget,
                fetchFn,
              })
              fromStandard.set(wallet, connector)
            }
            return connector
          }
          const providerConnector = (entry: DiscoveredSatsConnectProvider) => {
            let connector = fromProvider.get(entry)
            if (!connector) {
              connector = bitcoinConnector({
                wallet: fromSatsConnect(entry.provider),
                id: entry.id,
                name: entry.name,
                icon: entry.icon,
                context,
                feeTarget,
                fetchFn,
              })
              fromProvider.set(entry, connector)
            }
            return connector
          }
          const report = () => {
            if (!ready) return
            const bitcoinWallets = standardWallets.filter(isBitcoinWalletStandardWallet)
            const covered = new Set(bitcoinWallets.map(getSatsConnectFeatureProvider).filter(Boolean))
            const connectors: Connector[] = [...walletConnectors, ...bitcoinWallets.map(standardConnector)]
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
            walletStandard
              ? watchWalletStandardWallets(target, {
                  onChange: (wallets) => {
                    standardWallets = wallets
                    report()
                  },
                })
              : () => undefined,
            satsConnect
              ? watchSatsConnectProviders(target, {
                  onChange: (found) => {
                    providers = found
                    report()
                  },
                })
              : () => undefined,
          ]
          ready = true
          report()
          return () => stops.forEach((stop) => stop())
        },
        async getBalance({ address, network }) {
          const { decimals, symbol } = network.nativeCurrency
          try {
            if (network.chainNamespace !== 'bip122') throw new NetworkNamespaceMismatchError({ networkId: network.caipNetworkId })
            const client = createEsploraClient({ urls: context.getRpcUrls(network), fetchFn })
            return { value: addressBalance(await client.getAddress(address)), decimals, symbol }
          } catch (cause) {
            throw new BalanceUnavailableError({ cause })
          }
        },
        isValidAddress(address) {
          if (typeof address !== 'string') return false
          const networks = context.networks.filter((network) => network.chainNamespace === 'bip122')
          if (!networks.length) return addressFamily(address) !== undefined
          return networks.some((network) => isBitcoinAddress(address, network.caipNetworkId))
        },
      }
    },
  }
}
