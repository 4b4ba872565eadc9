import { afterEach, describe, expect, test, vi } from 'vitest'
import type { Adapter } from '../adapters/contract.js'
import { mockAdapter } from '../adapters/mockAdapter.js'
import { UnknownViewError } from '../errors/router.js'
import { InvalidWalletConnectUriError } from '../errors/walletConnectUri.js'
import { getModalState } from '../getters/getModalState.js'
import { getPairing } from '../getters/getPairing.js'
import { getRouter } from '../getters/getRouter.js'
import { anvil } from '../networks/anvil.js'
import { solana } from '../networks/solana.js'
import { createTestKit } from '../testKit.test-utils.js'
import { close } from './close.js'
import { connect } from './connect.js'
import { goBack, navigate } from './navigate.js'
import { open } from './open.js'
import { preloadOpen } from './preloadOpen.js'

describe('open', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })
  test('default: no address → Connect', () => {
    const kit = createTestKit()
    open(kit)
    expect(getModalState(kit).open).toBe(true)
    expect(getRouter(kit).view).toBe('Connect')
  })
  test('behavior: with an address → Account', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    open(kit)
    expect(getRouter(kit).view).toBe('Account')
  })
  test('behavior: namespace without address → Connect, and it becomes active', async () => {
    const kit = createTestKit({ networks: [anvil, solana] })
    await connect(kit, { connectorId: 'mock' })
    open(kit, { namespace: 'solana' })
    expect(getRouter(kit).view).toBe('Connect')
    expect(getModalState(kit).activeChain).toBe('solana')
  })
  test('behavior: manual control or no adapters → ConnectingWalletConnectBasic (desktop), AllWallets (mobile)', () => {
    const desktop = createTestKit({ manualWCControl: true })
    open(desktop)
    expect(getRouter(desktop).view).toBe('ConnectingWalletConnectBasic')
    const mobile = createTestKit({ adapters: [], environment: { isBrowser: () => true, isMobile: () => true } })
    open(mobile)
    expect(getRouter(mobile).view).toBe('AllWallets')
  })
  test('behavior: adapters that only offer WalletConnect (the no-adapter mode) open like no adapters; one other adapter → Connect', () => {
    const walletConnectOnly = (namespace: 'eip155' | 'solana'): Adapter => ({
      namespace,
      setup: () => ({
        walletConnectOnly: true,
        watchConnectors: () => () => undefined,
        getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
        isValidAddress: () => true,
      }),
    })
    const universal = createTestKit({ networks: [anvil, solana], adapters: [walletConnectOnly('eip155'), walletConnectOnly('solana')] })
    open(universal)
    expect(getRouter(universal).view).toBe('ConnectingWalletConnectBasic')
    const mixed = createTestKit({ networks: [anvil, solana], adapters: [mockAdapter({ accounts: ['0x1'] }), walletConnectOnly('solana')] })
    open(mixed)
    expect(getRouter(mixed).view).toBe('Connect')
  })
  test('parameters: view', () => {
    const kit = createTestKit()
    open(kit, { view: 'Networks' })
    expect(getRouter(kit).view).toBe('Networks')
  })
  test('behavior: close resets the view to Connect and clears loading', () => {
    const kit = createTestKit()
    open(kit, { view: 'Networks' })
    kit._internal.state.modal.loading = true
    close(kit)
    expect(getModalState(kit)).toMatchObject({ open: false, loading: false })
    expect(getRouter(kit)).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })
  test('behavior: loading is set at once; the prefetch starts once the opening frame has rendered', async () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    const kit = createTestKit()
    await preloadOpen() // the prefetch code is loaded: only the frame holds the prefetch back
    open(kit)
    expect(getModalState(kit).loading).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(getModalState(kit).loading).toBe(true)
    for (const frame of frames.splice(0)) frame(0)
    await expect.poll(() => getModalState(kit).loading).toBe(false)
  })
  test('behavior: a hidden page renders no frames, so its prefetch starts in a task', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0)
    vi.stubGlobal('document', { visibilityState: 'hidden' })
    const kit = createTestKit()
    open(kit)
    expect(getModalState(kit).loading).toBe(true)
    await expect.poll(() => getModalState(kit).loading).toBe(false)
  })
  test('behavior: history', () => {
    const kit = createTestKit()
    open(kit)
    navigate(kit, { view: 'ConnectingExternal', data: { connectorId: 'mock' } })
    expect(getRouter(kit)).toMatchObject({ view: 'ConnectingExternal', data: { connectorId: 'mock' } })
    goBack(kit)
    expect(getRouter(kit)).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })
})

