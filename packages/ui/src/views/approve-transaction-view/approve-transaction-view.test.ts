import { describe, expect, test } from 'vitest'
import { expectAccessible } from '../../internal/fixture.test-utils.js'
import { mountWithKit, testSecureOrigin } from '../auth-views.test-utils.js'
import { createTestKit, waitFor, waitForTestId } from '../kit.test-utils.js'
import type { KitApproveTransactionView } from './approve-transaction-view.component.js'
import './approve-transaction-view.js'

describe('kit-approve-transaction-view', () => {
  test('default: the place the frame covers; busy while an approval is pending', async () => {
    const kit = createTestKit({ secureOrigin: testSecureOrigin })
    const view = await mountWithKit<KitApproveTransactionView>(kit, 'kit-approve-transaction-view')
    const slot = await waitForTestId(view, 'approve-transaction')
    expect(slot.getAttribute('aria-busy')).toBe('false')
    expect(slot.getBoundingClientRect().height).toBeGreaterThan(200)
    kit._internal.state.auth.approval = { requestId: 'request01', method: 'personal_sign' }
    await waitFor(() => slot.getAttribute('aria-busy') === 'true')
    await expectAccessible(view)
  })
})
