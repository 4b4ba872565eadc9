import { connect, getRouter, getSend, navigate, updateSend } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { byTestId } from '../../internal/fixture.test-utils.js'
import { createTestKit, text, waitForTestId } from '../kit.test-utils.js'
import { mountView } from '../mount.test-utils.js'
import './account-view.js'

describe('kit-account-view: send and receive', () => {
  test('default: Send opens a new send form, Receive opens Receive', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    navigate(kit, { view: 'Account' })
    updateSend(kit, { amount: '5' })
    const view = await mountView(kit, 'kit-account-view')
    const send = await waitForTestId(view, 'send-button')
    expect(text(send)).toBe('Send')
    // docs/rules/limits.md feature order: onramp, swaps, receive, send.
    const order = [...view.shadowRoot!.querySelectorAll('.account-action')].map((button) => button.getAttribute('data-testid'))
    expect(order).toEqual(['receive-button', 'send-button'])
    send.click()
    expect(getRouter(kit).view).toBe('WalletSend')
    expect(getSend(kit).amount).toBe('')
    navigate(kit, { view: 'Account' })
    byTestId(view, 'receive-button')!.click()
    expect(getRouter(kit).view).toBe('WalletReceive')
  })

  test('parameters: features.walletFeaturesOrder orders the buttons', async () => {
    const kit = createTestKit({ features: { walletFeaturesOrder: ['send', 'receive'] } })
    await connect(kit, { connectorId: 'mock' })
    const view = await mountView(kit, 'kit-account-view')
    await waitForTestId(view, 'send-button')
    const order = [...view.shadowRoot!.querySelectorAll('.account-action')].map((button) => button.getAttribute('data-testid'))
    expect(order).toEqual(['send-button', 'receive-button'])
  })

  test('parameters: features send and receive off', async () => {
    const kit = createTestKit({ features: { send: false, receive: false } })
    await connect(kit, { connectorId: 'mock' })
    const view = await mountView(kit, 'kit-account-view')
    await waitForTestId(view, 'account-view')
    expect(byTestId(view, 'send-button')).toBeNull()
    expect(byTestId(view, 'receive-button')).toBeNull()
  })
})
