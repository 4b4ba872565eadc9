import { walletId } from '@kit/core'
import type { BitcoinAddressPurpose } from '../types.js'

/**
 * The Wallet Standard features the bip122 adapter uses. `bitcoin:*` follow the Exodus bitcoin
 * wallet standard (also used by AppKit); `standard:*` are Wallet Standard's own; `sats-connect:`
 * is how Xverse-style wallets expose their sats-connect provider through Wallet Standard.
 */
export const bitcoinWalletStandardFeatures = {
  connect: 'bitcoin:connect',
  signMessage: 'bitcoin:signMessage',
  signTransaction: 'bitcoin:signTransaction',
  standardConnect: 'standard:connect',
  standardDisconnect: 'standard:disconnect',
  standardEvents: 'standard:events',
  satsConnect: 'sats-connect:',
} as const

/** Wallet Standard `WalletAccount` (plus the non-standard `purpose` some Bitcoin wallets add). */
export type WalletStandardAccount = {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly string[]
  readonly features: readonly string[]
  readonly label?: string | undefined
  readonly icon?: string | undefined
  readonly purpose?: string | undefined
}

/** Wallet Standard `Wallet` (typed loosely so any conforming wallet fits). */
export type WalletStandardWallet = {
  readonly version: string
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly features: Readonly<Record<string, unknown>>
  readonly accounts: readonly WalletStandardAccount[]
  /** Not in the standard: a stable id (e.g. the wallet's EIP-6963 rdns) the connector id uses when present. */
  readonly rdns?: string | undefined
}

/** `bitcoin:connect` 1.0.0. */
export type BitcoinConnectFeature = {
  readonly version: string
  connect(input?: { purposes?: readonly BitcoinAddressPurpose[] }): Promise<{ accounts: readonly WalletStandardAccount[] }>
}

/** `bitcoin:signMessage` 1.0.0 (BIP-322 `protocol` is the default for segwit and taproot accounts). */
export type BitcoinSignMessageFeature = {
  readonly version: string
  signMessage(
    ...inputs: readonly { account: WalletStandardAccount; message: Uint8Array; protocol?: 'bip322' | 'ecdsa' }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
}

/** `bitcoin:signTransaction` 1.0.0: sign the listed inputs of a PSBT (raw bytes). */
export type BitcoinSignTransactionFeature = {
  readonly version: string
  signTransaction(
    ...inputs: readonly {
      psbt: Uint8Array
      inputsToSign: readonly { account: WalletStandardAccount; signingIndexes: readonly number[]; sigHash?: string }[]
      chain?: string
    }[]
  ): Promise<readonly { signedPsbt: Uint8Array }[]>
}

export type StandardConnectFeature = {
  readonly version: string
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletStandardAccount[] }>
}
export type StandardDisconnectFeature = { readonly version: string; disconnect(): Promise<void> }
export type StandardEventsFeature = {
  readonly version: string
  on(
    event: 'change',
    listener: (properties: { accounts?: readonly WalletStandardAccount[]; chains?: readonly string[]; features?: unknown }) => void,
  ): () => void
}

/** What discovery needs from `window`. */
export type WalletStandardTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>

type RegisterApi = { register(...wallets: WalletStandardWallet[]): () => void }

/**
 * Wallet Standard app-side discovery, hand-written (as `@wallet-standard/app` does it):
 * dispatches `wallet-standard:app-ready` with a `register` API, answers every
 * `wallet-standard:register-wallet` callback, and reports the complete list on every change.
 */
export function watchWalletStandardWallets(
  target: WalletStandardTarget,
  { onChange }: { onChange(wallets: readonly WalletStandardWallet[]): void },
): () => void {
  const wallets = new Set<WalletStandardWallet>()
  let stopped = false
  const report = () => {
    if (!stopped) onChange([...wallets])
  }
  const api: RegisterApi = Object.freeze({
    register(...list: WalletStandardWallet[]) {
      const added = list.filter((wallet) => !wallets.has(wallet))
      added.forEach((wallet) => wallets.add(wallet))
      if (added.length) report()
      return () => {
        const removed = added.filter((wallet) => wallets.delete(wallet))
        if (removed.length) report()
      }
    },
  })
  const onRegister = (event: Event) => {
    const callback = (event as CustomEvent<unknown>).detail
    if (typeof callback !== 'function') return
    try {
      ;(callback as (api: RegisterApi) => void)(api)
    } catch (error) {
      console.error('[kit bip122] a wallet failed to register', error)
    }
  }
  target.addEventListener('wallet-standard:register-wallet', onRegister)
  target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
  return () => {
    stopped = true
    target.removeEventListener('wallet-standard:register-wallet', onRegister)
  }
}

/** A Bitcoin wallet: a bip122 (or `bitcoin:`) chain and `bitcoin:connect`, or a sats-connect provider. */
export function isBitcoinWalletStandardWallet(wallet: WalletStandardWallet): boolean {
  if (typeof wallet !== 'object' || wallet === null || typeof wallet.features !== 'object' || wallet.features === null) return false
  if (getSatsConnectFeatureProvider(wallet)) return true
  const chains = Array.isArray(wallet.chains) ? wallet.chains : []
  return (
    bitcoinWalletStandardFeatures.connect in wallet.features &&
    chains.some((chain) => typeof chain === 'string' && (chain.startsWith('bip122:') || chain.startsWith('bitcoin:')))
  )
}

/** The provider of a wallet's `sats-connect:` feature, when it has one. */
export function getSatsConnectFeatureProvider(wallet: WalletStandardWallet): unknown {
  const feature = wallet.features[bitcoinWalletStandardFeatures.satsConnect] as { provider?: unknown } | undefined
  return feature && typeof feature === 'object' ? feature.provider : undefined
}

/** The connector id of a Wallet Standard wallet: its (non-standard) `rdns` when it has one, else its name as a slug (`walletId`, as in every adapter). */
export function walletStandardConnectorId(wallet: WalletStandardWallet): string {
  return walletId({ rdns: typeof wallet.rdns === 'string' ? wallet.rdns : undefined, name: wallet.name })
}
