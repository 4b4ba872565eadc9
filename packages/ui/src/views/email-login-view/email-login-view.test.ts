import { FrameLoadError } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { failingRequest, mountWithKit, setFrameClient, testSecureOrigin } from '../auth-views.test-utils.js'
import { createTestKit, text, waitFor, waitForTestId } from '../kit.test-utils.js'
import type { KitEmailLoginView } from './email-login-view.component.js'
import './email-login-view.js'

describe('kit-email-login-view', () => {
  test('default: the slot of the frame code entry for VERIFY_OTP (no code field on the host page), with the (shortened) email', async () => {
    const kit = createTestKit({ secureOrigin: testSecureOrigin })
    kit._internal.state.auth.emailLogin = { email: 'a-very-long-name-for-a-mailbox@example.com', action: 'VERIFY_OTP', resendAt: 0 }
    const view = await mountWithKit<KitEmailLoginView>(kit, 'kit-email-login-view')
    await waitForTestId(view, 'email-code-slot')
    // The code is typed on the secure frame (placed over the slot): the host has no field for it.
    expect(view.shadowRoot?.querySelector('input')).toBeNull()
    expect(byTestId(view, 'otp-input')).toBeNull()
    expect(text(byTestId(view, 'email-login-view'))).toContain('We sent a code to a-very-long-name-…@example.com')
    expect(byTestId(view, 'email-resend')).not.toBeNull()
    await expectAccessible(view)
  })

  test('behavior: VERIFY_DEVICE shows the device approval state', async () => {
    const kit = createTestKit({ secureOrigin: testSecureOrigin })
    kit._internal.state.auth.emailLogin = { email: 'user@example.com', action: 'VERIFY_DEVICE', resendAt: 0 }
    const view = await mountWithKit<KitEmailLoginView>(kit, 'kit-email-login-view')
    const device = await waitForTestId(view, 'email-verify-device')
    expect(text(device)).toContain('Check your email to approve this device')
    expect(byTestId(view, 'email-code-slot')).toBeNull()
    // Approved: the code entry's slot replaces it.
    kit._internal.state.auth.emailLogin = { email: 'user@example.com', action: 'VERIFY_OTP', resendAt: 0 }
    await waitForTestId(view, 'email-code-slot')
  })

  test('behavior: the resend button counts down the cooldown, then asks for a new code', async () => {
    const kit = createTestKit({ secureOrigin: testSecureOrigin })
    kit._internal.state.auth.emailLogin = { email: 'user@example.com', action: 'VERIFY_OTP', resendAt: Date.now() + 2_500 }
    const view = await mountWithKit<KitEmailLoginView>(kit, 'kit-email-login-view')
    await waitForTestId(view, 'email-resend')
    const resend = view.shadowRoot!.querySelector('kit-button[testid="email-resend"]')!
    expect(text(resend)).toBe('Resend in 3s')
    expect(resend.hasAttribute('disabled')).toBe(true)
    await waitFor(() => text(resend) === 'Resend in 2s', { message: 'the next second' })
    await waitFor(() => text(resend) === 'Resend in 1s', { message: 'the last second' })
    await waitFor(() => text(resend) === 'Resend code', { timeout: 3000, message: 'the enabled button' })
    expect(resend.hasAttribute('disabled')).toBe(false)
  })
  test('behavior: a code entry that fails shows its error once and opens again only for a new code', async () => {
    const kit = createTestKit({ secureOrigin: testSecureOrigin })
    const requests: string[] = []
    setFrameClient(kit, {
      transport: {
        request: (name) => {
          requests.push(name)
          return failingRequest(new FrameLoadError({ cause: new Error('no frame') }))
        },
      },
    })
    kit._internal.state.auth.emailLogin = { email: 'user@example.com', action: 'VERIFY_OTP', resendAt: 0 }
    const view = await mountWithKit<KitEmailLoginView>(kit, 'kit-email-login-view')
    expect(text(await waitForTestId(view, 'email-login-error'))).toBe('Unable to load email login dependency')
    // Reopening the same entry would fail again, and again: one request, however long we wait.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(requests).toEqual(['CONNECT_OTP'])
    kit._internal.state.auth.emailLogin = { email: 'user@example.com', action: 'VERIFY_OTP', resendAt: 0 }
    await waitFor(() => requests.length === 2, { message: 'the entry of the new code' })
  })
})
