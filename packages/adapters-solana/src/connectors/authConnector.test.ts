import type { AuthConnectorBridge } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { decodeBase58, encodeBase58 } from '../utils/base58.js'
import { createSolanaAuthConnector } from './authConnector.js'

// The embedded wallet's Solana connector over a recording bridge (the frame is tested in
// apps/secure and e2e/embedded-solana.spec.ts): what it sends for each method and how it reads the answers.
const address = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'

function setup(answer: (method: string, params: unknown) => unknown) {
  const calls: { method: string; params?: unknown }[] = []
  const bridge: AuthConnectorBridge = {
    id: 'auth',
    name: 'Embedded Wallet',
    connect: async () => ({ accounts: [address], networkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }),
    disconnect: async () => undefined,
    getAccounts: async () => [address],
    getNetworkId: async () => 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    isAuthorized: async () => true,
    subscribe: () => () => undefined,
    switchNetwork: async () => undefined,
    async request(call) {
      calls.push(call)
      return answer(call.method, call.params)
    },
  }
  const connector = createSolanaAuthConnector(bridge, {
    getConnection: async () => {
      throw new Error('no RPC in this test')
    },
    currentNetwork: async () => {
      throw new Error('no network in this test')
    },
  })
  return { calls, connector }
}

describe('createSolanaAuthConnector', () => {
  test('default: an auth connector of the solana namespace with the bridge id', () => {
    const { connector } = setup(() => null)
    expect({ id: connector.id, namespace: connector.namespace, type: connector.type, name: connector.name }).toEqual({
      id: 'auth',
      namespace: 'solana',
      type: 'auth',
      name: 'Embedded Wallet',
    })
  })

  test('default: signMessage sends the UTF-8 bytes in base58 with the account; returns the base58 signature', async () => {
    const signature = encodeBase58(new Uint8Array(64).fill(7))
    const { calls, connector } = setup(() => ({ signature }))
    expect(await connector.signMessage({ message: 'Hello', address })).toBe(signature)
    expect(calls).toEqual([{ method: 'solana_signMessage', params: { message: encodeBase58(new TextEncoder().encode('Hello')), pubkey: address } }])
  })

  test('default: transactions cross as base58 wire bytes; sign-and-send passes its options', async () => {
    const transactions = [new Uint8Array([1, 2, 3]), new Uint8Array([4, 5])]
    const { calls, connector } = setup((method, params) =>
      method === 'solana_signAllTransactions'
        ? { transactions: (params as { transactions: string[] }).transactions.map((item) => encodeBase58(decodeBase58(item).map((byte) => byte + 1))) }
        : { signature: '5'.repeat(88) },
    )
    expect(await connector.signTransactions({ address, transactions })).toEqual([new Uint8Array([2, 3, 4]), new Uint8Array([5, 6])])
    expect(await connector.signAndSendTransaction({ address, transaction: transactions[0]!, options: { skipPreflight: true } })).toBe('5'.repeat(88))
    expect(calls[1]).toEqual({
      method: 'solana_signAndSendTransaction',
      params: { transaction: encodeBase58(transactions[0]!), options: { skipPreflight: true } },
    })
  })

  test('behavior: an answer without the expected field is an error, not undefined', async () => {
    const { connector } = setup(() => ({}))
    await expect(connector.signMessage({ message: 'Hello', address })).rejects.toThrow('The embedded wallet returned no signature')
    await expect(connector.signTransactions({ address, transactions: [new Uint8Array([1])] })).rejects.toThrow(
      'The embedded wallet returned no signed transactions',
    )
  })
})
