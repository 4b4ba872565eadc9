import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { StandardEventsFeature } from '@wallet-standard/features'
import { isSolanaChain } from '../utils/solanaChains.js'

/** A Wallet Standard wallet Kit can use for Solana: a `solana:` chain and `standard:connect`. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return wallet.chains.some(isSolanaChain) && 'standard:connect' in wallet.features
}

export type WatchSolanaWalletsParameters = {
  onChange(wallets: readonly Wallet[]): void
}

/**
 * Follows a Wallet Standard registry (`getWallets()` of `@wallet-standard/app`): reports the
 * Solana wallets now and again whenever one registers, unregisters, or changes its chains or
 * features (a multi-chain wallet may add Solana later). Same list, same call: nothing is reported.
 */
export function watchSolanaWallets(registry: Pick<Wallets, 'get' | 'on'>, { onChange }: WatchSolanaWalletsParameters): () => void {
  const watched = new Map<Wallet, () => void>()
  let reported: readonly Wallet[] | undefined

  const report = () => {
    const all = registry.get()
    for (const wallet of all)
      if (!watched.has(wallet)) {
        const events = (wallet.features as Partial<StandardEventsFeature>)['standard:events']
        watched.set(wallet, events?.on('change', ({ chains, features }) => (chains || features ? report() : undefined)) ?? (() => undefined))
      }
    for (const [wallet, stop] of watched)
      if (!all.includes(wallet)) {
        stop()
        watched.delete(wallet)
      }
    const wallets = all.filter(isSolanaWallet)
    if (reported && wallets.length === reported.length && wallets.every((wallet, index) => wallet === reported![index])) return
    reported = wallets
    onChange(wallets)
  }

  const stops = [registry.on('register', report), registry.on('unregister', report)]
  report()
  return () => {
    for (const stop of stops) stop()
    for (const stop of watched.values()) stop()
    watched.clear()
  }
}
