import type { BitcoinTestAccountSource, BitcoinTestAddress, BitcoinTestNetworkName } from './bitcoinTestKeys.js'

export interface CreateBitcoinTestWalletOptions {
  /** Devnet account index (default 0) or explicit WIF / hex keys. */
  readonly account?: BitcoinTestAccountSource
  /** Networks the wallet knows (default both, testnet first). */
  readonly networks?: readonly BitcoinTestNetworkName[]
  /** Initial network (default the first of `networks`). */
  readonly network?: BitcoinTestNetworkName
  /** Esplora base URL per network, for `signPsbt` with `broadcast: true`. */
  readonly esploraUrls?: Partial<Record<BitcoinTestNetworkName, string>>
}

/** Payloads of the wallet's events (sats-connect names). */
export interface BitcoinTestWalletEvents {
  /** Authorised addresses changed: those of the current network, and of every network (`all`, for Wallet Standard). */
  accountChange: { readonly type: 'accountChange'; readonly addresses: readonly BitcoinTestAddress[]; readonly all: readonly BitcoinTestAddress[] }
  networkChange: {
    readonly type: 'networkChange'
    readonly bitcoin: { readonly name: string }
    readonly addresses: readonly BitcoinTestAddress[]
  }
  disconnect: { readonly type: 'disconnect' }
}
export type BitcoinTestWalletEventName = keyof BitcoinTestWalletEvents

/** Replaces a method: gets the params and `next()` (the wallet's own implementation). */
export type BitcoinTestWalletOverride = (params: unknown, next: () => Promise<unknown>) => unknown

/**
 * A key-backed Bitcoin wallet for tests. `request(method, params)` speaks sats-connect's methods
 * and resolves with the result or rejects with a `ProviderRpcError` (sats-connect codes: -32000
 * user rejection, -32002 access denied, -32601 unknown method, -32602 invalid params).
 */
export interface BitcoinTestWallet {
  request(method: string, params?: unknown): Promise<unknown>
  on<E extends BitcoinTestWalletEventName>(event: E, listener: (payload: BitcoinTestWalletEvents[E]) => void): BitcoinTestWallet
  removeListener<E extends BitcoinTestWalletEventName>(event: E, listener: (payload: BitcoinTestWalletEvents[E]) => void): BitcoinTestWallet

  /** Addresses on the current network: payment (p2wpkh) then ordinals (p2tr). */
  getAddresses(): readonly BitcoinTestAddress[]
  /** Addresses on every network the wallet knows. */
  getAllAddresses(): readonly BitcoinTestAddress[]
  getNetwork(): BitcoinTestNetworkName
  isAuthorized(): boolean

  /** When on, every approval (connect, sign message, sign PSBT, change network) fails with -32000. */
  setReject(reject: boolean): void
  /** Switches keys; emits `accountChange` when authorised. */
  setAccount(account: BitcoinTestAccountSource): void
  /** Switches network from the wallet side; emits `networkChange`. */
  setNetwork(network: BitcoinTestNetworkName): void
  /** Drops authorisation; emits `disconnect`. */
  disconnectWallet(): void
  override(method: string, handler: BitcoinTestWalletOverride | undefined): void
}
