import { FrameRequestError } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { failingRequest, mountWithKit, setFrameClient, testSecureOrigin } from '../auth-views.test-utils.js'
import { createTestKit, text, waitFor, waitForTestId } from '../kit.test-utils.js'
import type { KitUpdateEmailView } from './update-email-view.component.js'
import './update-email-view.js'

/** A kit whose embedded wallet is the connected EVM account, its user's email old@example.com. */
function signedInWithEmail() {
  const kit = createTestKit({ secureOrigin: testSecureOrigin })
  const auth = kit._internal.state.auth
  const user = { email: 'old@example.com', userName: undefined, address: '0x1', chainId: 31337 }
  auth.user = user
  kit._internal.state.chains.namespaces.eip155!.account.connectorId = 'auth'
  return { kit, auth, user }
}

describe('kit-update-email-view', () => {
  test('default: the new email, then the slots of the frame code entry for the current code and the new code (no code field on the host page)', async () => {
    const { kit, auth, user } = signedInWithEmail()
    // The frame waits for the codes typed on it.
    setFrameClient(kit, { user, transport: { request: () => new Promise(() => {}) } })
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
    expect(byTestId(view, 'update-email-error')).toBeNull()
  })

  test('behavior: a code entry that fails shows its error once and opens again only for a new step', async () => {
    const { kit, auth, user } = signedInWithEmail()
    const requests: string[] = []
    setFrameClient(kit, {
      user,
      transport: {
        request: (name) => {
          requests.push(name)
          return failingRequest(new FrameRequestError({ message: 'Something went wrong', request: name }))
        },
      },
    })
    const view = await mountWithKit<KitUpdateEmailView>(kit, 'kit-update-email-view')
    auth.emailUpdate = { email: 'new@example.com', action: 'VERIFY_PRIMARY_OTP' }
    expect(text(await waitForTestId(view, 'update-email-error'))).toBe('Something went wrong')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(requests).toEqual(['UPDATE_EMAIL_PRIMARY_OTP'])
    auth.emailUpdate = { email: 'new@example.com', action: 'VERIFY_SECONDARY_OTP' }
    await waitFor(() => requests.length === 2, { message: 'the entry of the next step' })
    expect(requests[1]).toBe('UPDATE_EMAIL_SECONDARY_OTP')
  })
})
