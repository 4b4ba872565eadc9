import { describe, expect, test } from 'vitest'
import { abortConnect } from '../actions/abortConnect.js'
import { close } from '../actions/close.js'
import { connect } from '../actions/connect.js'
import { open } from '../actions/open.js'
import { prepareConnector } from '../actions/prepareConnector.js'
import type { Adapter, Connector, ConnectorPairing } from '../adapters/contract.js'
import { createTestKit, testAddress, tick } from '../testKit.test-utils.js'
import { getAccount } from './getAccount.js'
import { getConnections } from './getConnections.js'
import { getPairing, watchPairing } from './getPairing.js'

/** A connector that pairs like WalletConnect: URIs while `connect` waits; the test decides the outcome. */
function pairingAdapter() {
  const listeners = new Set<(pairing: ConnectorPairing) => void>()
  let finish: ((outcome: 'approve' | 'reject') => void) | undefined
  const signals: AbortSignal[] = []
  let calls = 0
  let prepared = 0
  const connector: Connector = {
    namespace: 'eip155',
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'walletConnect',
    async connect({ signal, networkId } = {}) {
      calls += 1
      if (signal) signals.push(signal)
      return new Promise((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new Error('pairing cancelled')))
        finish = (outcome) =>
          outcome === 'approve'
            ? resolve({ accounts: [testAddress], networkId: networkId ?? 'eip155:31337' })
            : reject(Object.assign(new Error('User rejected.'), { code: 4001 }))
      })
    },
    disconnect: async () => undefined,
    getAccounts: async () => [testAddress],
    getNetworkId: async () => 'eip155:31337',
    isAuthorized: async () => false,
    getProvider: async () => ({}),
    subscribe: () => () => undefined,
    prepare: async () => {
      prepared += 1
    },
    subscribePairing(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
  const adapter: Adapter = {
    namespace: 'eip155',
    setup: () => ({
      watchConnectors(onChange) {
        onChange([connector])
        return () => undefined
      },
      getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
      isValidAddress: (address) => address.startsWith('0x'),
    }),
  }
  return {
    adapter,
    signals,
    calls: () => calls,
    prepared: () => prepared,
    listeners: () => listeners.size,
    emitUri: (uri: string, expiresAt = Date.now() + 240_000) => {
      for (const listener of listeners) listener({ uri, expiresAt })
    },
    finish: (outcome: 'approve' | 'reject') => finish?.(outcome),
  }
}

describe('getPairing', () => {
  test('default: undefined until a connector reports a URI; the latest URI wins; cleared on success', async () => {
    const wallet = pairingAdapter()
    const kit = createTestKit({ adapters: [wallet.adapter] })
    expect(getPairing(kit)).toBeUndefined()
    const seen: (string | undefined)[] = []
    watchPairing(kit, { onChange: (pairing) => seen.push(pairing?.uri) })
    const pending = connect(kit, { connectorId: 'walletConnect' })
    await tick()
    wallet.emitUri('wc:first@2', 1_000)
    expect(getPairing(kit)).toEqual({ connectorId: 'walletConnect', uri: 'wc:first@2', expiresAt: 1_000 })
    expect(getPairing(kit)).toBe(getPairing(kit))
    await tick() // watchers are notified in batches
    wallet.emitUri('wc:second@2')
    expect(getPairing(kit)?.uri).toBe('wc:second@2')
    wallet.finish('approve')
    await pending
    expect(getPairing(kit)).toBeUndefined()
    expect(wallet.listeners()).toBe(0)
    await tick()
    expect(seen).toEqual(['wc:first@2', 'wc:second@2', undefined])
  })

  test('behavior: a rejection clears the URI and reports Connection rejected', async () => {
    const wallet = pairingAdapter()
    const kit = createTestKit({ adapters: [wallet.adapter] })
    const pending = connect(kit, { connectorId: 'walletConnect' })
    await tick()
    wallet.emitUri('wc:uri@2')
    wallet.finish('reject')
    await expect(pending).rejects.toThrow('Connection rejected')
    expect(getPairing(kit)).toBeUndefined()
    expect(getConnections(kit).error).toMatchObject({ connectorId: 'walletConnect', rejected: true })
  })

  test('behavior: closing the modal aborts the pairing: Modal closed, URI cleared, nothing connecting', async () => {
    const wallet = pairingAdapter()
    const kit = createTestKit({ adapters: [wallet.adapter] })
    open(kit)
    const pending = connect(kit, { connectorId: 'walletConnect' })
    await tick()
    wallet.emitUri('wc:uri@2')
    close(kit)
    expect(getPairing(kit)).toBeUndefined()
    await expect(pending).rejects.toThrow('Modal closed')
    expect(wallet.signals[0]?.aborted).toBe(true)
    expect(getConnections(kit)).toMatchObject({ status: 'disconnected', error: undefined, pairing: undefined })
    expect(getAccount(kit).status).toBe('disconnected')
    // A URI reported after the abort is ignored.
    wallet.emitUri('wc:late@2')
    expect(getPairing(kit)).toBeUndefined()
  })

  test('behavior: a second connect on the same connector joins the attempt; another connector abandons it', async () => {
    const wallet = pairingAdapter()
    const kit = createTestKit({ adapters: [wallet.adapter] })
    const first = connect(kit, { connectorId: 'walletConnect' })
    const second = connect(kit, { connectorId: 'walletConnect' })
    expect(second).toBe(first)
    await tick()
    expect(wallet.calls()).toBe(1)
    abortConnect(kit)
    await expect(first).rejects.toThrow('Modal closed')
    const third = connect(kit, { connectorId: 'walletConnect' })
    expect(third).not.toBe(first)
    await tick()
    wallet.finish('approve')
    await expect(third).resolves.toMatchObject({ address: testAddress })
    expect(getConnections(kit).status).toBe('connected')
  })

  test('behavior: prepareConnector warms a connector up, unless it is connecting or connected', async () => {
    const wallet = pairingAdapter()
    const kit = createTestKit({ adapters: [wallet.adapter] })
    prepareConnector(kit, { connectorId: 'walletConnect' })
    expect(wallet.prepared()).toBe(1)
    prepareConnector(kit, { connectorId: 'nope' })
    const pending = connect(kit, { connectorId: 'walletConnect' })
    prepareConnector(kit, { connectorId: 'walletConnect' })
    expect(wallet.prepared()).toBe(1)
    await tick()
    wallet.finish('approve')
    await pending
    prepareConnector(kit, { connectorId: 'walletConnect' })
    expect(wallet.prepared()).toBe(1)
  })
})
