import { type Adapter, BalanceUnavailableError, type CaipNetwork, type CaipNetworkId, isSolanaAddress } from '@kit/core'
import type { WalletConnectHandle } from '@kit/walletconnect'
import type { Wallets } from '@wallet-standard/app'
import type { Connection } from '@solana/web3.js'
import type { GetSolanaConnection } from './types.js'

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
}

/**
 * The solana adapter: discovers Wallet Standard wallets with Solana chains, connects them through
 * one connector each, and reads SOL balances (9 decimals) over the kit's RPC URLs with
 * `@solana/web3.js`. This file is all an app's first load gets: discovery and the connectors are
 * a chunk loaded when the kit mounts, web3.js a chunk loaded on the first RPC call.
 *
 * @example
 * const kit = createKit({ projectId, networks: [solanaDevnet], adapters: [solanaAdapter()] })
 */
export function solanaAdapter({ getWallets, walletConnect }: SolanaAdapterParameters = {}): Adapter {
  return {
    namespace: 'solana',
    setup(context) {
      const connections = new Map<CaipNetworkId, Promise<Connection>>()
      const getConnection: GetSolanaConnection = (network: CaipNetwork) => {
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
      walletConnect?.registerNamespace({
        namespace: 'solana',
        chains: context.networks.map((network) => network.caipNetworkId),
        methods: solanaWalletConnectMethods,
      })
      return {
        watchConnectors(onChange) {
          let stop: (() => void) | undefined
          let stopped = false
          void import('./discovery/watchSolanaConnectors.js')
            .then(async ({ watchSolanaConnectors }) => {
              const registry = getWallets ? await getWallets() : (await import('@wallet-standard/app')).getWallets()
              if (!stopped) stop = watchSolanaConnectors(registry, { context, getConnection, onChange, walletConnect })
            })
            .catch((error: unknown) => console.error('[kit] Solana wallet discovery failed to load', error))
          return () => {
            stopped = true
            stop?.()
          }
        },
        async getBalance({ address, network }) {
          const { decimals, symbol } = network.nativeCurrency
          try {
            if (network.chainNamespace !== 'solana') throw new Error(`${network.caipNetworkId} is not a solana network`)
            if (!context.getRpcUrls(network).length) throw new Error(`No RPC URL for ${network.caipNetworkId}`)
            const [connection, { PublicKey }] = await Promise.all([getConnection(network), import('@solana/web3.js')])
            const lamports = await connection.getBalance(new PublicKey(address))
            return { value: BigInt(lamports), decimals, symbol }
          } catch (cause) {
            throw new BalanceUnavailableError({ cause })
          }
        },
        isValidAddress: isSolanaAddress,
      }
    },
  }
}
