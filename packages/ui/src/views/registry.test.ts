import { describe, expect, test, vi } from 'vitest'
import { getTranslate } from '../i18n/getTranslate.js'
import { createTestKit } from './kit.test-utils.js'
import { eagerViewElements, isViewReady, loadView, type ViewEntry, viewRegistry } from './registry.js'

describe('viewRegistry', () => {
  test('default: Connect is eager (the first click); the rest lazy', () => {
    const eager = Object.entries(viewRegistry)
      .filter(([, entry]) => entry.element)
      .map(([view]) => view)
    const lazy = Object.entries(viewRegistry)
      .filter(([, entry]) => entry.load)
      .map(([view]) => view)
    expect(eager).toEqual(['Connect'])
    // Every other view is a lazy chunk (feature issues keep adding views: checked by inclusion).
    expect(lazy).toEqual(
      expect.arrayContaining([
        'ConnectingExternal',
        'Account',
        'Networks',
        'ConnectingWalletConnect',
        'ConnectingWalletConnectBasic',
        'SwitchNetwork',
        'UnsupportedChain',
        'EmailLogin',
        'ConnectingSocial',
        'ConnectingFarcaster',
        'UpdateEmailWallet',
        'ApproveTransaction',
        'ConnectingMultiChain',
        'SwitchActiveChain',
      ]),
    )
    expect(lazy.filter((view) => eager.includes(view))).toEqual([])
    expect(Object.keys(eagerViewElements)).toEqual(['kit-connect-view'])
    // The likely next views are fetched while Connect is shown (Account and Networks once connected, by the modal).
    expect(viewRegistry.Connect!.prefetch).toContain('ConnectingExternal')
  })

  test('behavior: loadView registers a lazy view once', async () => {
    const entry = viewRegistry.UnsupportedChain!
    expect(isViewReady(entry)).toBe(customElements.get(entry.tag) !== undefined)
    const first = loadView(entry)
    await first
    expect(customElements.get('kit-unsupported-chain-view')).toBeDefined()
    expect(isViewReady(entry)).toBe(true)
    await loadView(entry)
  })

  test('behavior: loadView asks again after a failed load', async () => {
    const tag = 'kit-registry-retry-test-view'
    const load = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementationOnce(async () => customElements.define(tag, class extends HTMLElement {}))
    const entry = { tag, load, title: () => '' } as unknown as ViewEntry
    await expect(loadView(entry)).rejects.toThrow('Failed to fetch')
    expect(isViewReady(entry)).toBe(false)
    await loadView(entry)
    expect(isViewReady(entry)).toBe(true)
    expect(load).toHaveBeenCalledTimes(2)
  })

  test('behavior: titles', () => {
    const kit = createTestKit()
    expect(viewRegistry.Connect!.title(kit, {}, getTranslate(kit))).toBe('Connect a wallet')
    expect(viewRegistry.ConnectingExternal!.title(kit, { connectorId: 'nope' }, getTranslate(kit))).toBe('Connect a wallet')
    expect(viewRegistry.Account!.title(kit, {}, getTranslate(kit))).toBe('Account')
    expect(viewRegistry.Networks!.title(kit, {}, getTranslate(kit))).toBe('Select network')
    expect(viewRegistry.SwitchNetwork!.title(kit, { networkId: 'eip155:8453' }, getTranslate(kit))).toBe('Switch to Base')
    expect(viewRegistry.SwitchActiveChain!.title(kit, { networkId: 'eip155:8453' }, getTranslate(kit))).toBe('Switch to Base')
    expect(viewRegistry.ConnectingMultiChain!.title(kit, { walletId: 'mockwallet' }, getTranslate(kit))).toBe('Mock Wallet')
    expect(viewRegistry.ConnectingMultiChain!.title(kit, {}, getTranslate(kit))).toBe('Select chain')
    expect(viewRegistry.UnsupportedChain!.title(kit, {}, getTranslate(kit))).toBe('Switch Network')
    expect(viewRegistry.ConnectingWalletConnect!.title(kit, {}, getTranslate(kit))).toBe('WalletConnect')
    expect(viewRegistry.ConnectingWalletConnect!.title(kit, { walletName: 'Rainbow' }, getTranslate(kit))).toBe('Rainbow')
    expect(viewRegistry.ConnectingWalletConnectBasic!.title(kit, {}, getTranslate(kit))).toBe('WalletConnect')
  })
})
