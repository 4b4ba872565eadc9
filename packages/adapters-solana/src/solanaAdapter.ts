import {
  type Adapter,
  type AdapterContext,
  type AdapterTokenBalance,
  type AuthConnectorBridge,
  afterNextFrame,
  BalanceUnavailableError,
  type CaipNetwork,
  type CaipNetworkId,
  ConnectorCapabilityNotSupportedError,
  isSolanaAddress,
} from '@kit/core'
import type { WalletConnectHandle } from '@kit/walletconnect'
import type { Connection } from '@solana/web3.js'
import type { Wallets } from '@wallet-standard/app'
import { authBridgeFields } from './connectors/authBridgeFields.js'
import { NetworkNamespaceMismatchError, RpcUrlNotFoundError } from './errors/network.js'
import type { GetSolanaConnection, SolanaConnector, WatchSolanaConnectorsOptions } from './types.js'

/** The Solana RPC methods proposed over WalletConnect (kept here: the connector code is a lazy chunk). */
const solanaWalletConnectMethods = ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction']

export type SolanaAdapterParameters = {
  /**
   * The Wallet Standard registry discovery reads; read only inside `watchConnectors`, never at
   * import. Default: `getWallets()` of `@wallet-standard/app` (loaded with the discovery chunk).
   */
  getWallets?: (() => Pick<Wallets, 'get' | 'on'> | Promise<Pick<Wallets, 'get' | 'on'>>) | undefined
  /**
   * The kit's shared WalletConnect handle (`walletConnect({ relayUrl })` from @kit/walletconnect):
   * registers the solana namespace (signMessage, signTransaction, signAllTransactions,
   * signAndSendTransaction) and adds a 'WalletConnect' connector, listed first.
   */
  walletConnect?: WalletConnectHandle | undefined
  /**
   * Names of the SPL tokens the app knows (mints carry no symbol on chain): shown in the token
   * list and the Send view's token choice (`send-token-<symbol>`). Other mints show a shortened
   * mint address.
   */
  tokens?: readonly SolanaTokenInfo[] | undefined
}

/** What the token list shows for a mint. */
export type SolanaTokenInfo = { mint: string; symbol: string; name: string; iconUrl?: string | undefined }

const shortMint = (mint: string) => `${mint.slice(0, 4)}…${mint.slice(-4)}`

/** One web3.js Connection per cluster on the kit's RPC URLs, made on first use (a failed one is made again). */
function createConnectionCache(context: AdapterContext): GetSolanaConnection {
  const connections = new Map<CaipNetworkId, Promise<Connection>>()
  return (network: CaipNetwork) => {
    let connection = connections.get(network.caipNetworkId)
    if (!connection) {
      connection = import('./utils/createSolanaConnection.js').then(({ createSolanaConnection }) =>
        createSolanaConnection({ urls: context.getRpcUrls(network) }),
      )
      connection.catch(() => connections.delete(network.caipNetworkId))
      connections.set(network.caipNetworkId, connection)
    }
    return connection
  }
}

/** Wallet Standard discovery, loaded as a chunk when the kit mounts. */
function watchConnectorsLazily(parameters: WatchSolanaConnectorsOptions & { getWallets: SolanaAdapterParameters['getWallets'] }) {
  const { getWallets, ...options } = parameters
  let stop: (() => void) | undefined
  let stopped = false
  // Once the page has drawn its next frame: started at mount, the chunk's preload links and its
  // evaluation with the Wallet Standard registry came before the buttons' first paint
  // (docs/architecture.md, "How a lazy view loads": full page, navigation -> button 181 -> 146 ms).
  afterNextFrame(() => {
    if (stopped) return
    import('./discovery/watchSolanaConnectors.js')
      .then(async ({ watchSolanaConnectors }) => {
        const registry = getWallets ? await getWallets() : (await import('@wallet-standard/app')).getWallets()
        if (!stopped) stop = watchSolanaConnectors(registry, options)
      })
      .catch((error: unknown) => console.error('[kit] Solana wallet discovery failed to load', error))
  })
  return () => {
    stopped = true
    stop?.()
  }
}

/** SOL balance (9 decimals) of `address` on `network`. */
async function readSolBalance(context: AdapterContext, getConnection: GetSolanaConnection, { address, network }: { address: string; network: CaipNetwork }) {
  const { decimals, symbol } = network.nativeCurrency
  try {
    if (network.chainNamespace !== 'solana') throw new NetworkNamespaceMismatchError({ networkId: network.caipNetworkId })
    if (!context.getRpcUrls(network).length) throw new RpcUrlNotFoundError({ networkId: network.caipNetworkId })
    const [connection, { PublicKey }] = await Promise.all([getConnection(network), import('@solana/web3.js')])
    const lamports = await connection.getBalance(new PublicKey(address))
    return { value: BigInt(lamports), decimals, symbol }
  } catch (cause) {
    throw new BalanceUnavailableError({ cause })
  }
}

