import { afterEach, describe, expect, test, vi } from 'vitest'
import { close } from '../actions/close.js'
import { navigate } from '../actions/navigate.js'
import { open } from '../actions/open.js'
import { setThemeVariables } from '../actions/setTheme.js'
import { connectorsAdapter, stubConnector } from '../adapters/connectorsAdapter.test-utils.js'
import { createKit } from '../createKit.js'
import { getConnectorGroups } from '../getters/getConnectorGroups.js'
import { getConnectors } from '../getters/getConnectors.js'
import { getFeatures } from '../getters/getFeatures.js'
import { getRpcUrls } from '../getters/getRpcUrls.js'
import { getTheme } from '../getters/getTheme.js'
import { anvil } from '../networks/anvil.js'
import { base } from '../networks/base.js'
import { createMemoryBackend } from '../storage/createStorage.js'
import { createTestKit } from '../testKit.test-utils.js'

afterEach(() => vi.restoreAllMocks())

/** An adapter announcing one connector of each kind AppKit's switches cover. */
const everyKindAdapter = connectorsAdapter([
  stubConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect' }),
  stubConnector({ id: 'injected', name: 'Browser Wallet', type: 'injected' }),
  stubConnector({ id: 'io.metamask', name: 'MetaMask', type: 'injected', rdns: 'io.metamask', icon: 'data:,mm' }),
  stubConnector({ id: 'com.coinbase.wallet', name: 'Coinbase Wallet', type: 'injected', rdns: 'com.coinbase.wallet' }),
])

const kitWith = (options: Record<string, unknown>) =>
  createKit({
    projectId: 'test',
    networks: [anvil, base],
    adapters: [everyKindAdapter],
    storage: createMemoryBackend(),
    environment: { isBrowser: () => true, isMobile: () => false },
    ...options,
  })

const ids = (kit: ReturnType<typeof kitWith>) =>
  getConnectors(kit)
    .map((item) => item.connector.id)
    .sort()

