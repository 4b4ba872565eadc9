import { getRouter, navigate, open } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { createApiKit, createFakeApi } from '../api.test-utils.js'
import { createTestKit, deferred, waitFor, waitForNoTestId, waitForTestId } from '../kit.test-utils.js'
import { mountView } from '../mount.test-utils.js'
import './connect-view.js'

const items = (view: HTMLElement) => [...view.shadowRoot!.querySelectorAll('kit-wallet-item')].map((item) => (item as HTMLElement & { testid: string }).testid)

describe('kit-connect-view: wallet catalogue', () => {
  test('default: installed wallets, then 4 recommended (installed ones dropped by rdns), then All Wallets', async () => {
    const gate = deferred()
    const api = createFakeApi({ walletsGate: gate.promise })
    const kit = createApiKit(api, { adapter: { connector: { name: 'MetaMask', rdns: 'io.metamask' } } })
    const view = await mountView(kit, 'kit-connect-view')
    // The view shows at once: installed wallet, a skeleton, the All Wallets entry.
    await waitForTestId(view, 'wallet-item-io.metamask')
    expect(byTestId(view, 'recommended-loading')).not.toBeNull()
    await waitForTestId(view, 'all-wallets')
    expect(byTestId(view, 'recommended-loading')).not.toBeNull()
    gate.resolve()
    await waitForNoTestId(view, 'recommended-loading')
    expect(items(view)).toEqual([
      'wallet-item-io.metamask',
      'catalogue-wallet-wallet-1',
      'catalogue-wallet-wallet-2',
      'catalogue-wallet-wallet-3',
      'catalogue-wallet-wallet-4',
      'all-wallets',
    ])
    const allWallets = (byTestId(view, 'all-wallets')!.getRootNode() as ShadowRoot).host
    expect(allWallets).toMatchObject({ name: 'All Wallets', tag: '90+' })
    await expectAccessible(view)
    byTestId(view, 'all-wallets')!.click()
    expect(getRouter(kit).view).toBe('AllWallets')
  })

  test('parameters: featuredWalletIds lead, excludeWalletIds never listed', async () => {
    const kit = createApiKit(createFakeApi(), { featuredWalletIds: ['wallet-9'], excludeWalletIds: ['wallet-1', 'wallet-2'] })
    const view = await mountView(kit, 'kit-connect-view')
    await waitFor(() => items(view).includes('catalogue-wallet-wallet-9'), { message: 'featured' })
    expect(items(view)).toEqual([
      'wallet-item-mock',
      'catalogue-wallet-wallet-9',
      'catalogue-wallet-wallet-0',
      'catalogue-wallet-wallet-3',
      'catalogue-wallet-wallet-4',
      'catalogue-wallet-wallet-5',
      'all-wallets',
    ])
  })

  test('behavior: rendered in a closed modal (prerendered), it reads no catalogue until the modal opens', async () => {
    const api = createFakeApi()
    const kit = createApiKit(api)
    const view = await mountView(kit, 'kit-connect-view', { open: false })
    await waitForTestId(view, 'wallet-item-mock')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(api.count('/getWallets')).toBe(0)
    open(kit)
    await waitFor(() => items(view).includes('catalogue-wallet-wallet-1'), { message: 'catalogue after opening' })
    expect(api.count('/getWallets')).toBeGreaterThan(0)
  })

  test('behavior: the API down never blocks the installed wallets', async () => {
    const kit = createApiKit(createFakeApi({ down: true }))
    const view = await mountView(kit, 'kit-connect-view')
    await waitForTestId(view, 'wallet-item-mock')
    await waitForNoTestId(view, 'recommended-loading')
    expect(items(view)).toEqual(['wallet-item-mock', 'all-wallets'])
  })

  test('behavior: a recommended wallet pairs over WalletConnect', async () => {
    const kit = createApiKit(createFakeApi())
    navigate(kit, { view: 'Connect' })
    const view = await mountView(kit, 'kit-connect-view')
    ;(await waitForTestId(view, 'catalogue-wallet-wallet-3')).click()
    expect(getRouter(kit)).toMatchObject({ view: 'ConnectingWalletConnect', data: { walletName: 'Rainbow', deepLink: 'rainbow://' } })
  })

  test('behavior: without apiUrl, no catalogue and no request', async () => {
    const kit = createTestKit()
    const view = await mountView(kit, 'kit-connect-view')
    await waitForTestId(view, 'wallet-item-mock')
    expect(items(view)).toEqual(['wallet-item-mock'])
  })

  test("default: AppKit's section order — installed, featured, custom wallets, recommended, All Wallets", async () => {
    const kit = createApiKit(createFakeApi(), {
      featuredWalletIds: ['wallet-9'],
      customWallets: [{ id: 'mine', name: 'My Wallet', mobile_link: 'mywallet://' }],
    })
    const view = await mountView(kit, 'kit-connect-view')
    await waitFor(() => items(view).includes('catalogue-wallet-wallet-0') && items(view).includes('custom-wallet-mine'), { message: 'every section' })
    expect(items(view)).toEqual([
      'wallet-item-mock',
      'catalogue-wallet-wallet-9',
      'custom-wallet-mine',
      'catalogue-wallet-wallet-0',
      'catalogue-wallet-wallet-1',
      'catalogue-wallet-wallet-2',
      'catalogue-wallet-wallet-3',
      'all-wallets',
    ])
  })

  test('parameters: features.connectorTypeOrder orders the sections; kinds left out follow in the default order', async () => {
    const kit = createApiKit(createFakeApi(), {
      featuredWalletIds: ['wallet-9'],
      customWallets: [{ id: 'mine', name: 'My Wallet', mobile_link: 'mywallet://' }],
      features: { connectorTypeOrder: ['recommended', 'custom'] },
    })
    const view = await mountView(kit, 'kit-connect-view')
    await waitFor(() => items(view).includes('catalogue-wallet-wallet-0') && items(view).includes('custom-wallet-mine'), { message: 'every section' })
    expect(items(view)).toEqual([
      'catalogue-wallet-wallet-0',
      'catalogue-wallet-wallet-1',
      'catalogue-wallet-wallet-2',
      'catalogue-wallet-wallet-3',
      'custom-wallet-mine',
      'wallet-item-mock',
      'catalogue-wallet-wallet-9',
      'all-wallets',
    ])
  })
})