describe("open({ uri }): the app's own WalletConnect pairing", () => {
  const topic = 'a'.repeat(64)
  const uri = `wc:${topic}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1900000000`
  test('the modal opens on the QR view with that exact URI, marked external; nothing is connecting', async () => {
    const kit = createTestKit({ adapters: [] })
    await open(kit, { uri })
    expect(getModalState(kit).open).toBe(true)
    expect(getRouter(kit).view).toBe('ConnectingWalletConnectBasic')
    expect(getPairing(kit)).toEqual({ connectorId: 'walletConnect', uri, expiresAt: 1_900_000_000_000, external: true })
    expect(kit._internal.runtime.pendingConnect).toBeUndefined()
    expect(kit._internal.state.connections.status).toBe('disconnected')
  })
  test('with adapters too (the QR view, not Connect); on mobile AllWallets; a given view wins', async () => {
    const desktop = createTestKit()
    await open(desktop, { uri })
    expect(getRouter(desktop).view).toBe('ConnectingWalletConnectBasic')
    const mobile = createTestKit({ environment: { isBrowser: () => true, isMobile: () => true } })
    await open(mobile, { uri })
    expect(getRouter(mobile).view).toBe('AllWallets')
    expect(getPairing(mobile)?.uri).toBe(uri)
    const chosen = createTestKit()
    await open(chosen, { uri, view: 'ConnectingWalletConnect' })
    expect(getRouter(chosen).view).toBe('ConnectingWalletConnect')
  })
  test("a URI without expiryTimestamp counts WalletConnect's 5 minutes; a second open replaces the URI", async () => {
    const kit = createTestKit()
    const before = Date.now()
    await open(kit, { uri: `wc:${topic}@2?relay-protocol=irn&symKey=${'c'.repeat(64)}` })
    const { expiresAt } = getPairing(kit)!
    expect(expiresAt).toBeGreaterThanOrEqual(before + 5 * 60_000)
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 5 * 60_000)
    await open(kit, { uri })
    expect(getPairing(kit)?.uri).toBe(uri)
  })
  test('closing clears the URI', async () => {
    const kit = createTestKit()
    await open(kit, { uri })
    close(kit)
    expect(getPairing(kit)).toBeUndefined()
  })
  test.each([
    ['an https link', 'https://example.com/wc?uri=x'],
    ['no version', `wc:${topic}?relay-protocol=irn&symKey=${'b'.repeat(64)}`],
    ['no key', `wc:${topic}@2?relay-protocol=irn`],
    ['empty', ''],
    ['spaces', `wc:${topic}@2?relay-protocol=irn&symKey=b b`],
  ])('errors: %s is InvalidWalletConnectUriError and nothing changes', async (_, bad) => {
    const kit = createTestKit()
    await expect(open(kit, { uri: bad })).rejects.toThrow(InvalidWalletConnectUriError)
    expect(getModalState(kit).open).toBe(false)
    expect(getPairing(kit)).toBeUndefined()
  })
  test('errors: the message names the received value; an unknown view with a uri is UnknownViewError, nothing changes', async () => {
    const kit = createTestKit()
    await expect(open(kit, { uri: 'nope' })).rejects.toThrowErrorMatchingInlineSnapshot(`
      [InvalidWalletConnectUriError: Invalid WalletConnect URI

      Pass the URI the WalletConnect provider reported (its display_uri event): wc:<topic>@<version>?…

      Details: Received: "nope"
      Version: @kit/core@0.1.0]
    `)
    await expect(open(kit, { uri, view: 'Nowhere' as 'Connect' })).rejects.toThrow(UnknownViewError)
    expect(getModalState(kit).open).toBe(false)
    expect(getPairing(kit)).toBeUndefined()
  })
  test('without a uri, open stays synchronous (returns nothing, the modal is open at once)', () => {
    const kit = createTestKit()
    expect(open(kit, { view: 'Networks' })).toBeUndefined()
    expect(getModalState(kit).open).toBe(true)
  })
})

describe('embedded mode (enableEmbedded)', () => {
  test('the modal is shown from the start and closing keeps it shown on Connect while disconnected', () => {
    const kit = createTestKit({ enableEmbedded: true })
    expect(getModalState(kit).open).toBe(true)
    navigate(kit, { view: 'WhatIsAWallet' })
    close(kit)
    expect(getModalState(kit).open).toBe(true)
    expect(getRouter(kit).view).toBe('Connect')
  })

  test('closing shows Account when connected (docs/rules/screens.md)', async () => {
    const kit = createTestKit({ enableEmbedded: true })
    await connect(kit, { connectorId: 'mock' })
    navigate(kit, { view: 'Networks' })
    close(kit)
    expect(getModalState(kit).open).toBe(true)
    expect(getRouter(kit).view).toBe('Account')
  })

  test('default (not embedded): closing hides the modal and resets to Connect even when connected', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    open(kit)
    close(kit)
    expect(getModalState(kit).open).toBe(false)
    expect(getRouter(kit).view).toBe('Connect')
  })
})
