import { connect, getRouter, type KitEvent, navigate, open, subscribeEvents } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { defineElements } from '../defineElements.js'
import type { AppKitNetworkButton } from '../elements/appkit-network-button/appkit-network-button.component.js'
import { fixture } from '../internal/fixture.test-utils.js'
import { html } from '../internal/lit.js'
import { createApiKit, createFakeApi } from './api.test-utils.js'
import { testSecureOrigin } from './auth-views.test-utils.js'
import { createTestKit, waitForTestId } from './kit.test-utils.js'
import { mountView } from './mount.test-utils.js'
import './account-view/account-view.js'
import './connect-view/connect-view.js'
import './swap-view/swap-view.js'
import './what-is-view/what-is-view.js'
import { createSwapApi } from './swap-view/swap-api.test-utils.js'

await defineElements()

/** The names of the events the kit sends from now on. */
function record(kit: Parameters<typeof subscribeEvents>[0]): KitEvent['data'][] {
  const seen: KitEvent['data'][] = []
  subscribeEvents(kit, { onEvent: (event) => seen.push(event.data) })
  return seen
}

// AppKit's click events (docs/reference/events.md): sent by the element or view that was clicked.
describe('click events', () => {
  test('CLICK_NETWORKS: the network button opens Networks, then the event', async () => {
    const kit = createTestKit()
    const button = await fixture<AppKitNetworkButton>(html`<appkit-network-button .kit=${kit}></appkit-network-button>`)
    const inner = await waitForTestId(button, 'network-button')
    const seen = record(kit)
    inner.click()
    expect(seen.map((data) => data.event)).toEqual(['MODAL_OPEN', 'CLICK_NETWORKS'])
    expect(seen[1]).toEqual({ type: 'track', event: 'CLICK_NETWORKS' })
  })

  test('CLICK_NETWORKS: the network of the Account view', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    navigate(kit, { view: 'Account' })
    const view = await mountView(kit, 'kit-account-view')
    const network = await waitForTestId(view, 'account-network')
    const seen = record(kit)
    network.click()
    expect(getRouter(kit).view).toBe('Networks')
    expect(seen.map((data) => data.event)).toEqual(['CLICK_NETWORKS'])
  })

  test('CLICK_ALL_WALLETS: All Wallets on the Connect view', async () => {
    const kit = createApiKit(createFakeApi())
    const view = await mountView(kit, 'kit-connect-view')
    const allWallets = await waitForTestId(view, 'all-wallets')
    const seen = record(kit)
    allWallets.click()
    expect(getRouter(kit).view).toBe('AllWallets')
    expect(seen).toEqual([{ type: 'track', event: 'CLICK_ALL_WALLETS' }])
  })

  test('SELECT_BUY_CRYPTO: Buy on the Account view', async () => {
    const kit = createApiKit(createFakeApi())
    await connect(kit, { connectorId: 'mock' })
    navigate(kit, { view: 'Account' })
    const view = await mountView(kit, 'kit-account-view')
    const buy = await waitForTestId(view, 'onramp-button')
    const seen = record(kit)
    buy.click()
    expect(getRouter(kit).view).toBe('OnRampProviders')
    expect(seen.map(({ event, properties }) => ({ event, properties }))).toEqual([{ event: 'SELECT_BUY_CRYPTO', properties: { isSmartAccount: false } }])
  })

  test('CLICK_WALLET_HELP, then CLICK_GET_WALLET: "New to wallets?" and Get a wallet on the explainer', async () => {
    const kit = createApiKit(createFakeApi())
    const view = await mountView(kit, 'kit-connect-view')
    const help = await waitForTestId(view, 'connect-what-is-a-wallet')
    const seen = record(kit)
    help.click()
    expect(getRouter(kit).view).toBe('WhatIsAWallet')
    const explainer = await mountView(kit, 'kit-what-is-a-wallet-view')
    ;(await waitForTestId(explainer, 'what-is-a-wallet-get')).click()
    expect(getRouter(kit).view).toBe('AllWallets')
    expect(seen.map((data) => data.event)).toEqual(['CLICK_WALLET_HELP', 'CLICK_GET_WALLET'])
  })

  test('CLICK_SELECT_TOKEN_TO_SWAP: the token button of a side on the Swap view', async () => {
    const kit = createApiKit(createSwapApi() as never)
    await connect(kit, { connectorId: 'mock' })
    open(kit, { view: 'Swap' })
    const view = await mountView(kit, 'kit-swap-view')
    const button = await waitForTestId(view, 'swap-to-token')
    const seen = record(kit)
    button.click()
    await waitForTestId(view, 'swap-token-picker')
    expect(seen.map((data) => data.event)).toEqual(['CLICK_SELECT_TOKEN_TO_SWAP'])
  })

  test('EMAIL_LOGIN_SELECTED: the person presses on the email field, once; focus alone (the modal opening) sends nothing', async () => {
    const kit = createTestKit({ secureOrigin: testSecureOrigin })
    const view = await mountView(kit, 'kit-connect-view')
    const input = await waitForTestId(view, 'email-input')
    const seen = record(kit)
    input.focus()
    expect(seen).toEqual([])
    input.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }))
    input.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }))
    expect(seen).toEqual([{ type: 'track', event: 'EMAIL_LOGIN_SELECTED' }])
  })
})
