import { describe, expect, test } from 'vitest'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { mountWithKit, testSecureOrigin } from '../auth-views.test-utils.js'
import { createTestKit, text, waitForTestId } from '../kit.test-utils.js'
import type { KitUpdateEmailView } from './update-email-view.component.js'
import './update-email-view.js'

describe('kit-update-email-view', () => {
  test('default: the new email, then the slots of the frame code entry for the current code and the new code (no code field on the host page)', async () => {
    const kit = createTestKit({ secureOrigin: testSecureOrigin })
    const auth = kit._internal.state.auth
    auth.user = { email: 'old@example.com', userName: undefined, address: '0x1', chainId: 31337 }
    const view = await mountWithKit<KitUpdateEmailView>(kit, 'kit-update-email-view')
    await waitForTestId(view, 'update-email-input')
    await waitForTestId(view, 'update-email-submit')
    await expectAccessible(view)
    auth.emailUpdate = { email: 'new@example.com', action: 'VERIFY_PRIMARY_OTP' }
    expect(text(await waitForTestId(view, 'update-email-primary'))).toContain('old@example.com')
    await waitForTestId(view, 'update-email-code-slot')
    // Both codes are typed on the secure frame (placed over the slot): the host has no field for them.
    expect(view.shadowRoot?.querySelector('input')).toBeNull()
    expect(byTestId(view, 'otp-input')).toBeNull()
    await expectAccessible(view)
    auth.emailUpdate = { email: 'new@example.com', action: 'VERIFY_SECONDARY_OTP' }
    expect(text(await waitForTestId(view, 'update-email-secondary'))).toContain('new@example.com')
    await waitForTestId(view, 'update-email-code-slot')
    expect(view.shadowRoot?.querySelector('input')).toBeNull()
  })
})
