import { type Adapter, type AdapterContext, BalanceUnavailableError, type CaipNetwork, type Connector } from '@kit/core'
import type { WalletConnectHandle } from '@kit/walletconnect'
import { bitcoinConnector } from './connectors/bitcoinConnector.js'
import type { SatsConnectTarget } from './discovery/satsConnect.js'
import type { WalletStandardTarget } from './discovery/walletStandard.js'
import { watchBitcoinConnectors } from './discovery/watchBitcoinConnectors.js'
import { NetworkNamespaceMismatchError } from './errors/network.js'
import { addressBalance, createEsploraClient } from './esplora/createEsploraClient.js'
import { addressFamily, isBitcoinAddress } from './utils/address.js'
import { bip122WalletConnectEvents, bip122WalletConnectMethods, fromWalletConnect } from './wallets/fromWalletConnect.js'

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

/** The 'WalletConnect' connector over the kit's shared handle, proposing the kit's bip122 networks. */
function walletConnectConnector(
  walletConnect: WalletConnectHandle,
  context: AdapterContext,
  options: { feeTarget?: number | undefined; fetchFn?: typeof fetch | undefined },
) {
  walletConnect.registerNamespace({
    namespace: 'bip122',
    chains: context.networks.map((network) => network.caipNetworkId),
    methods: bip122WalletConnectMethods,
    events: bip122WalletConnectEvents,
  })
  return bitcoinConnector({
    wallet: fromWalletConnect(walletConnect),
    id: walletConnect.id,
    name: walletConnect.name,
    icon: walletConnect.icon,
    type: 'walletConnect',
    context,
    ...options,
    subscribePairing: (listener) =>
      walletConnect.subscribe((event) => {
        if (event.type === 'display_uri') listener({ uri: event.uri, expiresAt: event.expiresAt })
      }),
    getUniversalProvider: ({ currentChain }) => walletConnect.getUniversalProvider({ namespace: 'bip122', context, currentChain }),
  })
}

/** Confirmed plus mempool balance (8 decimals) from Esplora at the network's RPC URLs. */
async function getBitcoinBalance(context: AdapterContext, fetchFn: typeof fetch | undefined, { address, network }: { address: string; network: CaipNetwork }) {
  const { decimals, symbol } = network.nativeCurrency
  try {
    if (network.chainNamespace !== 'bip122') throw new NetworkNamespaceMismatchError({ networkId: network.caipNetworkId })
    const client = createEsploraClient({ urls: context.getRpcUrls(network), fetchFn })
    return { value: addressBalance(await client.getAddress(address)), decimals, symbol }
  } catch (cause) {
    throw new BalanceUnavailableError({ cause })
  }
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
      const connectorOptions = { feeTarget, fetchFn }
      const fixed: Connector[] = walletConnect ? [walletConnectConnector(walletConnect, context, connectorOptions)] : []
      return {
        watchConnectors(onChange) {
          const target = getWindow()
          if (fixed.length) onChange(fixed)
          if (!target) return () => undefined
          return watchBitcoinConnectors({ target, context, walletStandard, satsConnect, fixed, connectorOptions, onChange })
        },
        getBalance: (parameters) => getBitcoinBalance(context, fetchFn, parameters),
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
