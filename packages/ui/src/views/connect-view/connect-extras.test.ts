import { getConnections, getRouter, open } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { byTestId, elementUpdated, expectAccessible } from '../../internal/fixture.test-utils.js'
import { createTestKit, text, waitFor, waitForTestId } from '../kit.test-utils.js'
import { mountView } from '../mount.test-utils.js'
import type { KitConnectView } from './connect-view.component.js'
import './connect-view.js'

const legal = { termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' }

describe('kit-connect-view: AppKit options', () => {
  test('parameters: termsConditionsUrl and privacyPolicyUrl are linked under the wallets', async () => {
    const view = await mountView<KitConnectView>(createTestKit(legal), 'kit-connect-view')
    const paragraph = await waitForTestId(view, 'legal-text')
    expect(text(paragraph)).toBe('By connecting your wallet, you agree to our Terms of Service and Privacy Policy')
    expect(byTestId(view, 'legal-terms')?.getAttribute('href')).toBe('https://example.com/terms')
    expect(byTestId(view, 'legal-privacy')?.getAttribute('href')).toBe('https://example.com/privacy')
    expect(byTestId(view, 'legal-checkbox')).toBeNull()
    await expectAccessible(view)
  })

  test('parameters: features.legalCheckbox gates every method until ticked', async () => {
    const kit = createTestKit({ ...legal, features: { legalCheckbox: true } })
    const view = await mountView<KitConnectView>(kit, 'kit-connect-view')
    const checkbox = (await waitForTestId(view, 'legal-checkbox')) as HTMLInputElement
    const methods = byTestId(view, 'connect-methods')!
    expect(methods.inert).toBe(true)
    // A click on the (inert) wallet row does nothing.
    byTestId(view, 'wallet-item-mock')?.click()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(getConnections(kit).status).not.toBe('connecting')
    expect(getRouter(kit).view).toBe('Connect')
    checkbox.click()
    await elementUpdated(view)
    expect(methods.inert).toBe(false)
    await expectAccessible(view)
  })

  test('parameters: customWallets are listed and pair over WalletConnect', async () => {
    const kit = createTestKit({ customWallets: [{ id: 'mine', name: 'My Wallet', mobile_link: 'mywallet://' }] })
    const view = await mountView<KitConnectView>(kit, 'kit-connect-view')
    const row = await waitForTestId(view, 'custom-wallet-mine')
    expect(text(row)).toContain('My Wallet')
    row.click()
    await waitFor(() => getRouter(kit).view === 'ConnectingWalletConnect')
    expect(getRouter(kit).data).toMatchObject({ walletName: 'My Wallet', deepLink: 'mywallet://' })
  })

  test('behavior: in a closed modal (prerendered), custom wallets show their image only once it opens', async () => {
    const image = 'https://wallet.example/icon.png'
    const kit = createTestKit({ customWallets: [{ id: 'mine', name: 'My Wallet', image_url: image, mobile_link: 'mywallet://' }] })
    const view = await mountView<KitConnectView>(kit, 'kit-connect-view', { open: false })
    const item = () => (byTestId(view, 'custom-wallet-mine')!.getRootNode() as ShadowRoot).host as HTMLElement & { icon: string }
    await waitForTestId(view, 'custom-wallet-mine')
    expect(item().icon).toBe('')
    expect(item().shadowRoot!.querySelector('img')).toBeNull()
    open(kit)
    await waitFor(() => item().icon === image, { message: 'the image after opening' })
  })

  const mockIcon = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%224%22 height=%224%22/%3E'

  test('parameters: features.collapseWallets folds the wallets beside email into one row', async () => {
    const kit = createTestKit({
      secureOrigin: 'http://127.0.0.1:9',
      features: { collapseWallets: true, email: true, socials: false },
      adapter: { connector: { icon: mockIcon } },
    })
    const view = await mountView<KitConnectView>(kit, 'kit-connect-view')
    const collapsed = await waitForTestId(view, 'connect-wallets-collapsed')
    expect(byTestId(view, 'wallet-item-mock')).toBeNull()
    // The row shows the logos of the wallets it folds (here the one installed wallet).
    expect([...collapsed.querySelectorAll('.grid img')].map((image) => image.getAttribute('src'))).toEqual([mockIcon])
    collapsed.click()
    await waitForTestId(view, 'wallet-item-mock')
  })

  test('behavior: "New to wallets?" opens WhatIsAWallet', async () => {
    const kit = createTestKit()
    const view = await mountView<KitConnectView>(kit, 'kit-connect-view')
    ;(await waitForTestId(view, 'connect-what-is-a-wallet')).click()
    expect(getRouter(kit).view).toBe('WhatIsAWallet')
  })
})
