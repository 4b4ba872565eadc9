import { describe, expect, test, vi } from 'vitest'
import { createTestWindow } from '../test/createTestWindow.js'
import type { Eip1193Provider } from '../types.js'
import { type InjectedProvider, watchInjectedProviders } from './watchInjectedProviders.js'

const provider = (): Eip1193Provider => ({ request: async () => null })
const summary = (providers: readonly InjectedProvider[]) => providers.map(({ id, name, rdns }) => ({ id, name, rdns }))

describe('watchInjectedProviders', () => {
  test('default: two EIP-6963 wallets plus the legacy window.ethereum', () => {
    const target = createTestWindow({ ethereum: provider() })
    target.addWallet({ rdns: 'io.metamask', name: 'MetaMask' }, provider())
    target.addWallet({ rdns: 'com.example', name: 'Example' }, provider())
    const onChange = vi.fn()
    const stop = watchInjectedProviders(target, { onChange })
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(summary(onChange.mock.lastCall![0])).toMatchInlineSnapshot(`
      [
        {
          "id": "io.metamask",
          "name": "MetaMask",
          "rdns": "io.metamask",
        },
        {
          "id": "com.example",
          "name": "Example",
          "rdns": "com.example",
        },
        {
          "id": "injected",
          "name": "Browser Wallet",
          "rdns": undefined,
        },
      ]
    `)
    expect(onChange.mock.lastCall![0][0].icon).toBe('data:image/svg+xml,<svg/>')
    stop()
  })

  test('behavior: legacy hidden when window.ethereum is an announced provider', () => {
    const shared = provider()
    const target = createTestWindow({ ethereum: shared })
    target.addWallet({ rdns: 'io.metamask', name: 'MetaMask' }, provider())
    target.addWallet({ rdns: 'com.example', name: 'Example' }, shared)
    const onChange = vi.fn()
    watchInjectedProviders(target, { onChange })
    // One report after the request, never a transient 'Browser Wallet'.
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange.mock.lastCall![0].map((entry: InjectedProvider) => entry.id)).toEqual(['io.metamask', 'com.example'])
  })

  test('behavior: a wallet announced later, by the same rdns, replaces the earlier one', () => {
    const target = createTestWindow()
    const onChange = vi.fn()
    const stop = watchInjectedProviders(target, { onChange })
    expect(onChange).not.toHaveBeenCalled()
    const first = provider()
    target.addWallet({ rdns: 'io.metamask', name: 'MetaMask' }, first)
    expect(onChange).toHaveBeenCalledTimes(1)
    // The same announcement again changes nothing.
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(onChange).toHaveBeenCalledTimes(1)
    const second = provider()
    target.addWallet({ rdns: 'io.metamask', name: 'MetaMask 2' }, second)
    expect(onChange).toHaveBeenCalledTimes(2)
    const [entry] = onChange.mock.lastCall![0] as InjectedProvider[]
    expect(onChange.mock.lastCall![0]).toHaveLength(1)
    expect(entry!.provider).toBe(second)
    expect(entry!.name).toBe('MetaMask 2')
    stop()
    target.addWallet({ rdns: 'com.late', name: 'Late' }, provider())
    expect(onChange).toHaveBeenCalledTimes(2)
  })

  test('behavior: ignores malformed announcements', () => {
    const target = createTestWindow()
    const onChange = vi.fn()
    watchInjectedProviders(target, { onChange })
    for (const detail of [undefined, null, {}, { info: { name: 'X', rdns: '' }, provider: provider() }, { info: { name: 'X', rdns: 'x' }, provider: {} }])
      target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    expect(onChange).not.toHaveBeenCalled()
  })

  test('parameters: legacy false never lists window.ethereum', () => {
    const target = createTestWindow({ ethereum: provider() })
    const onChange = vi.fn()
    watchInjectedProviders(target, { legacy: false, onChange })
    expect(onChange).not.toHaveBeenCalled()
  })

  test('behavior: window.ethereum injected late (ethereum#initialized)', () => {
    const target = createTestWindow()
    const onChange = vi.fn()
    watchInjectedProviders(target, { onChange })
    target.ethereum = provider()
    target.dispatchEvent(new Event('ethereum#initialized'))
    expect(onChange.mock.lastCall![0].map((entry: InjectedProvider) => entry.id)).toEqual(['injected'])
  })
})
