import { describe, expect, test } from 'vitest'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { mountWithKit, testSecureOrigin } from '../auth-views.test-utils.js'
import { createTestKit, text, waitFor, waitForTestId } from '../kit.test-utils.js'
import type { KitConnectingFarcasterView } from './connecting-farcaster-view.component.js'
import './connecting-farcaster-view.js'

describe('kit-connecting-farcaster-view', () => {
  test('behavior: the QR code of the frame URI; a failure shows docs/rules text', async () => {
    const kit = createTestKit({ secureOrigin: testSecureOrigin })
    const view = await mountWithKit<KitConnectingFarcasterView>(kit, 'kit-connecting-farcaster-view')
    // Mounting starts the real flow: it loads the frame client, then clears the farcaster state
    // and asks the frame (nothing listens at the test origin, so no answer comes within the
    // test). Wait for that first write, or it could land after the states written below.
    await waitFor(() => kit._internal.state.auth.farcaster, { message: 'the flow asking for the URI' })
    expect(byTestId(view, 'farcaster-qr-loading')).not.toBeNull()
    kit._internal.state.auth.farcaster = { uri: 'http://127.0.0.1:9/farcaster/approve?channel=abc', error: undefined }
    const qr = await waitForTestId(view, 'farcaster-qr')
    expect(qr.querySelector('kit-qr-code')).not.toBeNull()
    expect((await waitForTestId(view, 'farcaster-link')).getAttribute('href')).toBe('http://127.0.0.1:9/farcaster/approve?channel=abc')
    await expectAccessible(view)
    kit._internal.state.auth.farcaster = {
      uri: undefined,
      error: { name: 'FarcasterConnectionError', message: 'Failed to connect to farcaster' },
    }
    expect(text(await waitForTestId(view, 'connecting-farcaster-error'))).toBe('Failed to connect to farcaster')
  })
})
