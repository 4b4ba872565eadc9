import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AdapterContext, createMemoryBackend, createStorage } from '@kit/core'
import type { WalletConnectEvent, WalletConnectHandle, WalletConnectSession } from '@kit/walletconnect'
import { describe, expect, test, vi } from 'vitest'
import { anvilNetwork, secondAnvilNetwork } from '../test/anvilNetworks.js'
import { createSessionProvider } from './walletConnectSession.js'

// The session logic of the WalletConnect provider on its own, over a stand-in handle (the real
// handle, relay and wallet are in walletConnectConnector.test.ts).

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function session(chains: number[], methods: string[] = ['personal_sign', 'wallet_switchEthereumChain'], accounts = [address]): WalletConnectSession {
  return {
    topic: 't'.repeat(64),
    expiry: Date.now() / 1000 + 3600,
    peer: { name: 'Wallet', url: 'https://wallet', icons: [] },
    namespaces: {
      eip155: {
        chains: chains.map((chain) => `eip155:${chain}`),
        accounts: chains.flatMap((chain) => accounts.map((account) => `eip155:${chain}:${account}`)),
        methods,
        events: ['accountsChanged', 'chainChanged'],
      },
    },
  }
}

function setup(initial?: WalletConnectSession, rpcUrl = 'http://127.0.0.1:1') {
  let current = initial
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  const request = vi.fn(async (_parameters: { chainId: string; method: string; params?: unknown }): Promise<unknown> => '0xsigned')
  const handle = {
    getSession: () => current,
    connect: vi.fn(async () => current!),
    restore: vi.fn(async () => current),
    request,
    disconnect: vi.fn(async () => {
      current = undefined
    }),
    subscribe(listener: (event: WalletConnectEvent) => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  } as unknown as WalletConnectHandle
  const context: AdapterContext = {
    networks: [anvilNetwork(rpcUrl), secondAnvilNetwork(rpcUrl)],
    getRpcUrls: (network) => network.rpcUrls.default.http,
    storage: createStorage({ prefix: 'test', backend: createMemoryBackend() }),
  }
  const events: [string, unknown][] = []
  const provider = createSessionProvider({ handle, context, emit: (name, value) => events.push([name, value]) })
  return {
    provider,
    events,
    request,
    handle,
    setSession: (next: WalletConnectSession | undefined) => (current = next),
    fire: (event: WalletConnectEvent) => listeners.forEach((listener) => listener(event)),
  }
}

describe('createSessionProvider', () => {
  test('default: accounts and chain from the session, the first configured chain the wallet approved', async () => {
    const { provider } = setup(session([31338, 31337]))
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
  })

  test('behavior: no session → eth_accounts [] and wallet methods fail with 4900', async () => {
    const { provider } = setup()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', address] })).rejects.toMatchObject({ code: 4900 })
  })

  test('behavior: wallet methods go through the session on the current chain; unapproved ones are 4200', async () => {
    const { provider, request } = setup(session([31337]))
    expect(await provider.request({ method: 'personal_sign', params: ['0x68', address] })).toBe('0xsigned')
    expect(request).toHaveBeenCalledWith({ chainId: 'eip155:31337', method: 'personal_sign', params: ['0x68', address] })
    await expect(provider.request({ method: 'eth_sendTransaction', params: [{}] })).rejects.toMatchObject({ code: 4200 })
  })

  test('behavior: switching asks the wallet when it approved the method, else switches locally or fails with 4902', async () => {
    const asked = setup(session([31337, 31338]))
    await asked.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(asked.request).toHaveBeenCalledWith({ chainId: 'eip155:31337', method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(asked.events).toEqual([['chainChanged', '0x7a6a']])
    expect(await asked.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')

    const local = setup(session([31337, 31338], ['personal_sign']))
    await local.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(local.request).not.toHaveBeenCalled()
    expect(await local.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    await expect(local.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).rejects.toMatchObject({ code: 4902 })
  })

  test('behavior: session events become EIP-1193 events (chainChanged in any format, CAIP-10 accounts)', async () => {
    const { provider, events, fire } = setup(session([31337, 31338]))
    await provider.request({ method: 'eth_accounts' })
    fire({ type: 'session_event', chainId: 'eip155:31337', name: 'chainChanged', data: '0x7a6a' })
    fire({ type: 'session_event', chainId: 'eip155:31338', name: 'chainChanged', data: 'eip155:31337' })
    fire({ type: 'session_event', chainId: 'eip155:31337', name: 'chainChanged', data: 'garbage' })
    fire({ type: 'session_event', chainId: 'eip155:31337', name: 'accountsChanged', data: [`eip155:31337:${other}`] })
    fire({ type: 'session_event', chainId: 'solana:abc', name: 'accountsChanged', data: ['x'] })
    fire({ type: 'session_delete', topic: 't' })
    expect(events).toEqual([
      ['chainChanged', '0x7a6a'],
      ['chainChanged', '0x7a69'],
      ['accountsChanged', [other]],
      ['disconnect', expect.objectContaining({ code: 4900 })],
    ])
  })

  test('behavior: a session update that drops the current chain moves to an approved one', async () => {
    const { provider, events, fire } = setup(session([31337, 31338]))
    await provider.request({ method: 'eth_accounts' })
    fire({ type: 'session_update', session: session([31338], undefined, [other]) })
    expect(events).toEqual([
      ['chainChanged', '0x7a6a'],
      ['accountsChanged', [other]],
    ])
  })

  test('behavior: wallet_revokePermissions deletes the session; read-only calls go to the RPC, not the wallet', async () => {
    const reads: string[] = []
    const rpc = createServer((incoming, response) => {
      let body = ''
      incoming.on('data', (chunk) => (body += chunk))
      incoming.on('end', () => {
        const { id, method } = JSON.parse(body) as { id: number; method: string }
        reads.push(method)
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x10' }))
      })
    })
    await new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve))
    const { provider, handle, request } = setup(session([31337]), `http://127.0.0.1:${(rpc.address() as AddressInfo).port}`)
    try {
      expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x10')
    } finally {
      rpc.close()
    }
    expect(reads).toEqual(['eth_blockNumber'])
    expect(request).not.toHaveBeenCalled()
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(handle.disconnect).toHaveBeenCalled()
  })
})
