import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

/** A Wallet Standard registry of one test (what `getWallets()` is, without its page-wide singleton). */
export function createTestRegistry(): Pick<Wallets, 'get' | 'on' | 'register'> {
  const wallets = new Set<Wallet>()
  const listeners = { register: new Set<(...wallets: Wallet[]) => void>(), unregister: new Set<(...wallets: Wallet[]) => void>() }
  return {
    get: () => [...wallets],
    on(event, listener) {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
    register(...added) {
      for (const wallet of added) wallets.add(wallet)
      for (const listener of listeners.register) listener(...added)
      return () => {
        for (const wallet of added) wallets.delete(wallet)
        for (const listener of listeners.unregister) listener(...added)
      }
    },
  }
}
