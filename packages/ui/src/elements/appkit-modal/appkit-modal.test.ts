import { close, connect, disconnect, getAccount, getModalState, getNetwork, getRouter, getToasts, type Kit, open, setThemeMode, showToast } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import type { KitDialog } from '../../components/dialog/dialog.component.js'
import type { KitToastStack } from '../../components/toast-stack/toast-stack.component.js'
import { defineElements } from '../../defineElements.js'
import { byTestId, elementUpdated, expectAccessible, fixture, listen, sleep } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import { createTestKit, deferred, testAddress, text, waitFor, waitForNoTestId, waitForTestId } from '../../views/kit.test-utils.js'
import type { AppKitModal } from './appkit-modal.component.js'

await defineElements()

async function mountModal(kit: Kit, id = ''): Promise<AppKitModal> {
  const modal = await fixture<AppKitModal>(html`<appkit-modal id=${id} .kit=${kit}></appkit-modal>`)
  await elementUpdated(modal)
  return modal
}

/**
 * axe on the dialog once its open, view and title animations (≤ 150 ms) are over: a check
 * during a fade sees half-transparent text, so a failure is retried for up to a second.
 */
async function accessible(modal: AppKitModal) {
  for (let attempt = 0; ; attempt++) {
    await sleep(200)
    try {
      return await expectAccessible(byTestId(modal, 'kit-modal')!)
    } catch (error) {
      if (attempt >= 4) throw error
    }
  }
}

const dialogOf = (modal: AppKitModal) => modal.shadowRoot!.querySelector('kit-dialog') as KitDialog
const isOpen = (modal: AppKitModal) => dialogOf(modal).open

/** Each `prewarm()` of the modal's dialog, as whether the Connect view's wallet list was in it. */
function recordPrewarms(modal: AppKitModal): boolean[] {
  const dialog = dialogOf(modal)
  const prewarmed: boolean[] = []
  const prewarm = dialog.prewarm.bind(dialog)
  dialog.prewarm = () => {
    prewarmed.push(byTestId(modal, 'wallet-item-mock') !== null)
    prewarm()
  }
  return prewarmed
}

async function openOn(modal: AppKitModal, kit: Kit, view?: Parameters<typeof open>[1]) {
  open(kit, view)
  await waitFor(() => isOpen(modal), { message: 'the modal to open' })
  await elementUpdated(dialogOf(modal))
}

