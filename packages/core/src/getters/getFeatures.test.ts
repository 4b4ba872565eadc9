import { describe, expect, test, vi } from 'vitest'
import { json } from '../api/api.test-utils.js'
import { createApiTestKit, createFakeApi } from '../api/fakeApi.test-utils.js'
import { getAlerts } from './getAlerts.js'
import { getFeatures, resolveFeatures } from './getFeatures.js'

const remote = [
  { id: 'social_login', isEnabled: true, config: ['google', 'github'] },
  { id: 'swaps', isEnabled: false, config: [] },
  { id: 'onramp', isEnabled: true, config: ['kit-sandbox'] },
  { id: 'activity', isEnabled: false, config: null },
  { id: 'multi_wallet', isEnabled: true, config: null },
]

describe('features', () => {
  test('default: docs/rules defaults without remote config', () => {
    expect(resolveFeatures({}, undefined)).toMatchInlineSnapshot(`
      {
        "allWallets": true,
        "analytics": true,
        "collapseWallets": false,
        "connectMethodsOrder": undefined,
        "connectorTypeOrder": [
          "walletConnect",
          "recent",
          "injected",
          "featured",
          "custom",
          "external",
          "recommended",
        ],
        "email": true,
        "history": true,
        "legalCheckbox": false,
        "multiWallet": false,
        "onramp": true,
        "receive": true,
        "send": true,
        "socials": [
          "google",
          "x",
          "farcaster",
          "discord",
          "apple",
          "github",
          "facebook",
        ],
        "swaps": true,
        "walletFeaturesOrder": [
          "onramp",
          "swaps",
          "receive",
          "send",
        ],
      }
    `)
  })

  test('behavior: remote config narrows defaults and turns on multi-wallet only', () => {
    expect(resolveFeatures({}, remote, false)).toMatchObject({
      email: false,
      socials: ['google', 'github'],
      swaps: false,
      onramp: true,
      history: false,
      multiWallet: true,
      analytics: false,
      // Off by default and not a per-project setting: the remote config cannot turn these on.
      legalCheckbox: false,
      collapseWallets: false,
    })
    const noMultiWallet = remote.map((feature) => (feature.id === 'multi_wallet' ? { ...feature, isEnabled: false } : feature))
    expect(resolveFeatures({}, noMultiWallet).multiWallet).toBe(false)
    expect(
      resolveFeatures(
        {},
        remote.filter((feature) => feature.id !== 'multi_wallet'),
      ).multiWallet,
    ).toBe(false)
  })

  test('behavior: code wins over the remote multi_wallet both ways', () => {
    expect(resolveFeatures({ multiWallet: false }, remote).multiWallet).toBe(false)
    const off = remote.map((feature) => (feature.id === 'multi_wallet' ? { ...feature, isEnabled: false } : feature))
    expect(resolveFeatures({ multiWallet: true }, off).multiWallet).toBe(true)
  })

  test('behavior: a project with multi_wallet on turns the feature on once its config arrives', async () => {
    const api = createFakeApi({ 'GET /appkit/v1/config': () => ({ features: [{ id: 'multi_wallet', isEnabled: true, config: null }] }) })
    const kit = createApiTestKit(api)
    expect(getFeatures(kit).multiWallet).toBe(false)
    await vi.waitFor(() => expect(getFeatures(kit).multiWallet).toBe(true))
  })

  test('behavior: options given in code always win', () => {
    expect(resolveFeatures({ email: true, socials: ['x'], swaps: true, history: true, analytics: true }, remote, false)).toMatchObject({
      email: true,
      socials: ['x'],
      swaps: true,
      history: true,
      analytics: true,
    })
    expect(resolveFeatures({ socials: false }, undefined).socials).toEqual([])
  })

  test('behavior: the kit reads GET /appkit/v1/config in the background', async () => {
    const api = createFakeApi({ 'GET /appkit/v1/config': () => ({ features: remote }) })
    const kit = createApiTestKit(api, { features: { history: true } })
    expect(getFeatures(kit).swaps).toBe(true)
    await vi.waitFor(() => expect(getFeatures(kit).swaps).toBe(false))
    expect(getFeatures(kit).history).toBe(true)
    expect(getFeatures(kit)).toBe(getFeatures(kit))
  })

  test("behavior: 401 on the config → 'Invalid Project ID' alert, defaults kept", async () => {
    const api = createFakeApi({
      'GET /appkit/v1/config': () => json({ message: 'Unauthorized: invalid key', code: 'INVALID_PROJECT_ID' }, 401),
    })
    const kit = createApiTestKit(api)
    await vi.waitFor(() => expect(getAlerts(kit).map((alert) => alert.message)).toContain('Invalid Project ID'))
    expect(getFeatures(kit).history).toBe(true)
  })
})

describe('socials the secure server offers', () => {
  test('behavior: only providers the secure server offers are shown, whatever code or remote config ask for', () => {
    expect(resolveFeatures({}, undefined, undefined, ['github', 'farcaster']).socials).toEqual(['farcaster', 'github'])
    expect(resolveFeatures({ socials: ['google', 'github'] }, undefined, undefined, ['github']).socials).toEqual(['github'])
    expect(resolveFeatures({}, remote, undefined, []).socials).toEqual([])
    // Not known yet (or the server unreachable): the list stays as the features say.
    expect(resolveFeatures({}, remote, undefined, undefined).socials).toEqual(['google', 'github'])
  })

  test('default: the kit reads <secure origin>/social/providers and narrows the Connect view', async () => {
    const { fetchSecureProviders } = await import('../actions/fetchSecureProviders.js')
    const requests: string[] = []
    const api = createFakeApi({})
    const kit = createApiTestKit(api, {
      secureOrigin: 'http://secure.test/frame',
      environment: {
        isBrowser: () => true,
        isMobile: () => false,
        fetch: (async (input: RequestInfo | URL) => {
          requests.push(String(input))
          return json({ social: ['google'], farcaster: false })
        }) as typeof fetch,
      },
    })
    expect(getFeatures(kit).socials).toHaveLength(7)
    await fetchSecureProviders(kit)
    expect(requests).toEqual(['http://secure.test/social/providers'])
    expect(getFeatures(kit).socials).toEqual(['google'])
  })
})
