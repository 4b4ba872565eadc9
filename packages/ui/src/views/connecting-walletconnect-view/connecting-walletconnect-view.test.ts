import { getConnections, type Kit, navigate, open, type RouterData } from '@kit/core'
import { ContextProvider } from '@lit/context'
import { describe, expect, test, vi } from 'vitest'
import { decodeQr } from '../../components/qr-code/decode-qr.test-utils.js'
import { kitContext } from '../../context.js'
import { byTestId, elementUpdated, expectAccessible, fixture } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import { createTestKit, text, waitFor, waitForTestId } from '../kit.test-utils.js'
import { pairingAdapter, uri, wcIcon } from '../pairing.test-utils.js'
import { formatWalletLink } from './connecting-walletconnect-view.component.js'
import './connecting-walletconnect-view.js'
import '../connecting-walletconnect-basic-view/connecting-walletconnect-basic-view.js'

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

  test("behavior: the app's own URI (open({ uri })) is the QR code and the copy link; the view starts no pairing", async () => {
    const wallet = pairingAdapter()
    const kit = createTestKit({ adapters: [wallet.adapter] })
    await open(kit, { uri })
    const container = await fixture<HTMLDivElement>(html`<div></div>`)
    new ContextProvider(container, { context: kitContext, initialValue: kit })
    const view = document.createElement('kit-connecting-walletconnect-basic-view')
    container.append(view)
    await elementUpdated(view)
    const qr = await waitForTestId(view, 'wc-qr')
    expect(await decodeQr(qr)).toBe(uri)
    expect(((byTestId(view, 'wc-copy-link')!.getRootNode() as ShadowRoot).host as HTMLElement & { value: string }).value).toBe(uri)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(wallet.calls.count).toBe(0)
    expect(getConnections(kit).status).toBe('disconnected')
  })

  test('formatWalletLink', () => {
    expect(formatWalletLink('rainbow://', 'wc:a@2?b=c')).toBe('rainbow://wc?uri=wc%3Aa%402%3Fb%3Dc')
    expect(formatWalletLink('rainbow', 'wc:x')).toBe('rainbow://wc?uri=wc%3Ax')
    expect(formatWalletLink('https://rnbwapp.com', 'wc:x')).toBe('https://rnbwapp.com/wc?uri=wc%3Ax')
    expect(formatWalletLink('https://link.trustwallet.com/', 'wc:x')).toBe('https://link.trustwallet.com/wc?uri=wc%3Ax')
  })
})