describe('appkit-modal', () => {
  test('default: closed, toast stack rendered, theme applied, ready event', async () => {
    const kit = createTestKit()
    const ready = listen(document, 'appkit-modal-ready')
    const modal = await mountModal(kit)
    expect(isOpen(modal)).toBe(false)
    expect(byTestId(modal, 'toast-stack')).not.toBeNull()
    expect(ready.map((event) => event.detail.kit)).toEqual([kit])
    expect(getComputedStyle(modal).getPropertyValue('--kit-z-index').trim()).toBe('999')
    expect(getComputedStyle(modal).getPropertyValue('--kit-color-bg').trim()).toBe('#FFFFFF')
    setThemeMode(kit, 'dark')
    await waitFor(() => getComputedStyle(modal).getPropertyValue('--kit-color-bg').trim() === '#17181A', {
      message: 'the dark palette',
    })
  })

  test('behavior: placed with no kit (AppKit disableAppend), takes the one kit createAppKit made (appkit-kit-request detail.kits)', async () => {
    const kits: Kit[] = [createTestKit()]
    const answer = (event: CustomEvent<{ kits?: Kit[] }>) => event.detail.kits?.push(...kits)
    document.addEventListener('appkit-kit-request', answer)
    try {
      const modal = await fixture<AppKitModal>(html`<appkit-modal></appkit-modal>`)
      expect(modal.kit).toBe(kits[0])
      // Two kits: nothing says which one is meant, so the page must set it.
      kits.push(createTestKit({ storageKey: 'other' }))
      const second = await fixture<AppKitModal>(html`<appkit-modal></appkit-modal>`)
      expect(second.kit).toBeUndefined()
    } finally {
      document.removeEventListener('appkit-kit-request', answer)
    }
  })

  test('behavior: opens on Connect and lists the mock wallet', async () => {
    const kit = createTestKit()
    const modal = await mountModal(kit)
    await openOn(modal, kit)
    const panel = byTestId(modal, 'kit-modal')!
    expect(panel.getAttribute('role')).toBe('dialog')
    expect(text(dialogOf(modal).shadowRoot!.querySelector('.title'))).toBe('Connect a wallet')
    const item = await waitForTestId(modal, 'wallet-item-mock')
    expect(text(item)).toContain('Mock Wallet')
    expect(text(item)).toContain('Installed')
    await accessible(modal)
  })

  test('behavior: Connect is rendered hidden before the first open, and drawn once invisibly (prewarm); opening shows that element; closing renders a fresh one', async () => {
    const kit = createTestKit()
    const modal = await mountModal(kit)
    const connectView = () => modal.shadowRoot!.querySelector('kit-connect-view')
    const dialog = dialogOf(modal)
    const prewarmed = recordPrewarms(modal)
    // Once the page is idle: in the closed dialog, which hides it.
    await waitFor(() => connectView(), { message: 'the prerendered Connect view' })
    await waitForTestId(modal, 'wallet-item-mock')
    // The next idle moment draws it once, with the wallet list in it, and hides it again.
    await waitFor(() => prewarmed.length > 0 && !dialog.hasAttribute('prewarm'), { message: 'the prewarm' })
    expect(prewarmed).toEqual([true])
    const prerendered = connectView()!
    expect(isOpen(modal)).toBe(false)
    // Laid out but invisible: no layout left for the opening click.
    expect(prerendered.getBoundingClientRect().height).toBeGreaterThan(0)
    expect(prerendered.checkVisibility({ visibilityProperty: true })).toBe(false)
    await openOn(modal, kit)
    expect(connectView()).toBe(prerendered)
    expect(prerendered.checkVisibility({ visibilityProperty: true })).toBe(true)
    close(kit)
    await waitFor(() => !isOpen(modal), { message: 'the modal to close' })
    await waitFor(() => connectView() !== prerendered && connectView() !== null, { message: 'a fresh Connect view' })
    await sleep(100)
    // Caches warm after the first opening: no second prewarm.
    expect(prewarmed).toEqual([true])
    // Opened on another view, the modal holds that view only.
    await openOn(modal, kit, { view: 'Networks' })
    await waitForTestId(modal, 'network-list')
    expect(connectView()).toBeNull()
  })

  test('behavior: on a slow connection the Connect view is rendered ahead at once, not after an idle moment and its preloads', async () => {
    // Chromium's Network Information API, as a phone on Slow 4G reports it (internal/slowNetwork.ts).
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { effectiveType: '3g' } })
    try {
      const kit = createTestKit()
      const modal = await mountModal(kit)
      await elementUpdated(modal)
      expect(modal.shadowRoot!.querySelector('kit-connect-view')).not.toBeNull()
      expect(isOpen(modal)).toBe(false)
    } finally {
      delete (navigator as { connection?: unknown }).connection
    }
  })

  test('behavior: connected, nothing is rendered ahead (the buttons open Account); a disconnect renders Connect again', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    const modal = await mountModal(kit)
    const prewarmed = recordPrewarms(modal)
    const connectView = () => modal.shadowRoot!.querySelector('kit-connect-view')
    // Past the idle moments the modal renders ahead in (its chunks loaded, whenIdle at most 200 ms).
    await sleep(600)
    expect(connectView()).toBeNull()
    // Nothing rendered ahead, nothing to draw ahead either.
    expect(prewarmed).toEqual([])
    await disconnect(kit)
    await waitFor(() => connectView(), { message: 'the Connect view rendered ahead' })
    expect(isOpen(modal)).toBe(false)
    // The Connect view now in the closed dialog is drawn once, invisibly.
    await waitFor(() => prewarmed.length > 0, { message: 'the prewarm' })
    expect(prewarmed).toEqual([true])
    await connect(kit, { connectorId: 'mock' })
    await waitFor(() => connectView() === null, { message: 'the Connect view dropped' })
  })

  test('behavior: rdns and legacy injected test ids, recent tag', async () => {
    const kit = createTestKit({ adapter: { connector: { rdns: 'io.metamask', name: 'MetaMask' } } })
    const modal = await mountModal(kit)
    await connect(kit, { connectorId: 'mock' })
    open(kit, { view: 'Connect' })
    const item = await waitForTestId(modal, 'wallet-item-io.metamask')
    expect(text(item)).toContain('Recent')

    const legacy = createTestKit({ adapter: { connectorId: 'injected' } })
    const other = await mountModal(legacy)
    await openOn(other, legacy)
    await waitForTestId(other, 'wallet-item-injected')
  })

  test('behavior: connecting shows ConnectingExternal, then the modal closes', async () => {
    const gate = deferred()
    const kit = createTestKit({ adapter: { connectGate: gate.promise } })
    const modal = await mountModal(kit)
    await openOn(modal, kit)
    ;(await waitForTestId(modal, 'wallet-item-mock')).click()
    const title = await waitForTestId(modal, 'connecting-title')
    expect(text(title)).toBe('Continue in Mock Wallet')
    expect(text(byTestId(modal, 'connecting-external-view'))).toContain('Accept connection request in the wallet')
    expect(byTestId(modal, 'progress-ring')).not.toBeNull()
    expect(text(dialogOf(modal).shadowRoot!.querySelector('.title'))).toBe('Mock Wallet')
    expect(dialogOf(modal).canGoBack).toBe(true)
    await accessible(modal)
    gate.resolve()
    await waitFor(() => !isOpen(modal), { message: 'the modal to close' })
    expect(getAccount(kit).address).toBe(testAddress)
    expect(getRouter(kit).view).toBe('Connect')
  })

  test('behavior: rejection shows Connection rejected and retry connects', async () => {
    const kit = createTestKit({ adapter: { features: { rejectConnect: true } } })
    const modal = await mountModal(kit)
    await openOn(modal, kit)
    ;(await waitForTestId(modal, 'wallet-item-mock')).click()
    const error = await waitForTestId(modal, 'connecting-error')
    expect(text(error)).toBe('Connection rejected')
    expect(byTestId(modal, 'progress-ring')).toBeNull()
    const retry = byTestId(modal, 'connecting-retry')!
    expect(text((retry.getRootNode() as ShadowRoot).host)).toContain('Try again')
    await accessible(modal)
    retry.click()
    await waitFor(() => kit._internal.state.connections.status === 'disconnected' && getModalState(kit).open)
    expect(text(await waitForTestId(modal, 'connecting-error'))).toBe('Connection rejected')
  })

  test('behavior: other failures show Failed to connect with the details', async () => {
    const kit = createTestKit({ adapter: { features: { connectResult: { accounts: [], networkId: 'eip155:31337' } } } })
    const modal = await mountModal(kit)
    await openOn(modal, kit)
    ;(await waitForTestId(modal, 'wallet-item-mock')).click()
    expect(text(await waitForTestId(modal, 'connecting-error'))).toBe('Failed to connect')
    expect(byTestId(modal, 'connecting-retry')).not.toBeNull()
  })

  test('behavior: Account shows the address and balance, disconnect works', async () => {
    const kit = createTestKit()
    const modal = await mountModal(kit)
    await connect(kit, { connectorId: 'mock' })
    await openOn(modal, kit)
    expect(getRouter(kit).view).toBe('Account')
    expect(text(await waitForTestId(modal, 'account-address'))).toBe('0xf39F…2266')
    expect(text(await waitForTestId(modal, 'account-balance'))).toBe('1.234 ETH')
    expect(text(byTestId(modal, 'account-network'))).toContain('Anvil')
    await accessible(modal)
    byTestId(modal, 'disconnect-button')!.click()
    await waitFor(() => !isOpen(modal), { message: 'the modal to close' })
    expect(getAccount(kit).isConnected).toBe(false)
  })

  test('behavior: Account balance fallback and skeleton', async () => {
    const balance = deferred()
    const kit = createTestKit({ adapter: { balance: 0n, balanceGate: balance.promise } })
    const modal = await mountModal(kit)
    await connect(kit, { connectorId: 'mock' })
    await openOn(modal, kit)
    await waitForTestId(modal, 'account-balance-skeleton')
    balance.resolve()
    expect(text(await waitForTestId(modal, 'account-balance'))).toBe('0.000 ETH')
  })

  test('behavior: the toast stack gets the toasts oldest first, and the same list while they do not change', async () => {
    const kit = createTestKit()
    const modal = await mountModal(kit)
    const stack = modal.shadowRoot!.querySelector('kit-toast-stack') as KitToastStack
    showToast(kit, { variant: 'info', message: 'first' })
    showToast(kit, { variant: 'info', message: 'second' })
    await waitFor(() => stack.toasts.length === 2, { message: 'two toasts in the stack' })
    expect(stack.toasts.map((toast) => toast.message)).toEqual(['first', 'second'])
    const shown = stack.toasts
    await openOn(modal, kit) // the modal renders again; its toasts did not change
    expect(stack.toasts).toBe(shown)
    showToast(kit, { variant: 'info', message: 'third' })
    await waitFor(() => stack.toasts.length === 3, { message: 'three toasts in the stack' })
    expect(stack.toasts.map((toast) => toast.message)).toEqual(['first', 'second', 'third'])
  })

  test('behavior: a failed balance fetch shows the Token Balance Unavailable toast', async () => {
    const kit = createTestKit({ adapter: { features: { balanceError: true } } })
    const modal = await mountModal(kit)
    await connect(kit, { connectorId: 'mock' })
    await waitFor(() => getToasts(kit).length > 0, { message: 'a toast' })
    expect(getToasts(kit).map((toast) => [toast.variant, toast.message])).toEqual([['error', 'Token Balance Unavailable']])
    const toast = await waitForTestId(modal, 'toast')
    expect(text(toast)).toContain('Token Balance Unavailable')
    expect(isOpen(modal)).toBe(false)
  })

  test('behavior: Networks lists networks with test ids and switches while disconnected', async () => {
    const kit = createTestKit()
    const modal = await mountModal(kit)
    await openOn(modal, kit, { view: 'Networks' })
    const anvilItem = await waitForTestId(modal, 'network-item-eip155:31337')
    const baseItem = byTestId(modal, 'network-item-eip155:8453')!
    expect(anvilItem.getAttribute('aria-current')).toBe('true')
    expect(baseItem.getAttribute('aria-current')).toBe('false')
    await accessible(modal)
    baseItem.click()
    await waitFor(() => !isOpen(modal), { message: 'the modal to close' })
    expect(getNetwork(kit).caipNetworkId).toBe('eip155:8453')
  })

  test('behavior: Account → Networks → SwitchNetwork (lazy) → back to Account', async () => {
    const gate = deferred()
    const kit = createTestKit({ adapter: { switchGate: gate.promise } })
    const modal = await mountModal(kit)
    await connect(kit, { connectorId: 'mock' })
    await openOn(modal, kit)
    ;(await waitForTestId(modal, 'account-network')).click()
    ;(await waitForTestId(modal, 'network-item-eip155:8453')).click()
    expect(text(await waitForTestId(modal, 'switch-network-title'))).toBe('Approve in wallet')
    expect(text(dialogOf(modal).shadowRoot!.querySelector('.title'))).toBe('Switch to Base')
    gate.resolve()
    await waitFor(() => getRouter(kit).view === 'Account', { message: 'Account' })
    expect(getRouter(kit).history).toEqual(['Account'])
    expect(getNetwork(kit).caipNetworkId).toBe('eip155:8453')
    expect(text(await waitForTestId(modal, 'account-network'))).toContain('Base')
  })

  test('behavior: a declined switch shows Switch declined and a retry', async () => {
    const kit = createTestKit({ adapter: { rejectSwitch: true } })
    const modal = await mountModal(kit)
    await connect(kit, { connectorId: 'mock' })
    await openOn(modal, kit, { view: 'Networks' })
    ;(await waitForTestId(modal, 'network-item-eip155:8453')).click()
    expect(text(await waitForTestId(modal, 'switch-network-error'))).toBe('Switch declined')
    await accessible(modal)
    byTestId(modal, 'switch-network-retry')!.click()
    await waitForNoTestId(modal, 'switch-network-error', 100).catch(() => undefined)
    expect(text(await waitForTestId(modal, 'switch-network-error'))).toBe('Switch declined')
    expect(getNetwork(kit).caipNetworkId).toBe('eip155:31337')
  })

  test('behavior: an unsupported wallet network opens UnsupportedChain', async () => {
    const kit = createTestKit()
    const modal = await mountModal(kit)
    await connect(kit, { connectorId: 'mock' })
    const connector = kit._internal.state.connectors.byNamespace.eip155![0]!
    ;(connector as unknown as { emit(event: unknown): void }).emit({ type: 'change', networkId: 'eip155:999' })
    await waitFor(() => isOpen(modal), { message: 'the modal to open' })
    expect(getRouter(kit).view).toBe('UnsupportedChain')
    await waitForTestId(modal, 'unsupported-chain-view')
    expect(text(dialogOf(modal).shadowRoot!.querySelector('.title'))).toBe('Switch Network')
    await waitForTestId(modal, 'network-item-eip155:8453')
    await accessible(modal)
    byTestId(modal, 'network-item-eip155:8453')!.click()
    await waitFor(() => !isOpen(modal), { message: 'the modal to close after the switch' })
    expect(getNetwork(kit).isSupported).toBe(true)
  })

  test('behavior: Escape, the close button and back', async () => {
    const kit = createTestKit()
    const modal = await mountModal(kit)
    await openOn(modal, kit, { view: 'Networks' })
    await waitForTestId(modal, 'network-item-eip155:31337')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => !isOpen(modal), { message: 'Escape to close' })

    await openOn(modal, kit)
    ;(await waitForTestId(modal, 'wallet-item-mock')).click()
    await waitFor(() => getRouter(kit).view !== 'Connect')
    close(kit)
    await openOn(modal, kit)
    expect(getRouter(kit).view).toBe('Connect')
    byTestId(modal, 'modal-close')!.click()
    await waitFor(() => !isOpen(modal), { message: 'the close button to close' })
  })

  test('behavior: back returns to the previous view', async () => {
    const kit = createTestKit({ adapter: { connectGate: new Promise(() => undefined) } })
    const modal = await mountModal(kit)
    await openOn(modal, kit)
    ;(await waitForTestId(modal, 'wallet-item-mock')).click()
    await waitForTestId(modal, 'connecting-title')
    ;(await waitForTestId(modal, 'modal-back')).click()
    await waitForTestId(modal, 'wallet-item-mock')
    expect(getRouter(kit).view).toBe('Connect')
  })

  test('behavior: two modals with two kits stay apart', async () => {
    const kitA = createTestKit({ storageKey: 'a' })
    const kitB = createTestKit({ storageKey: 'b', adapter: { accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] } })
    const modalA = await mountModal(kitA, 'modal-a')
    const modalB = await mountModal(kitB, 'modal-b')
    await openOn(modalA, kitA)
    expect(isOpen(modalB)).toBe(false)
    await connect(kitB, { connectorId: 'mock' })
    await openOn(modalB, kitB)
    expect(text(await waitForTestId(modalB, 'account-address'))).toBe('0x7099…79C8')
    expect(byTestId(modalA, 'account-address')).toBeNull()
    expect(byTestId(modalA, 'wallet-item-mock')).not.toBeNull()
    expect(getAccount(kitA).isConnected).toBe(false)
    setThemeMode(kitB, 'dark')
    await waitFor(() => getComputedStyle(modalB).getPropertyValue('--kit-color-bg').trim() === '#17181A')
    expect(getComputedStyle(modalA).getPropertyValue('--kit-color-bg').trim()).toBe('#FFFFFF')
    close(kitA)
    await waitFor(() => !isOpen(modalA))
    expect(isOpen(modalB)).toBe(true)
  })

  test('behavior: re-attached modal keeps following its kit', async () => {
    const kit = createTestKit()
    const modal = await mountModal(kit)
    const parent = modal.parentElement!
    modal.remove()
    parent.append(modal)
    await openOn(modal, kit)
    await waitForTestId(modal, 'wallet-item-mock')
  })
})
