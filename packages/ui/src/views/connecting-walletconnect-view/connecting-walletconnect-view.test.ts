import { type Adapter, type Connector, type ConnectorPairing, getConnections, type Kit, navigate, open, type RouterData } from '@kit/core'
import { ContextProvider } from '@lit/context'
import { html } from 'lit'
import { describe, expect, test, vi } from 'vitest'
import { decodeQr } from '../../components/qr-code/decodeQr.test-utils.js'
import { kitContext } from '../../context.js'
import { byTestId, elementUpdated, expectAccessible, fixture } from '../../internal/fixture.test-utils.js'
import { createTestKit, deferred, testAddress, text, waitFor, waitForTestId } from '../kit.test-utils.js'
import { formatWalletLink } from './connecting-walletconnect-view.component.js'
import './connecting-walletconnect-view.js'
import '../connecting-walletconnect-basic-view/connecting-walletconnect-basic-view.js'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1750000000'
const wcIcon = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"%3E%3Crect width="4" height="4" fill="%233396FF"/%3E%3C/svg%3E'

/** A WalletConnect-like connector: reports URIs while connecting; the test decides the outcome. */
function pairingAdapter() {
  const listeners = new Set<(pairing: ConnectorPairing) => void>()
  let outcome = deferred<'approve' | 'reject'>()
  const calls = { count: 0 }
  const connector: Connector = {
    namespace: 'eip155',
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'walletConnect',
    icon: wcIcon,
    async connect({ signal } = {}) {
      calls.count += 1
      const result = await Promise.race([
        outcome.promise,
        new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      ])
      outcome = deferred()
      if (result === 'reject') throw Object.assign(new Error('User rejected.'), { code: 4001 })
      return { accounts: [testAddress], networkId: 'eip155:31337' }
    },
    disconnect: async () => undefined,
    getAccounts: async () => [testAddress],
    getNetworkId: async () => 'eip155:31337',
    isAuthorized: async () => false,
    getProvider: async () => ({}),
    subscribe: () => () => undefined,
    subscribePairing(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
  const adapter: Adapter = {
    namespace: 'eip155',
    setup: () => ({
      watchConnectors(onChange) {
        onChange([connector])
        return () => undefined
      },
      getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
      isValidAddress: (address) => address.startsWith('0x'),
    }),
  }
  return {
    adapter,
    calls,
    emitUri: (value: string) => {
      for (const listener of listeners) listener({ uri: value, expiresAt: Date.now() + 240_000 })
    },
    finish: (result: 'approve' | 'reject') => outcome.resolve(result),
  }
}

async function mountView(kit: Kit, tag = 'kit-connecting-walletconnect-view', data: RouterData = { connectorId: 'walletConnect' }) {
  open(kit)
  navigate(kit, { view: tag.includes('basic') ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect', data })
  const container = await fixture<HTMLDivElement>(html`<div></div>`)
  new ContextProvider(container, { context: kitContext, initialValue: kit })
  const view = document.createElement(tag)
  container.append(view)
  await elementUpdated(view)
  return view
}

describe('kit-connecting-walletconnect-view', () => {
  test('default: starts pairing, shows a spinner, then a QR code that decodes to the URI, and a copy link', async () => {
    const wallet = pairingAdapter()
    const kit = createTestKit({ adapters: [wallet.adapter] })
    const view = await mountView(kit)
    await waitForTestId(view, 'wc-qr-loading')
    expect(byTestId(view, 'wc-qr')).toBeNull()
    await waitFor(() => wallet.calls.count === 1)
    wallet.emitUri(uri)
    const qr = await waitForTestId(view, 'wc-qr')
    expect(qr.getAttribute('aria-label')).toBe('WalletConnect QR code')
    expect(await decodeQr(qr)).toBe(uri)
    const copy = (byTestId(view, 'wc-copy-link')!.getRootNode() as ShadowRoot).host
    expect(text(copy)).toBe('Copy link')
    expect(copy).toMatchObject({ value: uri })
    await expectAccessible(view)
    expect(byTestId(view, 'wc-wallet')).toBeNull()
  })

  test('behavior: a fresh URI replaces the code without a user action', async () => {
    const wallet = pairingAdapter()
    const kit = createTestKit({ adapters: [wallet.adapter] })
    const view = await mountView(kit)
    await waitFor(() => wallet.calls.count === 1)
    wallet.emitUri(uri)
    expect(await decodeQr(await waitForTestId(view, 'wc-qr'))).toBe(uri)
    const fresh = uri.replace('7f6e', '0000')
    wallet.emitUri(fresh)
    await waitFor(async () => (await decodeQr(byTestId(view, 'wc-qr')!)) === fresh)
    expect(wallet.calls.count).toBe(1)
  })

  test('behavior: rejection shows Connection rejected; retry pairs again and succeeds', async () => {
    const wallet = pairingAdapter()
    const kit = createTestKit({ adapters: [wallet.adapter] })
    const view = await mountView(kit)
    await waitFor(() => wallet.calls.count === 1)
    wallet.emitUri(uri)
    wallet.finish('reject')
    expect(text(await waitForTestId(view, 'connecting-error'))).toBe('Connection rejected')
    expect(byTestId(view, 'wc-qr')).toBeNull()
    byTestId(view, 'connecting-retry')!.click()
    await waitFor(() => wallet.calls.count === 2)
    wallet.emitUri(uri)
    await waitForTestId(view, 'wc-qr')
    wallet.finish('approve')
    await waitFor(() => getConnections(kit).status === 'connected')
  })

  test('parameters: a catalogue wallet heads the view; the basic form has no header', async () => {
    const wallet = pairingAdapter()
    const kit = createTestKit({ adapters: [wallet.adapter] })
    const view = await mountView(kit, 'kit-connecting-walletconnect-view', {
      connectorId: 'walletConnect',
      walletName: 'Rainbow',
      walletIcon: wcIcon,
    })
    expect(text(await waitForTestId(view, 'wc-wallet-name'))).toBe('Continue in Rainbow')
    await waitFor(() => wallet.calls.count === 1)
    wallet.emitUri(uri)
    expect(await decodeQr(await waitForTestId(view, 'wc-qr'))).toBe(uri)
    expect(text(view.shadowRoot!.querySelector('.hint'))).toBe('Scan this QR code with Rainbow on your phone')

    const basicKit = createTestKit({ adapters: [pairingAdapter().adapter] })
    const basic = await mountView(basicKit, 'kit-connecting-walletconnect-basic-view', { walletName: 'Rainbow' })
    await waitForTestId(basic, 'wc-qr-loading')
    expect(byTestId(basic, 'wc-wallet')).toBeNull()
  })

  test('behavior: on mobile a catalogue wallet opens with the URI; Open opens it again', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null)
    try {
      const wallet = pairingAdapter()
      const kit = createTestKit({ adapters: [wallet.adapter], environment: { isBrowser: () => true, isMobile: () => true } })
      const view = await mountView(kit, 'kit-connecting-walletconnect-view', {
        connectorId: 'walletConnect',
        walletName: 'Rainbow',
        deepLink: 'https://rnbwapp.com',
      })
      await waitFor(() => wallet.calls.count === 1)
      wallet.emitUri(uri)
      const expected = `https://rnbwapp.com/wc?uri=${encodeURIComponent(uri)}`
      await waitFor(() => opened.mock.calls.length === 1)
      expect(opened.mock.calls[0]?.[0]).toBe(expected)
      const button = await waitForTestId(view, 'wc-open-app')
      button.click()
      expect(opened.mock.calls.length).toBe(2)
    } finally {
      opened.mockRestore()
    }
  })

  test('formatWalletLink', () => {
    expect(formatWalletLink('rainbow://', 'wc:a@2?b=c')).toBe('rainbow://wc?uri=wc%3Aa%402%3Fb%3Dc')
    expect(formatWalletLink('rainbow', 'wc:x')).toBe('rainbow://wc?uri=wc%3Ax')
    expect(formatWalletLink('https://rnbwapp.com', 'wc:x')).toBe('https://rnbwapp.com/wc?uri=wc%3Ax')
    expect(formatWalletLink('https://link.trustwallet.com/', 'wc:x')).toBe('https://link.trustwallet.com/wc?uri=wc%3Ax')
  })
})
