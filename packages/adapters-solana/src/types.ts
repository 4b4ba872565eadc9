import type { AdapterContext, CaipNetwork, Connector } from '@kit/core'
import type { WalletConnectHandle } from '@kit/walletconnect'
import type { SolanaTransactionCommitment } from '@solana/wallet-standard-features'
import type { Connection } from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'

/** Options of `signAndSendTransaction` (docs/rules/calls.md: the Solana sign-and-send options). */
export type SolanaSendOptions = {
  skipPreflight?: boolean | undefined
  preflightCommitment?: SolanaTransactionCommitment | undefined
  maxRetries?: number | undefined
  minContextSlot?: number | undefined
}

/**
 * What a Solana connector offers on top of the shared contract; the Solana-only actions
 * (`signTransaction`, `signAndSendTransaction`, ...) call these. Transactions cross as wire bytes.
 */
export type SolanaConnector = Connector<Wallet> &
  Required<Pick<Connector<Wallet>, 'switchNetwork' | 'signMessage' | 'sendTransaction'>> & {
    readonly namespace: 'solana'
    /** Signs without sending; one wallet prompt for all of them. */
    signTransactions(parameters: { address: string; transactions: readonly Uint8Array[] }): Promise<Uint8Array[]>
    /** Signs and sends (the wallet's `solana:signAndSendTransaction`, else sign + `sendRawTransaction`); resolves with the base58 signature. */
    signAndSendTransaction(parameters: { address: string; transaction: Uint8Array; options?: SolanaSendOptions | undefined }): Promise<string>
  }

/** Reaches a configured network's RPC (web3.js is loaded on first use). */
export type GetSolanaConnection = (network: CaipNetwork) => Promise<Connection>

/** What Solana discovery needs from the adapter: the kit's clusters, their connections, the report callback and the WalletConnect handle. */
export type WatchSolanaConnectorsOptions = {
  context: AdapterContext
  getConnection: GetSolanaConnection
  onChange(connectors: readonly Connector[]): void
  walletConnect?: WalletConnectHandle | undefined
}
