import { getConnections, getRouter, type Kit, open } from '@kit/core'
import { describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { decodeQr } from '../../components/qr-code/decode-qr.test-utils.js'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { createTestKit, text, waitFor, waitForTestId } from '../kit.test-utils.js'
import { mountView } from '../mount.test-utils.js'
import { pairingAdapter, uri } from '../pairing.test-utils.js'
import './connecting-walletconnect-basic-view.js'

/** Manual WalletConnect control on desktop: `open()` lands on this view (docs/rules/screens.md). */
async function openBasic(kit: Kit) {
  open(kit, { data: { walletName: 'Rainbow' } })
  expect(getRouter(kit).view).toBe('ConnectingWalletConnectBasic')
  return mountView(kit, 'kit-connecting-walletconnect-basic-view')
}

/** The `<kit-copy-button>` whose inner button carries `wc-copy-link`. */
function copyLink(view: HTMLElement) {
  return (byTestId(view, 'wc-copy-link')!.getRootNode() as ShadowRoot).host as HTMLElement & { value: string; disabled: boolean }
}

describe('kit-connecting-walletconnect-basic-view', () => {
  test('default: manual control opens it; a spinner, then the QR code of the URI and a copy link, with no wallet header', async () => {
    const wallet = pairingAdapter()
    const kit = createTestKit({ adapters: [wallet.adapter], manualWCControl: true })
    const view = await openBasic(kit)
    const loading = await waitForTestId(view, 'wc-qr-loading')
    expect(loading.getAttribute('aria-busy')).toBe('true')
    expect(copyLink(view).disabled).toBe(true)
    await waitFor(() => wallet.calls.count === 1)
    wallet.emitUri(uri)
    const qr = await waitForTestId(view, 'wc-qr')
    expect(qr.getAttribute('aria-label')).toBe('WalletConnect QR code')
    expect(await decodeQr(qr)).toBe(uri)
    expect(text(view.shadowRoot!.querySelector('.hint'))).toBe('Scan this QR code with your phone')
    expect(text(copyLink(view))).toBe('Copy link')
    expect(copyLink(view)).toMatchObject({ value: uri, disabled: false })
    // The basic form never names a wallet, even when the route carries one, and offers no app link.
    expect(byTestId(view, 'wc-wallet')).toBeNull()
    expect(byTestId(view, 'wc-open-app')).toBeNull()
    expect(byTestId(view, 'connecting-error')).toBeNull()
    await expectAccessible(view)
  })

  test('behavior: Copy link puts the pairing URI on the clipboard', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    try {
      const wallet = pairingAdapter()
      const kit = createTestKit({ adapters: [wallet.adapter], manualWCControl: true })
      const view = await openBasic(kit)
      await waitFor(() => wallet.calls.count === 1)
      wallet.emitUri(uri)
      await waitForTestId(view, 'wc-qr')
      await userEvent.click(byTestId(view, 'wc-copy-link')!)
      await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(uri))
    } finally {
      writeText.mockRestore()
    }
  })

  test('behavior: a rejection shows Connection rejected with its hint; Try again pairs again and connects', async () => {
    const wallet = pairingAdapter()
    const kit = createTestKit({ adapters: [wallet.adapter], manualWCControl: true })
    const view = await openBasic(kit)
    await waitFor(() => wallet.calls.count === 1)
    wallet.emitUri(uri)
    await waitForTestId(view, 'wc-qr')
    wallet.finish('reject')
    const error = await waitForTestId(view, 'connecting-error')
    expect(text(error)).toBe('Connection rejected')
    expect(error.getAttribute('role')).toBe('alert')
    expect(text(view.shadowRoot!.querySelector('.description'))).toBe('Connection can be declined if a previous request is still active')
    expect(byTestId(view, 'wc-qr')).toBeNull()
    await expectAccessible(view)
    const retry = byTestId(view, 'connecting-retry')!
    // The label is slotted into <kit-button>, whose inner button carries the test id.
    expect(text((retry.getRootNode() as ShadowRoot).host)).toBe('Try again')
    retry.click()
    await waitFor(() => wallet.calls.count === 2)
    wallet.emitUri(uri)
    expect(await decodeQr(await waitForTestId(view, 'wc-qr'))).toBe(uri)
    wallet.finish('approve')
    await waitFor(() => getConnections(kit).status === 'connected')
  })

  test('behavior: a failure that is not a refusal shows Failed to connect with its details', async () => {
    const wallet = pairingAdapter()
    const kit = createTestKit({ adapters: [wallet.adapter], manualWCControl: true })
    const view = await openBasic(kit)
    await waitFor(() => wallet.calls.count === 1)
    wallet.finish(new Error('Relay unreachable'))
    expect(text(await waitForTestId(view, 'connecting-error'))).toBe('Failed to connect')
    expect(text(byTestId(view, 'connecting-error-details'))).toContain('Relay unreachable')
    expect(view.shadowRoot!.querySelector('.description')).toBeNull()
    byTestId(view, 'connecting-retry')!.click()
    await waitFor(() => wallet.calls.count === 2)
    await waitForTestId(view, 'wc-qr-loading')
  })

  test('behavior: without a WalletConnect connector it shows Failed to connect at once', async () => {
    // The mock wallet only: no connector with the id 'walletConnect'.
    const kit = createTestKit({ manualWCControl: true })
    const view = await openBasic(kit)
    expect(text(await waitForTestId(view, 'connecting-error'))).toBe('Failed to connect')
    expect(byTestId(view, 'connecting-error-details')).toBeNull()
    expect(byTestId(view, 'wc-qr-loading')).toBeNull()
    expect(byTestId(view, 'connecting-retry')).not.toBeNull()
  })
})
