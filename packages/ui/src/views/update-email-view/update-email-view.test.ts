import { describe, expect, test } from 'vitest'
import { expectAccessible } from '../../internal/fixture.test-utils.js'
import { mountWithKit, testSecureOrigin } from '../auth-views.test-utils.js'
import { createTestKit, text, waitForTestId } from '../kit.test-utils.js'
import type { KitUpdateEmailView } from './update-email-view.component.js'
import './update-email-view.js'

describe('kit-update-email-view', () => {
  test('default: the new email, then the current code, then the new code', async () => {
    const kit = createTestKit({ secureOrigin: testSecureOrigin })
    const auth = kit._internal.state.auth
    auth.user = { email: 'old@example.com', userName: undefined, address: '0x1', chainId: 31337 }
    const view = await mountWithKit<KitUpdateEmailView>(kit, 'kit-update-email-view')
    await waitForTestId(view, 'update-email-input')
    await waitForTestId(view, 'update-email-submit')
    await expectAccessible(view)
    auth.emailUpdate = { email: 'new@example.com', action: 'VERIFY_PRIMARY_OTP' }
    expect(text(await waitForTestId(view, 'update-email-primary'))).toContain('old@example.com')
    auth.emailUpdate = { email: 'new@example.com', action: 'VERIFY_SECONDARY_OTP' }
    expect(text(await waitForTestId(view, 'update-email-secondary'))).toContain('new@example.com')
    await waitForTestId(view, 'otp-input')
  })
})
