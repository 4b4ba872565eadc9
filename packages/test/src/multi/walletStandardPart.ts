/** An account as a Wallet Standard wallet exposes it (`WalletAccount` of `@wallet-standard/base`). */
export interface TestWalletAccount {
  readonly address: string
  readonly publicKey: Uint8Array
  /** Wallet Standard chains, e.g. `solana:devnet`. */
  readonly chains: readonly string[]
  /** The feature names usable with this account. */
  readonly features: readonly string[]
  readonly label?: string
}

/** What a feature method receives for an account input: at least its address. */
export interface AccountRef {
  readonly address: string
}

/** One namespace feature: its version, static properties and methods (inputs are Wallet Standard inputs). */
export interface TestWalletFeature {
  readonly version: string
  /** Static properties besides `version`, e.g. `supportedTransactionVersions`. */
  readonly properties?: Readonly<Record<string, unknown>>
  readonly methods: Readonly<Record<string, (...inputs: never[]) => Promise<unknown>>>
}

/**
 * One namespace of a Wallet Standard test wallet (Solana here; Bitcoin can be another). A host
 * (`createWalletStandardHost`) combines parts into one wallet: `standard:connect`,
 * `standard:disconnect` and `standard:events` cover all parts, the namespace features are routed
 * to the part that declares them.
 */
export interface WalletStandardPart {
  readonly chains: readonly string[]
  readonly features: Readonly<Record<string, TestWalletFeature>>
  /** The authorized accounts (empty until `connect`). */
  accounts(): readonly TestWalletAccount[]
  /** Authorizes (asks, i.e. may reject, unless `silent`; a silent connect never prompts). */
  connect(input: { readonly silent?: boolean }): Promise<void>
  /** Drops the authorization. */
  disconnect(): Promise<void>
  /** Called after the accounts changed (authorized, switched, dropped); returns an unsubscribe function. */
  onChange(listener: () => void): () => void
}