/** SOL and every SPL token account of `address`, named from the app's `tokens` (else a shortened mint). */
async function readTokenBalances(
  getConnection: GetSolanaConnection,
  tokens: readonly SolanaTokenInfo[],
  { address, network }: { address: string; network: CaipNetwork },
) {
  try {
    const [connection, { PublicKey }, { readTokenAccounts }] = await Promise.all([
      getConnection(network),
      import('@solana/web3.js'),
      import('./utils/readTokenAccounts.js'),
    ])
    const [lamports, accounts] = await Promise.all([connection.getBalance(new PublicKey(address)), readTokenAccounts(connection, address)])
    const { name, symbol, decimals } = network.nativeCurrency
    const native: AdapterTokenBalance = { name, symbol, decimals, amount: BigInt(lamports) }
    return [
      native,
      ...accounts.map(({ mint, amount, decimals: mintDecimals }) => {
        const known = tokens.find((token) => token.mint === mint)
        return {
          name: known?.name ?? shortMint(mint),
          symbol: known?.symbol ?? shortMint(mint),
          decimals: mintDecimals,
          amount,
          address: mint,
          iconUrl: known?.iconUrl,
        }
      }),
    ]
  } catch (cause) {
    throw new BalanceUnavailableError({ cause })
  }
}

/**
 * The embedded wallet's Solana account (email and social login), on the kit's clusters. Its
 * signing code (and web3.js for sends) loads on the first signature, not with the page.
 */
function lazyAuthConnector(context: AdapterContext, getConnection: GetSolanaConnection, bridge: AuthConnectorBridge): SolanaConnector {
  const currentNetwork = async () => {
    const id = await bridge.getNetworkId()
    const network = context.networks.find((candidate) => candidate.caipNetworkId === id) ?? context.networks[0]
    if (!network) throw new NetworkNamespaceMismatchError({ networkId: id })
    return network
  }
  let signer: Promise<SolanaConnector> | undefined
  const load = () =>
    (signer ??= import('./connectors/authConnector.js').then(({ createSolanaAuthConnector }) =>
      createSolanaAuthConnector(bridge, { getConnection, currentNetwork }),
    ))
  return {
    ...authBridgeFields(bridge),
    getProvider: async () => (await load()).getProvider(),
    signMessage: async (parameters) => (await load()).signMessage(parameters),
    sendTransaction: async (parameters) => (await load()).sendTransaction(parameters),
    signTransactions: async (parameters) => (await load()).signTransactions(parameters),
    signAndSendTransaction: async (parameters) => (await load()).signAndSendTransaction(parameters),
  }
}

/**
 * The solana adapter: discovers Wallet Standard wallets with Solana chains, connects them through
 * one connector each, and reads SOL balances (9 decimals) over the kit's RPC URLs with
 * `@solana/web3.js`, plus SPL token balances and transfers (the token list and the Send view).
 * This file is all an app's first load gets: discovery and the connectors are
 * a chunk loaded when the kit mounts, web3.js a chunk loaded on the first RPC call.
 *
 * @example
 * const kit = createKit({ projectId, networks: [solanaDevnet], adapters: [solanaAdapter()] })
 */
export function solanaAdapter({ getWallets, walletConnect, tokens = [] }: SolanaAdapterParameters = {}): Adapter {
  return {
    namespace: 'solana',
    setup(context) {
      const getConnection = createConnectionCache(context)
      walletConnect?.registerNamespace({
        namespace: 'solana',
        chains: context.networks.map((network) => network.caipNetworkId),
        methods: solanaWalletConnectMethods,
      })
      return {
        watchConnectors: (onChange) => watchConnectorsLazily({ getWallets, context, getConnection, onChange, walletConnect }),
        getBalance: (parameters) => readSolBalance(context, getConnection, parameters),
        isValidAddress: isSolanaAddress,
        createAuthConnector: (bridge) => lazyAuthConnector(context, getConnection, bridge),
        getTokenBalances: (parameters) => readTokenBalances(getConnection, tokens, parameters),
        // SPL transfers: the receiver's associated token account is created when missing, so the
        // transfer is built from chain reads (the mint's program and decimals, a blockhash).
        async sendTokenTransfer({ connector, address, network, token, to, amount, decimals }) {
          const solana = connector as Partial<SolanaConnector>
          if (typeof solana.signAndSendTransaction !== 'function')
            throw new ConnectorCapabilityNotSupportedError({ capability: 'sendTokenTransfer', connectorId: connector.id })
          // The send path (and web3.js behind it) loads on the first send, not with the page.
          const { sendSolanaTransfer } = await import('./utils/sendSolanaTransfer.js')
          return sendSolanaTransfer({
            connector: solana as SolanaConnector,
            getConnection: () => getConnection(network),
            from: address,
            to,
            amount,
            mint: token,
            decimals,
          })
        },
      }
    },
  }
}
