import type { CaipNetworkId } from '@kit/core'

/** What a Bitcoin address is for (sats-connect `AddressPurpose`); `payment` is Kit's default (docs/rules/limits.md). */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** Output type of an address, as wallets report it (sats-connect `AddressType`). */
export type BitcoinAddressType = 'p2wpkh' | 'p2tr' | 'p2sh' | 'p2pkh' | 'p2wsh' | 'unknown'

/** One address a Bitcoin wallet exposes. */
export type BitcoinAccount = {
  readonly address: string
  /** Hex public key: 33-byte compressed, or 32-byte x-only for taproot; empty when the wallet gives none. */
  readonly publicKey: string
  readonly purpose: BitcoinAddressPurpose
  readonly addressType: BitcoinAddressType
}

/** `signPsbt` parameters, after sats-connect: base64 PSBT and, per address, the input indexes it signs. */
export type BitcoinSignPsbtParameters = {
  readonly psbt: string
  readonly signInputs: Readonly<Record<string, readonly number[]>>
  /** Ask the wallet to broadcast (only some wallets can). Default false. */
  readonly broadcast?: boolean | undefined
}

export type BitcoinSignPsbtReturnType = {
  /** Base64 PSBT as the wallet returned it (signed; finalized or not). */
  readonly psbt: string
  /** Present when the wallet broadcast the transaction. */
  readonly txid?: string | undefined
}

/** What a wallet reports between calls. */
export type BitcoinWalletEvent =
  | { type: 'accountsChanged'; accounts: readonly BitcoinAccount[] }
  | { type: 'networkChanged'; networkId: CaipNetworkId }
  | { type: 'disconnect' }

/**
 * One Bitcoin wallet, whatever interface it was found through (Wallet Standard or a sats-connect
 * style provider). The connector works on this; `getProvider()` of a bip122 connector returns it.
 */
export type BitcoinWallet = {
  /** Where it was found. */
  readonly source: 'wallet-standard' | 'sats-connect' | 'walletconnect'
  /** Asks the user for access; resolves with the payment and ordinals addresses for `networkId`. */
  connect(parameters: { networkId?: CaipNetworkId | undefined; signal?: AbortSignal | undefined }): Promise<readonly BitcoinAccount[]>
  /** Addresses already authorised for `networkId`, without prompting ([] when none). */
  getAccounts(parameters: { networkId?: CaipNetworkId | undefined }): Promise<readonly BitcoinAccount[]>
  /** The network the wallet is on, when it can tell (undefined otherwise). */
  getNetworkId(): Promise<CaipNetworkId | undefined>
  /** The bip122 networks the wallet declares (empty when it does not say). */
  getNetworkIds(): readonly CaipNetworkId[]
  /** Moves the wallet to `networkId` when it keeps one network at a time; absent otherwise. */
  switchNetwork?(parameters: { networkId: CaipNetworkId }): Promise<void>
  /** Signs with `address` (BIP-322 for segwit and taproot); resolves with a base64 signature. */
  signMessage(parameters: { address: string; message: string; networkId: CaipNetworkId }): Promise<string>
  signPsbt(parameters: BitcoinSignPsbtParameters & { networkId: CaipNetworkId }): Promise<BitcoinSignPsbtReturnType>
  disconnect(): Promise<void>
  subscribe(listener: (event: BitcoinWalletEvent) => void): () => void
}
