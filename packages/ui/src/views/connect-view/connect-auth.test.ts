import { describe, expect, test } from 'vitest'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { mountWithKit, testSecureOrigin } from '../auth-views.test-utils.js'
import { createTestKit, text, waitFor, waitForTestId } from '../kit.test-utils.js'
import type { KitConnectView } from './connect-view.component.js'
import './connect-view.js'

function order(view: Element): string[] {
  const root = view.shadowRoot!
  return [...root.querySelectorAll('kit-connect-email, kit-connect-socials, [data-testid="wallet-list"]')].map((element) =>
    element.tagName === 'KIT-CONNECT-EMAIL' ? 'email' : element.tagName === 'KIT-CONNECT-SOCIALS' ? 'social' : 'wallet',
  )
}

describe('kit-connect-view: email and social', () => {
  test('default: without secureOrigin only wallets', async () => {
    const view = await mountWithKit<KitConnectView>(createTestKit(), 'kit-connect-view')
    await waitForTestId(view, 'wallet-list')
    expect(byTestId(view, 'email-input')).toBeNull()
    expect(order(view)).toEqual(['wallet'])
  })

  test('parameters: secureOrigin → email, social, wallet (docs/rules order); a few socials and "more"', async () => {
    const view = await mountWithKit<KitConnectView>(createTestKit({ secureOrigin: testSecureOrigin }), 'kit-connect-view')
    await waitForTestId(view, 'email-input')
    await waitForTestId(view, 'social-google')
    expect(order(view)).toEqual(['email', 'social', 'wallet'])
    expect(text(byTestId(view, 'social-google'))).toContain('Continue with Google')
    expect(byTestId(view, 'social-x')!.getAttribute('aria-label')).toBe('Continue with X')
    for (const provider of ['x', 'farcaster', 'discord']) expect(byTestId(view, `social-${provider}`)).not.toBeNull()
    expect(byTestId(view, 'social-github')).toBeNull()
    byTestId(view, 'social-more')!.click()
    await waitForTestId(view, 'social-github')
    for (const provider of ['apple', 'facebook']) expect(byTestId(view, `social-${provider}`)).not.toBeNull()
    expect(byTestId(view, 'social-more')!.getAttribute('aria-expanded')).toBe('true')
    // Nothing of the embedded wallet loaded: no frame yet.
    expect(document.querySelector('iframe[data-testid="kit-secure-frame"]')).toBeNull()
    await expectAccessible(view)
  })

  test('parameters: features.connectMethodsOrder, email off, one social', async () => {
    const kit = createTestKit({
      secureOrigin: testSecureOrigin,
      features: { connectMethodsOrder: ['wallet', 'social', 'email'], email: false, socials: ['github'] },
    })
    const view = await mountWithKit<KitConnectView>(kit, 'kit-connect-view')
    await waitForTestId(view, 'social-github')
    expect(order(view)).toEqual(['wallet', 'social'])
    expect(byTestId(view, 'social-more')).toBeNull()
  })

  test('behavior: the remote config narrows the defaults (getFeatures): only its socials, email off', async () => {
    // The Kit API's project config lists two providers and not email; everything else is 404.
    const fetchFn: typeof fetch = async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      if (url.pathname === '/appkit/v1/config') return Response.json({ features: [{ id: 'social_login', isEnabled: true, config: ['github', 'discord'] }] })
      return Response.json({ message: 'Not found' }, { status: 404 })
    }
    const environment = { isBrowser: () => true, isMobile: () => false, fetch: fetchFn }
    const view = await mountWithKit<KitConnectView>(
      createTestKit({ secureOrigin: testSecureOrigin, apiUrl: 'http://api.test', environment }),
      'kit-connect-view',
    )
    await waitForTestId(view, 'social-github')
    await waitFor(() => order(view).join() === 'social,wallet', { message: 'email hidden' })
    expect(byTestId(view, 'social-google')).toBeNull()
    expect(byTestId(view, 'social-discord')).not.toBeNull()

    // An option given in code is never overridden by the remote config.
    const coded = await mountWithKit<KitConnectView>(
      createTestKit({ secureOrigin: testSecureOrigin, apiUrl: 'http://api.test', environment, features: { email: true, socials: ['google'] } }),
      'kit-connect-view',
    )
    await waitForTestId(coded, 'email-input')
    await waitForTestId(coded, 'social-google')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(order(coded)).toEqual(['email', 'social', 'wallet'])
    expect(byTestId(coded, 'social-github')).toBeNull()
  })

  test('behavior: an invalid email is refused before anything loads', async () => {
    const view = await mountWithKit<KitConnectView>(createTestKit({ secureOrigin: testSecureOrigin }), 'kit-connect-view')
    const input = (await waitForTestId(view, 'email-input')) as HTMLInputElement
    input.value = 'not-an-email'
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
    const field = view.shadowRoot!.querySelector('kit-connect-email')!
    await (field as unknown as { updateComplete: Promise<unknown> }).updateComplete
    byTestId(view, 'email-submit')!.click()
    expect(text(await waitForTestId(view, 'email-input-error'))).toBe('Invalid email')
  })
})
