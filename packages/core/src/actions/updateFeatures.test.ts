import { afterEach, expect, test, vi } from 'vitest'
import { getConnectMethods } from '../auth/setupAuth.js'
import { getFeatures, watchFeatures } from '../getters/getFeatures.js'
import { getLocale } from '../getters/getLocale.js'
import { getTheme } from '../getters/getTheme.js'
import { createTestKit } from '../testKit.test-utils.js'

afterEach(() => {
  vi.restoreAllMocks()
})

test('default: updateFeatures merges into the features given in code; watchers see it', async () => {
  const kit = createTestKit({ features: { send: false } })
  const changes: boolean[] = []
  watchFeatures(kit, { onChange: (features) => changes.push(features.swaps) })
  kit.updateFeatures({ swaps: false, walletFeaturesOrder: ['receive'] })
  expect(getFeatures(kit)).toMatchObject({ send: false, swaps: false, walletFeaturesOrder: ['receive'] })
  // valtio notifies in a microtask.
  await Promise.resolve()
  expect(changes).toEqual([false])
})

test('behavior: the features stay the same object while nothing changed', () => {
  const kit = createTestKit({ features: { socials: ['google'] } })
  const before = getFeatures(kit)
  kit.updateFeatures({ socials: ['google'] })
  expect(getFeatures(kit)).toBe(before)
})

test('behavior: connectMethodsOrder given later reorders the Connect methods', () => {
  const kit = createTestKit({ secureOrigin: 'https://secure.example.com' })
  expect(getConnectMethods(kit).order).toEqual(['email', 'social', 'wallet'])
  kit.updateFeatures({ connectMethodsOrder: ['wallet', 'email', 'social'] })
  expect(getConnectMethods(kit).order).toEqual(['wallet', 'email', 'social'])
})

test('behavior: a bad feature is a KitOptionsError naming it, and nothing changes', () => {
  const kit = createTestKit()
  const before = getFeatures(kit)
  expect(() => kit.updateFeatures({ swaps: 'yes', colapseWallets: true } as never)).toThrowErrorMatchingInlineSnapshot(`
    [KitOptionsError: Invalid Kit options

    - features.swaps: Invalid type: Expected boolean but received "yes"
    - features: Unrecognized key: "colapseWallets"; did you mean "collapseWallets"?
    Version: @kit/core@0.1.0]
  `)
  expect(getFeatures(kit)).toBe(before)
})

test('behavior: AppKit features Kit has no equivalent for are accepted with one warning', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const kit = createTestKit()
  kit.updateFeatures({ smartSessions: true, send: false })
  await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce())
  expect(getFeatures(kit).send).toBe(false)
})

test('updateOptions: features, theme and locale change; keys fixed at creation warn once and change nothing', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const kit = createTestKit({ themeMode: 'light' })
  kit.updateOptions({ features: { receive: false }, themeMode: 'dark', themeVariables: { '--w3m-accent': '#123456' }, locale: 'de', projectId: 'other' })
  expect(getFeatures(kit).receive).toBe(false)
  expect(getTheme(kit)).toMatchObject({ themeMode: 'dark', themeVariables: { '--kit-accent': '#123456' } })
  expect(getLocale(kit)).toBe('de')
  expect(kit.options.projectId).toBe('test')
  expect(warn.mock.calls).toEqual([['[Kit] updateOptions: projectId cannot change after the kit is created; create it with them instead.']])
})

test('updateOptions: termsConditionsUrl and privacyPolicyUrl change the legal links; a bad one throws naming it and changes neither', () => {
  const kit = createTestKit({ termsConditionsUrl: 'https://example.com/terms' })
  kit.updateOptions({ privacyPolicyUrl: 'https://example.com/privacy' })
  expect(kit.options).toMatchObject({ termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' })
  expect(() => kit.updateOptions({ termsConditionsUrl: 'https://example.com/new', privacyPolicyUrl: 'javascript:alert(1)' })).toThrow(
    'privacyPolicyUrl: Expected an http(s) URL',
  )
  expect(kit.options).toMatchObject({ termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' })
})
