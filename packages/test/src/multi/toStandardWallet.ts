import type { WalletStandardHost } from './createWalletStandardHost.js'
import type { TestWalletAccount } from './walletStandardPart.js'

/** The shape of `Wallet` of `@wallet-standard/base` (kept structural: @kit/test does not depend on it). */
export interface InProcessWallet {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: `data:image/${string}`
  readonly chains: readonly `${string}:${string}`[]
  readonly features: Readonly<Record<`${string}:${string}`, unknown>>
  readonly accounts: readonly TestWalletAccount[]
}

/**
 * The same wallet as an in-process Wallet Standard `Wallet` object, for Node tests: register it
 * with `getWallets().register(wallet)` of `@wallet-standard/app`. Account objects stay the same
 * while the account does, as the standard requires.
 */
export function toStandardWallet(host: WalletStandardHost): InProcessWallet {
  const cache = new Map<string, TestWalletAccount>()
  const toAccount = (account: TestWalletAccount): TestWalletAccount => {
    const id = [account.address, Buffer.from(account.publicKey).toString('hex'), account.chains.join(','), account.features.join(',')].join('|')
    let existing = cache.get(id)
    if (!existing) {
      existing = Object.freeze({ ...account, publicKey: new Uint8Array(account.publicKey), chains: [...account.chains], features: [...account.features] })
      cache.set(id, existing)
    }
    return existing
  }
  const listeners = new Set<(properties: { accounts: readonly TestWalletAccount[] }) => void>()
  let subscribed: (() => void) | undefined
  const mapResult = (value: unknown): unknown => {
    if (typeof value === 'object' && value !== null && Array.isArray((value as { accounts?: unknown }).accounts))
      return { ...value, accounts: (value as { accounts: TestWalletAccount[] }).accounts.map(toAccount) }
    return value
  }
  const features: Record<string, unknown> = {}
  for (const [name, descriptor] of Object.entries(host.features)) {
    const feature: Record<string, unknown> = { version: descriptor.version, ...descriptor.properties }
    if (name === 'standard:events')
      feature.on = (event: string, listener: (properties: { accounts: readonly TestWalletAccount[] }) => void) => {
        if (event !== 'change') return () => undefined
        listeners.add(listener)
        subscribed ??= host.onChange((accounts) => {
          const properties = { accounts: accounts.map(toAccount) }
          for (const each of [...listeners]) each(properties)
        })
        return () => {
          listeners.delete(listener)
          if (listeners.size === 0) {
            subscribed?.()
            subscribed = undefined
          }
        }
      }
    else for (const method of descriptor.methods) feature[method] = async (...inputs: unknown[]) => mapResult(await host.call(name, method, inputs))
    features[name] = Object.freeze(feature)
  }
  return Object.freeze({
    version: '1.0.0' as const,
    name: host.name,
    icon: host.icon as `data:image/${string}`,
    chains: host.chains as `${string}:${string}`[],
    features: features as Record<`${string}:${string}`, unknown>,
    get accounts() {
      return host.accounts().map(toAccount)
    },
  })
}
