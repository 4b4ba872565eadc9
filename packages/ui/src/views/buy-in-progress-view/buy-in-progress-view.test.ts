import { describe, expect, test } from 'vitest'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { createTestKit, text, waitForTestId } from '../kit.test-utils.js'
import { mountView } from '../mount.test-utils.js'
import './buy-in-progress-view.js'

const purchase = {
  orderId: 'order-1',
  provider: 'kit-sandbox',
  url: 'http://sandbox.test/checkout/order-1',
  purchaseAmount: null,
  txHash: null,
  error: null,
  refund: null,
}

describe('kit-buy-in-progress-view', () => {
  test('default: waiting for the checkout, then paid out with its transaction', async () => {
    const kit = createTestKit()
    const slice = kit._internal.state.onramp
    slice.providers = [{ name: 'kit-sandbox', displayName: 'Kit Sandbox Pay' }]
    slice.purchase = { ...purchase, status: 'pending' }
    const view = await mountView(kit, 'kit-buy-in-progress-view')
    const status = await waitForTestId(view, 'onramp-status')
    expect(status.dataset.status).toBe('pending')
    expect(text(status)).toBe('Complete your purchase in the Kit Sandbox Pay window')
    expect(byTestId(view, 'onramp-open-checkout')).not.toBeNull()
    await expectAccessible(view)
    slice.purchase = { ...purchase, status: 'completed', purchaseAmount: { amount: '50', currency: 'USDC' }, txHash: '0xabc' }
    await view.updateComplete
    await waitForTestId(view, 'onramp-done')
    expect(text(byTestId(view, 'onramp-status'))).toBe('50 USDC bought')
    expect(text(byTestId(view, 'onramp-tx'))).toBe('0xabc')
  })

  test("behavior: a failed purchase says so, with the provider's reason", async () => {
    const kit = createTestKit()
    kit._internal.state.onramp.purchase = { ...purchase, status: 'failed', error: 'The payout failed; the payment was refunded.' }
    const view = await mountView(kit, 'kit-buy-in-progress-view')
    expect(text(await waitForTestId(view, 'onramp-failure'))).toBe('The payout failed; the payment was refunded.')
    expect(text(byTestId(view, 'onramp-status'))).toBe('The purchase failed')
  })

  test('behavior: a refunded purchase says so, with the reason in plain words and the amount given back', async () => {
    const kit = createTestKit()
    kit._internal.state.onramp.purchase = {
      ...purchase,
      status: 'refunded',
      error: 'provider text the buyer does not see',
      refund: { reason: 'destination_refused', amount: { amount: '20.35', currency: 'USD' }, refundedAt: '2026-01-01T00:00:00.000Z' },
    }
    const view = await mountView(kit, 'kit-buy-in-progress-view')
    const status = await waitForTestId(view, 'onramp-status')
    expect(status.dataset.status).toBe('refunded')
    expect(text(status)).toBe('Refunded: 20.35 USD returned to your payment method')
    const reason = byTestId(view, 'onramp-refund-reason')!
    expect(reason.dataset.reason).toBe('destination_refused')
    expect(text(reason)).toBe('Your wallet could not receive this transfer, so the payment was refunded.')
    expect(byTestId(view, 'onramp-failure')).toBeNull()
    expect(byTestId(view, 'onramp-done')).not.toBeNull()
    await expectAccessible(view)
  })

  test('behavior: an unknown refund reason and an expired checkout still say what happened', async () => {
    const kit = createTestKit()
    const slice = kit._internal.state.onramp
    slice.purchase = { ...purchase, status: 'refunded', refund: { reason: 'something_new', amount: { amount: '10.00', currency: 'EUR' }, refundedAt: '' } }
    const view = await mountView(kit, 'kit-buy-in-progress-view')
    expect(text(await waitForTestId(view, 'onramp-refund-reason'))).toBe('The crypto could not be sent, so the payment was refunded.')
    slice.purchase = { ...purchase, status: 'expired' }
    await view.updateComplete
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(text(byTestId(view, 'onramp-status'))).toBe('The checkout expired before it was paid')
  })
})
