import { type Adapter, type Connector, type Kit, open } from '@kit/core'
import { describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { byTestId, expectAccessible, fixture } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import { adapterOf, createTestKit, testAddress, text, waitFor, waitForTestId } from '../kit.test-utils.js'
import { mountView as mountKitView } from '../mount.test-utils.js'
import type { KitConnectView } from './connect-view.component.js'
import { walletTestId } from './connect-view.component.js'
import './connect-view.js'

const mountView = (kit: Kit, options?: { open?: boolean }) => mountKitView<KitConnectView>(kit, 'kit-connect-view', options)

/** Moves the real pointer into a corner, so a newly mounted row is not under it (no pointerenter). */
async function parkPointer(): Promise<void> {
  const corner = await fixture<HTMLDivElement>(html`<div style="position: fixed; right: 0; bottom: 0; inline-size: 4px; block-size: 4px"></div>`)
  await userEvent.hover(corner)
}

/** An adapter whose only wallet is WalletConnect, with `prepare` spied on. */
function walletConnectAdapter(prepare: Connector['prepare']): Adapter {
  const connector: Connector = {
    namespace: 'eip155',
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'walletConnect',
    connect: async () => ({ accounts: [testAddress], networkId: 'eip155:31337' }),
    disconnect: async () => undefined,
    getAccounts: async () => [],
    getNetworkId: async () => 'eip155:31337',
    isAuthorized: async () => false,
    getProvider: async () => ({}),
    subscribe: () => () => undefined,
    prepare,
  }
  return adapterOf(connector)
}

const rowOf = (item: HTMLElement) => item.closest('kit-wallet-item') ?? (item.getRootNode() as ShadowRoot).host

describe('kit-connect-view', () => {
  test('default: one row per wallet', async () => {
    const view = await mountView(createTestKit())
    const item = await waitForTestId(view, 'wallet-item-mock')
    expect(text(item)).toContain('Mock Wallet')
    await expectAccessible(view)
  })

  test('behavior: empty state when no wallet is detected', async () => {
    const kit = createTestKit({ adapters: [] })
    const view = await mountView(kit)
    expect(text(await waitForTestId(view, 'connect-empty'))).toBe("Haven't got a wallet?")
    expect(byTestId(view, 'wallet-list')).toBeNull()
  })

  test('behavior: once shown, an idle moment warms WalletConnect up without pairing; pointing at it prepares the pairing', async () => {
    const prepare = vi.fn(async (_parameters?: { pairing?: boolean | undefined }) => undefined)
    await parkPointer()
    const view = await mountView(createTestKit({ adapters: [walletConnectAdapter(prepare)] }))
    const item = await waitForTestId(view, 'wallet-item-walletconnect')
    // Idle callbacks of a page in the background may be throttled well past their 150 ms timeout.
    await waitFor(() => prepare.mock.calls.length === 1, { timeout: 10_000 })
    expect(prepare).toHaveBeenCalledWith({ pairing: false })
    rowOf(item).dispatchEvent(new PointerEvent('pointerenter'))
    expect(prepare).toHaveBeenLastCalledWith({ pairing: true })
    expect(prepare).toHaveBeenCalledTimes(2)
  })

  test('behavior: rendered in a closed modal (prerendered), it warms nothing up until the modal opens', async () => {
    const prepare = vi.fn(async (_parameters?: { pairing?: boolean | undefined }) => undefined)
    await parkPointer()
    const kit = createTestKit({ adapters: [walletConnectAdapter(prepare)] })
    const view = await mountView(kit, { open: false })
    await waitForTestId(view, 'wallet-item-walletconnect')
    // Well past the warm-up's 150 ms: nothing while closed.
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(prepare).not.toHaveBeenCalled()
    open(kit)
    await waitFor(() => prepare.mock.calls.length === 1, { timeout: 10_000 })
    expect(prepare).toHaveBeenCalledWith({ pairing: false })
  })

  test('behavior: pointing at WalletConnect before the idle moment prepares the pairing once; no warm-up after it', async () => {
    const prepare = vi.fn(async (_parameters?: { pairing?: boolean | undefined }) => undefined)
    await parkPointer()
    const view = await mountView(createTestKit({ adapters: [walletConnectAdapter(prepare)] }))
    const item = await waitForTestId(view, 'wallet-item-walletconnect')
    rowOf(item).dispatchEvent(new PointerEvent('pointerenter'))
    const calls = prepare.mock.calls.length
    expect(prepare).toHaveBeenLastCalledWith({ pairing: true })
    // The idle warm-up (at most 150 ms after the view showed) adds nothing once the pairing is prepared.
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(prepare).toHaveBeenCalledTimes(calls)
    expect(prepare).toHaveBeenLastCalledWith({ pairing: true })
  })

  test('walletTestId', () => {
    const connector = (parts: Partial<Connector>) => ({ id: 'x', ...parts }) as Connector
    expect(walletTestId(connector({ id: 'io.metamask', rdns: 'io.metamask' }))).toBe('wallet-item-io.metamask')
    expect(walletTestId(connector({ id: 'injected' }))).toBe('wallet-item-injected')
    expect(walletTestId(connector({ id: 'walletConnect', type: 'walletConnect' }))).toBe('wallet-item-walletconnect')
    expect(walletTestId(connector({ id: 'custom' }))).toBe('wallet-item-custom')
  })
})
