import { describe, expect, test } from 'vitest'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { mountWithKit, testSecureOrigin } from '../auth-views.test-utils.js'
import { createTestKit, text, waitForTestId } from '../kit.test-utils.js'
import type { KitEmailLoginView } from './email-login-view.component.js'
import './email-login-view.js'

describe('kit-email-login-view', () => {
  test('default: the code field for VERIFY_OTP, with the (shortened) email', async () => {
    const kit = createTestKit({ secureOrigin: testSecureOrigin })
    kit._internal.state.auth.emailLogin = { email: 'a-very-long-name-for-a-mailbox@example.com', action: 'VERIFY_OTP' }
    const view = await mountWithKit<KitEmailLoginView>(kit, 'kit-email-login-view')
    const input = (await waitForTestId(view, 'otp-input')) as HTMLInputElement
    expect(input.getAttribute('autocomplete')).toBe('one-time-code')
    expect(input.getAttribute('inputmode')).toBe('numeric')
    expect(text(byTestId(view, 'email-login-view'))).toContain('We sent a code to a-very-long-name-…@example.com')
    expect(byTestId(view, 'email-resend')).not.toBeNull()
    await expectAccessible(view)
  })

  test('behavior: VERIFY_DEVICE shows the device approval state', async () => {
    const kit = createTestKit({ secureOrigin: testSecureOrigin })
    kit._internal.state.auth.emailLogin = { email: 'user@example.com', action: 'VERIFY_DEVICE' }
    const view = await mountWithKit<KitEmailLoginView>(kit, 'kit-email-login-view')
    const device = await waitForTestId(view, 'email-verify-device')
    expect(text(device)).toContain('Check your email to approve this device')
    expect(byTestId(view, 'otp-input')).toBeNull()
    // Approved: the code field replaces it.
    kit._internal.state.auth.emailLogin = { email: 'user@example.com', action: 'VERIFY_OTP' }
    await waitForTestId(view, 'otp-input')
  })
})
