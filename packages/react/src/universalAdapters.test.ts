import { anvil, createKit, mockAdapter, solanaDevnet } from '@kit/core'
import { walletConnect } from '@kit/walletconnect'
import { describe, expect, test, vi } from 'vitest'
import { withUniversalAdapters } from './universalAdapters.js'

const base = { projectId: 'test-project', networks: [anvil] } as const

describe('withUniversalAdapters (no-adapter mode)', () => {
  test('default: without adapters each namespace of the networks gets a WalletConnect-only adapter, loaded on mount', async () => {
    const parameters = withUniversalAdapters({ ...base, networks: [anvil, solanaDevnet] })
    expect(parameters.adapters?.map((adapter) => adapter.namespace)).toEqual(['eip155', 'solana'])
    const kit = createKit({ ...parameters, enableReconnect: false, environment: { isBrowser: () => true, isMobile: () => false } })
    expect([...kit._internal.adapters.values()].every((adapter) => adapter.walletConnectOnly)).toBe(true)
    const connectors = () => Object.values(kit._internal.state.connectors.byNamespace).flatMap((list) => list ?? [])
    await vi.waitFor(() =>
      expect(connectors().map(({ namespace, id, type }) => [namespace, id, type])).toEqual([
        ['eip155', 'walletConnect', 'walletConnect'],
        ['solana', 'walletConnect', 'walletConnect'],
      ]),
    )
    kit._internal.unmount()
  })

  test('parameters: a Kit WalletConnect handle as universalProvider is the client (honoured: no warning for it)', async () => {
    const handle = walletConnect({ relayUrl: 'ws://127.0.0.1:1', projectId: 'test-project' })
    const parameters = withUniversalAdapters({ ...base, universalProvider: handle })
    expect('universalProvider' in parameters).toBe(false)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const kit = createKit({ ...parameters, enableReconnect: false, environment: { isBrowser: () => true, isMobile: () => false } })
    expect(warn.mock.calls.flat().join(' ')).not.toContain('universalProvider')
    warn.mockRestore()
    await vi.waitFor(() => expect(handle.getProposalNamespaces()).toMatchObject({ eip155: { chains: ['eip155:31337'] } }))
    kit._internal.unmount()
  })

  test('parameters: adapters given, or enableWalletConnect false: unchanged', () => {
    const withAdapters = { ...base, adapters: [mockAdapter({ accounts: ['0x1'] })] }
    expect(withUniversalAdapters(withAdapters)).toBe(withAdapters)
    const off = { ...base, enableWalletConnect: false }
    expect(withUniversalAdapters(off)).toBe(off)
  })

  test('bad input: a universalProvider that is not a Kit handle is left for the options warning; WalletConnect still pairs', () => {
    const parameters = withUniversalAdapters({ ...base, universalProvider: { request: () => undefined } })
    expect(parameters.universalProvider).toEqual({ request: expect.any(Function) })
    expect(parameters.adapters?.map((adapter) => adapter.namespace)).toEqual(['eip155'])
  })
})