describe('AppKit options', () => {
  test('default: every documented option is accepted', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const kit = createTestKit({
      termsConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
      customWallets: [{ id: 'my', name: 'My Wallet', mobile_link: 'mywallet://', image_url: 'https://example.com/my.png' }],
      allWallets: 'HIDE',
      enableWalletConnect: true,
      enableInjected: true,
      enableEIP6963: true,
      enableCoinbase: true,
      allowUnsupportedChain: true,
      chainImages: { 31337: 'https://example.com/anvil.png' },
      connectorImages: { mock: 'https://example.com/mock.png' },
      customRpcUrls: { 'eip155:8453': [{ url: 'https://rpc.example.com' }] },
      debug: false,
      siweConfig: { options: { enabled: true } },
      themeVariables: { '--w3m-accent': '#ff0000' },
      features: { legalCheckbox: true, collapseWallets: true },
    })
    expect(kit.options).toMatchObject({ termsConditionsUrl: 'https://example.com/terms', allowUnsupportedChain: true })
    // siweConfig turns sign-in on, whose code the mounted kit loads in the background: wait until
    // it has started (as signIn.test.ts does), or the load can land after vitest has torn the
    // file's modules down (an unhandled error). A warning (loaded with its texts) would be in by then.
    await vi.waitFor(() => expect(kit._internal.cleanups.has('siwx')).toBe(true))
    expect(warn).not.toHaveBeenCalled()
    kit._internal.unmount()
  })

  test('behavior: AppKit options without a Kit equivalent warn once, naming them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const kit = createTestKit({ enableWalletGuide: false, coinbasePreference: 'all', features: { smartSessions: true, email: false } })
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
    expect(warn.mock.calls[0]![0]).toMatch(/enableWalletGuide \(Kit has no wallet guide\); coinbasePreference .*; features\.smartSessions/)
    expect(kit.options.features).toEqual({ email: false })
  })

  test('behavior: the AppKit keys that threw before are accepted: reownBranding and experimental_preferUniversalLinks warn; disableAppend and walletFeaturesOrder are kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const kit = createTestKit({
      experimental_preferUniversalLinks: true,
      disableAppend: true,
      features: { reownBranding: false, walletFeaturesOrder: ['send', 'receive'] },
    })
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
    expect(warn.mock.calls[0]![0]).toMatch(/experimental_preferUniversalLinks \(.+\); features\.reownBranding \(Kit shows no Reown branding\)$/)
    expect(kit.options.disableAppend).toBe(true)
    expect(getFeatures(kit).walletFeaturesOrder).toEqual(['send', 'receive'])
    expect(getFeatures(createTestKit()).walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(() => createTestKit({ features: { walletFeaturesOrder: ['buy'] } } as never)).toThrow('features.walletFeaturesOrder.0')
  })

  test('behavior: a typo of a known option gets "did you mean"', () => {
    expect(() => createTestKit({ termsConditionUrl: 'https://example.com' } as never)).toThrow(
      '(options): Unrecognized key: "termsConditionUrl"; did you mean "termsConditionsUrl"?',
    )
    expect(() => createTestKit({ features: { colapseWallets: true } } as never)).toThrow(
      'features: Unrecognized key: "colapseWallets"; did you mean "collapseWallets"?',
    )
    expect(() => createTestKit({ themeVariables: { '--w3m-acent': 'red' } } as never)).toThrow('did you mean "--w3m-accent"?')
    expect(() => createTestKit({ somethingElse: 1 } as never)).toThrow(/Unrecognized key: "somethingElse"$/m)
  })

  test('parameters: --w3m-* theme variables map onto Kit tokens (createKit and setThemeVariables)', () => {
    const kit = createTestKit({
      themeVariables: {
        '--w3m-accent': '#7B61FF',
        '--w3m-font-family': 'Inter',
        '--w3m-border-radius-master': '2px',
        '--w3m-z-index': 50,
        '--w3m-color-mix': '#00BB7F',
        '--w3m-color-mix-strength': 20,
        '--w3m-font-size-master': '9px',
        '--w3m-qr-color': '#123456',
      },
    })
    expect(getTheme(kit).themeVariables).toEqual({
      '--kit-accent': '#7B61FF',
      '--kit-font-family': 'Inter',
      '--kit-border-radius': 'calc(2px * 6)',
      '--kit-z-index': 50,
      '--kit-color-mix': '#00BB7F',
      '--kit-color-mix-strength': 20,
      '--kit-font-size-master': '9px',
      '--kit-qr-color': '#123456',
    })
    setThemeVariables(kit, { '--w3m-accent': '#000000' })
    expect(getTheme(kit).themeVariables['--kit-accent']).toBe('#000000')
  })

  test("parameters: AppKit 1.8's --apkt-* names map as their --w3m-* twins, and win over them", () => {
    const kit = createTestKit({
      themeVariables: { '--apkt-accent': '#111111', '--w3m-accent': '#222222', '--apkt-border-radius-master': '3px', '--w3m-qr-color': '#333333' },
    })
    expect(getTheme(kit).themeVariables).toMatchObject({ '--kit-accent': '#111111', '--kit-border-radius': 'calc(3px * 6)', '--kit-qr-color': '#333333' })
    expect(Object.keys(getTheme(kit).themeVariables).filter((key) => !key.startsWith('--kit-'))).toEqual([])
    setThemeVariables(kit, { '--apkt-z-index': 70 })
    expect(getTheme(kit).themeVariables['--kit-z-index']).toBe(70)
    expect(() => createTestKit({ themeVariables: { '--apkt-color-mix-strength': 101 } })).toThrow('themeVariables.--apkt-color-mix-strength')
  })

  test('parameters: enableWalletConnect, enableInjected, enableEIP6963, enableCoinbase', () => {
    expect(ids(kitWith({}))).toEqual(['com.coinbase.wallet', 'injected', 'io.metamask', 'walletConnect'])
    expect(ids(kitWith({ enableWalletConnect: false }))).toEqual(['com.coinbase.wallet', 'injected', 'io.metamask'])
    expect(ids(kitWith({ enableInjected: false }))).toEqual(['com.coinbase.wallet', 'io.metamask', 'walletConnect'])
    expect(ids(kitWith({ enableEIP6963: false }))).toEqual(['injected', 'walletConnect'])
    expect(ids(kitWith({ enableCoinbase: false }))).toEqual(['injected', 'io.metamask', 'walletConnect'])
  })

  test('parameters: allWallets and enableWalletConnect decide the All Wallets entry', () => {
    expect(getFeatures(kitWith({})).allWallets).toBe(true)
    expect(getFeatures(kitWith({ allWallets: 'HIDE' })).allWallets).toBe(false)
    expect(getFeatures(kitWith({ allWallets: 'ONLY_MOBILE' })).allWallets).toBe(false)
    expect(getFeatures(kitWith({ allWallets: 'ONLY_MOBILE', environment: { isBrowser: () => true, isMobile: () => true } })).allWallets).toBe(true)
    expect(getFeatures(kitWith({ enableWalletConnect: false })).allWallets).toBe(false)
    expect(getFeatures(kitWith({ allWallets: 'HIDE', features: { allWallets: true } })).allWallets).toBe(true)
  })

  test('parameters: chainImages, connectorImages, customRpcUrls', () => {
    const kit = kitWith({
      chainImages: { 31337: 'https://example.com/anvil.png', 'eip155:8453': 'https://example.com/base.png' },
      connectorImages: { 'io.metamask': 'https://example.com/mm.png' },
      customRpcUrls: { 'eip155:8453': [{ url: 'https://rpc.example.com' }] },
    })
    expect(kit.networks.map((network) => network.assets?.imageUrl)).toEqual(['https://example.com/anvil.png', 'https://example.com/base.png'])
    expect(getConnectorGroups(kit).find((group) => group.rdns === 'io.metamask')?.icon).toBe('https://example.com/mm.png')
    expect(getRpcUrls(kit, base)[0]).toBe('https://rpc.example.com')
  })

  test('parameters: debug logs events and alerts', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    const kit = kitWith({ debug: true })
    open(kit)
    close(kit)
    expect(debug.mock.calls.map((call) => call[1])).toEqual(['MODAL_CREATED', 'INITIALIZE', 'MODAL_OPEN', 'MODAL_CLOSE'])
    debug.mockClear()
    kitWith({})
    expect(debug).not.toHaveBeenCalled()
  })

  test('behavior: bad values of AppKit options are named', () => {
    expect(() => kitWith({ allWallets: 'SOMETIMES', termsConditionsUrl: 'javascript:alert(1)', customWallets: [{ name: 'x' }] })).toThrow(
      /termsConditionsUrl: Expected an http\(s\) or ws\(s\) URL\n- customWallets\.0\.id: Required\n- allWallets: Invalid type: Expected \("SHOW" \| "HIDE" \| "ONLY_MOBILE"\) but received "SOMETIMES"/,
    )
  })

  test('behavior: an unknown view is a named error, not Connect', () => {
    const kit = kitWith({})
    expect(() => open(kit, { view: 'Nope' as never })).toThrow('Unknown view: "Nope"')
    expect(kit._internal.state.modal.open).toBe(false)
    expect(() => navigate(kit, { view: 'Nope' as never })).toThrow(expect.objectContaining({ name: 'UnknownViewError' }))
  })
})
