import type { Keypair } from '@solana/web3.js'
import type { WalletStandardPart } from '../multi/walletStandardPart.js'
import type { SolanaTestAccountSource } from './resolveSolanaTestAccount.js'

/** A Solana cluster the test wallet knows, by Wallet Standard chain (`solana:devnet`), with its RPC. */
export interface SolanaTestWalletChain {
  readonly chain: `solana:${string}`
  readonly rpcUrl: string
}

export interface CreateSolanaTestWalletOptions {
  /** Index of the devnet's funded accounts (default 0), or a secret key. */
  readonly account?: SolanaTestAccountSource
  /** Default: `solana:devnet` at `rpcUrl`. */
  readonly chains?: readonly SolanaTestWalletChain[]
  /** Shorthand for `chains: [{ chain: 'solana:devnet', rpcUrl }]`. */
  readonly rpcUrl?: string
  /** Wallet Standard name (default 'Kit Test Wallet', the EVM test wallet's name, so a page with both shows one wallet). */
  readonly name?: string
  /** A `data:image/...;base64,` icon (default: the Kit test wallet icon). */
  readonly icon?: string
  /**
   * Makes `solana:signMessage` sign the message wrapped in these bytes (strings as UTF-8) and
   * return the wrapped bytes as `signedMessage`, as wallets with their own message envelope do.
   * Default: the plain message is signed and returned.
   */
  readonly wrapMessage?: SolanaTestWalletMessageWrapper
}

/** The bytes a wrapping test wallet puts before and after the message it is asked to sign. */
export interface SolanaTestWalletMessageWrapper {
  readonly prefix?: string | Uint8Array
  readonly suffix?: string | Uint8Array
}

/** Methods the test can replace: the Solana feature methods and `connect` / `disconnect`. */
export type SolanaTestWalletMethod = 'connect' | 'disconnect' | 'signMessage' | 'signTransaction' | 'signAndSendTransaction'

/**
 * Replaces a method: receives its Wallet Standard inputs (the array of inputs for the signing
 * methods, `{ silent }` for connect) and `next()`, the wallet's own implementation. Whatever it
 * returns (even garbage) or throws is the answer.
 */
export type SolanaTestWalletOverride = (input: unknown, next: () => Promise<unknown>) => unknown

export interface SolanaTestWallet {
  readonly name: string
  readonly icon: string
  readonly chains: readonly SolanaTestWalletChain[]
  /** The Wallet Standard part: combine with others in `createWalletStandardHost`, or inject it. */
  readonly part: WalletStandardPart

  getAddress(): string
  getKeypair(): Keypair
  isAuthorized(): boolean

  /** When on, every approval (non-silent connect, sign, send) fails: an `Error` with `code: 4001`, 'User rejected the request.'. */
  setReject(reject: boolean): void
  /** Switches the signing account; emits a change when authorized. */
  setAccount(account: SolanaTestAccountSource): void
  /** Drops the authorization from the wallet side; emits a change with no accounts. */
  disconnectWallet(): void
  /** Installs (or, with `undefined`, removes) an override. */
  override(method: SolanaTestWalletMethod, handler: SolanaTestWalletOverride | undefined): void
}
