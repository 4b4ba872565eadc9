import { describe, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { base } from '../networks/base.js'
import type { KitEvent } from '../state/events.js'
import { createTestKit, testAddress, tick } from '../testKit.test-utils.js'
import type { AppKitState } from './types.js'

describe('AppKit instance methods', () => {
  test('default: open, close, getState, subscribeState, subscribeEvents', async () => {
    const kit = createTestKit()
    const states: AppKitState[] = []
    const events: string[] = []
    const unsubscribe = kit.subscribeState((state) => states.push(state))
    const unsubscribeEvents = kit.subscribeEvents((event: KitEvent) => events.push(event.data.event))
    await kit.open({ view: 'Networks' })
    expect(kit.getState()).toEqual({ open: true, loading: true, initialized: true, activeChain: 'eip155', selectedNetworkId: 'eip155:31337' })
    expect(kit._internal.state.router.view).toBe('Networks')
    await tick()
    await kit.close()
    await tick()
    expect(kit.getState().open).toBe(false)
    expect(states.at(-1)).toMatchObject({ open: false, loading: false })
    expect(events).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    unsubscribe()
    unsubscribeEvents()
    await kit.open()
    expect(events).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })

  test('behavior: loading is true while the opening prefetch runs, then false', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    kit._internal.state.chains.namespaces.eip155!.account.balance = undefined
    await kit.open()
    expect(kit.getState()).toMatchObject({ open: true, loading: true })
    await expect.poll(() => kit.getState().loading).toBe(false)
    // The Account view's balance arrived with it.
    expect(kit._internal.state.chains.namespaces.eip155!.account.balance).toBeDefined()
  })

  test('behavior: open with an unknown view throws and stays closed', async () => {
    const kit = createTestKit()
    await expect(kit.open({ view: 'Nowhere' as never })).rejects.toThrow('Unknown view: "Nowhere"')
    expect(kit.getState().open).toBe(false)
  })
  test("behavior: open({ uri }) (AppKit's display_uri) resolves with that URI shown; a non-wc: uri rejects by name and stays closed", async () => {
    const kit = createTestKit()
    await expect(kit.open({ uri: 'https://example.com' })).rejects.toMatchObject({ name: 'InvalidWalletConnectUriError' })
    expect(kit.getState().open).toBe(false)
    const uri = `wc:${'3'.repeat(64)}@2?relay-protocol=irn&symKey=${'4'.repeat(64)}`
    await kit.open({ uri })
    expect(kit.getState().open).toBe(true)
    expect(kit.getWalletConnectUri()).toMatchObject({ wcUri: uri, wcError: false })
  })

  test('default: account, network, provider and wallet info getters', async () => {
    const kit = createTestKit()
    expect(kit.getAddress()).toBeUndefined()
    expect(kit.getIsConnectedState()).toBe(false)
    expect(kit.getWalletProvider()).toBeUndefined()
    const accounts: (string | undefined)[] = []
    kit.subscribeAccount((account) => accounts.push(account.address))
    await connect(kit, { connectorId: 'mock' })
    await tick()
    expect(kit.getAddress()).toBe(testAddress)
    expect(kit.getCaipAddress()).toBe(`eip155:31337:${testAddress}`)
    expect(kit.getIsConnectedState()).toBe(true)
    expect(kit.getAccount()).toMatchObject({
      address: testAddress,
      isConnected: true,
      status: 'connected',
      allAccounts: [{ namespace: 'eip155', address: testAddress, type: 'eoa' }],
      embeddedWalletInfo: undefined,
    })
    expect(accounts).toContain(testAddress)
    expect(kit.getChainId()).toBe(31337)
    expect(kit.getCaipNetworkId()).toBe('eip155:31337')
    expect(kit.getCaipNetwork()?.name).toBe('Anvil')
    expect(kit.getWalletProvider()).toBeDefined()
    expect(kit.getWalletProviderType()).toBeTypeOf('string')
    expect(kit.getWalletInfo()?.name).toBeTypeOf('string')

    const networks: (number | string | undefined)[] = []
    kit.subscribeNetwork(({ chainId }) => networks.push(chainId))
    await kit.switchNetwork(base)
    await tick()
    expect(kit.getChainId()).toBe(8453)
    expect(networks).toContain(8453)

    await kit.disconnect()
    await tick()
    expect(kit.getAddress()).toBeUndefined()
    expect(accounts.at(-1)).toBeUndefined()
  })

  test('default: theme methods (with --w3m-* variables)', async () => {
    const kit = createTestKit()
    const modes: string[] = []
    kit.subscribeTheme(({ themeMode }) => modes.push(themeMode))
    kit.setThemeMode('dark')
    kit.setThemeVariables({ '--w3m-accent': '#00ff00' })
    await tick()
    expect(kit.getThemeMode()).toBe('dark')
    expect(kit.getThemeVariables()['--kit-accent']).toBe('#00ff00')
    expect(modes).toContain('dark')
  })

  test('default: showErrorMessage and showSuccessMessage are toasts (the toast code loads on the first)', async () => {
    const kit = createTestKit()
    kit.showErrorMessage('Nope')
    kit.showSuccessMessage('Yes')
    // Newest first.
    await vi.waitFor(() =>
      expect(kit._internal.state.snack.toasts.map((toast) => [toast.variant, toast.message])).toEqual([
        ['success', 'Yes'],
        ['error', 'Nope'],
      ]),
    )
  })
})
