import type { Connector } from '@kit/core'
import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { walletConnectConnector } from '../connectors/walletConnectConnector.js'
import { walletStandardConnector } from '../connectors/walletStandardConnector.js'
import type { WatchSolanaConnectorsOptions } from '../types.js'
import { watchSolanaWallets } from './watchSolanaWallets.js'

/**
 * Discovery as the adapter runs it: WalletConnect first (docs/rules/limits.md order) when the kit has a
 * handle, then one connector per Solana wallet, the same object while the wallet stays.
 */
export function watchSolanaConnectors(
  registry: Pick<Wallets, 'get' | 'on'>,
  { context, getConnection, onChange, walletConnect }: WatchSolanaConnectorsOptions,
): () => void {
  const connectors = new WeakMap<Wallet, Connector>()
  const first: Connector[] = walletConnect ? [walletConnectConnector({ handle: walletConnect, context, getConnection })] : []
  return watchSolanaWallets(registry, {
    onChange: (wallets) =>
      onChange([
        ...first,
        ...wallets.map((wallet) => {
          let connector = connectors.get(wallet)
          if (!connector) {
            connector = walletStandardConnector({ wallet, context, getConnection })
            connectors.set(wallet, connector)
          }
          return connector
        }),
      ]),
  })
}
