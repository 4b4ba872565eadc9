// Test helpers for the WalletConnect views: a connector that pairs like WalletConnect (excluded from the build).
import type { Connector, ConnectorPairing } from '@kit/core'
import { adapterOf, deferred, testAddress } from './kit.test-utils.js'

/** A pairing URI of the WalletConnect shape. */
export const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1750000000'
export const wcIcon =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"%3E%3Crect width="4" height="4" fill="%233396FF"/%3E%3C/svg%3E'

/** How the wallet answers: approve, reject (4001), or fail with an error. */
export type Outcome = 'approve' | 'reject' | Error

/**
 * A WalletConnect-like connector: reports URIs while connecting; the test decides the outcome
 * (approve, reject with 4001, or fail with an error).
 */
export function pairingAdapter() {
  const listeners = new Set<(pairing: ConnectorPairing) => void>()
  let outcome = deferred<Outcome>()
  const calls = { count: 0 }
  const connector: Connector = {
    namespace: 'eip155',
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'walletConnect',
    icon: wcIcon,
    async connect({ signal } = {}) {
      calls.count += 1
      const result = await Promise.race([
        outcome.promise,
        new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      ])
      outcome = deferred()
      if (result instanceof Error) throw result
      if (result === 'reject') throw Object.assign(new Error('User rejected.'), { code: 4001 })
      return { accounts: [testAddress], networkId: 'eip155:31337' }
    },
    disconnect: async () => undefined,
    getAccounts: async () => [testAddress],
    getNetworkId: async () => 'eip155:31337',
    isAuthorized: async () => false,
    getProvider: async () => ({}),
    subscribe: () => () => undefined,
    subscribePairing(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
  const adapter = adapterOf(connector)
  return {
    adapter,
    calls,
    emitUri: (value: string) => {
      for (const listener of listeners) listener({ uri: value, expiresAt: Date.now() + 240_000 })
    },
    finish: (result: Outcome) => outcome.resolve(result),
  }
}
