import { describe, expect, test } from 'vitest'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { createTestKit, text, waitForTestId } from '../kit.test-utils.js'
import { mountView } from '../mount.test-utils.js'
import './buy-in-progress-view.js'

const purchase = { orderId: 'order-1', provider: 'kit-sandbox', url: 'http://sandbox.test/checkout/order-1', purchaseAmount: null, txHash: null, error: null }

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
})
