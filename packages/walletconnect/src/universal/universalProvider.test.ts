import { describe, expect, test } from 'vitest'
import type { WalletConnectEvent, WalletConnectHandle, WalletConnectRequestParameters, WalletConnectSession } from '../types.js'
import { createUniversalProvider } from './universalProvider.js'

// One module with a stand-in handle (the real one is exercised in universalAdapter.test.ts): which
// requests go to the session in which namespace, which to the RPC, and the events passed on.

const session: WalletConnectSession = {
  topic: 't',
  expiry: 0,
  peer: { name: 'w', url: '', icons: [] },
  namespaces: {
    eip155: { accounts: ['eip155:1:0xabc'], chains: ['eip155:1'], methods: ['personal_sign'], events: [] },
    solana: { accounts: ['solana:devnet:So1'], chains: ['solana:devnet'], methods: ['solana_signMessage'], events: [] },
  },
}

function standIn() {
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  const requests: WalletConnectRequestParameters[] = []
  const rpc: { url: string; body: unknown }[] = []
  const handle = {
    getSession: () => session,
    request: async (request: WalletConnectRequestParameters) => {
      requests.push(request)
      return 'from-wallet'
    },
    connect: async () => session,
    subscribe(listener: (event: WalletConnectEvent) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  } as unknown as WalletConnectHandle
  const fetcher = (async (url: string, init: RequestInit) => {
    rpc.push({ url, body: JSON.parse(String(init.body)) })
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: 'from-rpc' }))
  }) as typeof fetch
  const provider = createUniversalProvider({
    handle,
    namespace: 'eip155',
    currentChain: () => 'eip155:1',
    rpcUrl: (chainId) => ({ 'eip155:1': 'http://evm', 'solana:devnet': 'http://sol' })[chainId],
    fetch: fetcher,
  })
  return { provider, requests, rpc, emit: (event: WalletConnectEvent) => listeners.forEach((listener) => listener(event)) }
}

describe('createUniversalProvider', () => {
  test('a chainId of another namespace of the session: its approved methods go to the wallet on that chain, the rest to its RPC', async () => {
    const { provider, requests, rpc } = standIn()
    expect(await provider.request({ method: 'solana_signMessage', params: { message: 'm', pubkey: 'So1' } }, 'solana:devnet')).toBe('from-wallet')
    expect(requests).toEqual([{ chainId: 'solana:devnet', method: 'solana_signMessage', params: { message: 'm', pubkey: 'So1' } }])
    expect(await provider.request({ method: 'getBalance', params: ['So1'] }, 'solana:devnet')).toBe('from-rpc')
    expect(rpc).toMatchObject([{ url: 'http://sol', body: { method: 'getBalance', params: ['So1'] } }])
    // The connector's own namespace stays the default.
    expect(await provider.request({ method: 'personal_sign', params: ['0x', '0xabc'] })).toBe('from-wallet')
    expect(requests.at(-1)?.chainId).toBe('eip155:1')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual(['0xabc'])
  })

  test("events: display_uri passes each pairing URI on (AppKit's provider.on('display_uri')); connect and session are the handle's", async () => {
    const { provider, emit } = standIn()
    const uris: unknown[] = []
    const listener = (uri: unknown) => uris.push(uri)
    provider.on('display_uri', listener)
    emit({ type: 'display_uri', uri: 'wc:a@2?symKey=1', expiresAt: 0 })
    provider.removeListener('display_uri', listener)
    emit({ type: 'display_uri', uri: 'wc:b@2?symKey=1', expiresAt: 0 })
    expect(uris).toEqual(['wc:a@2?symKey=1'])
    expect(await provider.connect()).toBe(session)
    expect(provider.session).toBe(session)
  })
})
