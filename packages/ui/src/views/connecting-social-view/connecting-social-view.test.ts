import { describe, expect, test } from 'vitest'
import { getTranslate } from '../../i18n/getTranslate.js'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { mountWithKit, testSecureOrigin } from '../auth-views.test-utils.js'
import { createTestKit, text, waitForTestId } from '../kit.test-utils.js'
import { viewRegistry } from '../registry.js'
import type { KitConnectingSocialView } from './connecting-social-view.component.js'
import './connecting-social-view.js'

describe('kit-connecting-social-view', () => {
  test('default: waiting for the popup', async () => {
    const kit = createTestKit({ secureOrigin: testSecureOrigin })
    kit._internal.state.auth.socialLogin = { provider: 'google', error: undefined }
    const view = await mountWithKit<KitConnectingSocialView>(kit, 'kit-connecting-social-view')
    expect(text(await waitForTestId(view, 'connecting-social-title'))).toBe('Continue in the Google window')
    expect(byTestId(view, 'progress-ring')).not.toBeNull()
    expect(viewRegistry.ConnectingSocial!.title(kit, {}, getTranslate(kit))).toBe('Log in with Google')
    await expectAccessible(view)
  })

  test('behavior: docs/rules/errors.md errors and a retry button', async () => {
    const kit = createTestKit({ secureOrigin: testSecureOrigin })
    const view = await mountWithKit<KitConnectingSocialView>(kit, 'kit-connecting-social-view')
    for (const [name, message, shown] of [
      ['PopupClosedError', 'Popup closed', 'Popup closed'],
      ['SocialConnectionInitError', 'Failed to initiate social connection', 'Failed to initiate social connection'],
      ['FailedToConnectError', 'Failed to connect', 'Failed to connect'],
    ] as const) {
      kit._internal.state.auth.socialLogin = { provider: 'github', error: { name, message } }
      await view.updateComplete
      expect(text(await waitForTestId(view, 'connecting-social-error'))).toBe(shown)
    }
    expect(byTestId(view, 'connecting-social-retry')).not.toBeNull()
  })
})
