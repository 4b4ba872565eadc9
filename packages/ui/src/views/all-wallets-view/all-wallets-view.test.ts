import { getConnections, getPairing, getRouter, getWalletCatalogue, navigate, open } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { byTestId, elementUpdated, expectAccessible, sleep } from '../../internal/fixture.test-utils.js'
import { createApiKit, createFakeApi, typeInto } from '../api.test-utils.js'
import { deferred, text, waitFor, waitForNoTestId, waitForTestId } from '../kit.test-utils.js'
import { mountView } from '../mount.test-utils.js'
import { pairingAdapter, uri } from '../pairing.test-utils.js'
import './all-wallets-view.js'

const items = (view: HTMLElement) => [...view.shadowRoot!.querySelectorAll('kit-wallet-item')].map((item) => (item as HTMLElement & { testid: string }).testid)

describe('kit-all-wallets-view', () => {
  test('default: installed first (tagged, listed once by rdns), then 40 catalogue wallets, skeletons meanwhile', async () => {
    const gate = deferred()
    const api = createFakeApi({ walletsGate: gate.promise })
    const kit = createApiKit(api, { adapter: { connector: { name: 'MetaMask', rdns: 'io.metamask' } } })
    navigate(kit, { view: 'AllWallets' })
    const view = await mountView(kit, 'kit-all-wallets-view')
    // Shown at once: the installed wallet and skeletons while the catalogue loads.
    const installed = await waitForTestId(view, 'wallet-item-io.metamask')
    expect((installed.getRootNode() as ShadowRoot).host).toMatchObject({ name: 'MetaMask', tag: 'Installed' })
    expect(byTestId(view, 'all-wallets-list')!.getAttribute('aria-busy')).toBe('true')
    gate.resolve()
    await waitForTestId(view, 'catalogue-wallet-wallet-1')
    const testids = items(view)
    // wallet-0 has MetaMask's rdns: listed once, as the installed wallet.
    expect(testids[0]).toBe('wallet-item-io.metamask')
    expect(testids).not.toContain('catalogue-wallet-wallet-0')
    expect(testids).toHaveLength(1 + 39)
    await expectAccessible(view)
  })

  test('behavior: infinite scroll loads the next page of 40 when the end comes into view', async () => {
    const api = createFakeApi()
    const kit = createApiKit(api)
    const view = await mountView(kit, 'kit-all-wallets-view')
    await waitForTestId(view, 'catalogue-wallet-wallet-39')
    // 40 rows are taller than the page: the end is out of view, nothing more loads.
    await sleep(200)
    expect(getWalletCatalogue(kit).page).toBe(1)
    byTestId(view, 'all-wallets-sentinel')!.scrollIntoView()
    await waitForTestId(view, 'catalogue-wallet-wallet-79')
    await waitFor(() => {
      byTestId(view, 'all-wallets-sentinel')?.scrollIntoView()
      return byTestId(view, 'catalogue-wallet-wallet-94')
    })
    await waitForNoTestId(view, 'all-wallets-sentinel')
    // Pages 1-3 (the recommended read for featured wallets aside).
    const pages = api.requests.filter((url) => url.pathname === '/getWallets' && url.searchParams.get('entries') === '40')
    expect(pages.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3'])
  })

  test('behavior: search after 500 ms, installed matches first, empty state', async () => {
    const api = createFakeApi()
    const kit = createApiKit(api)
    const view = await mountView(kit, 'kit-all-wallets-view')
    await waitForTestId(view, 'catalogue-wallet-wallet-1')
    const before = api.count('/getWallets')
    const search = byTestId(view, 'all-wallets-search')
    typeInto(search, 'Rain')
    typeInto(search, 'Rainb')
    await sleep(300)
    expect(api.count('/getWallets')).toBe(before)
    await waitFor(() => items(view).join() === 'catalogue-wallet-wallet-3', { timeout: 2000, message: 'Rainbow only' })
    expect(api.count('/getWallets')).toBe(before + 1)
    expect(api.requests.at(-1)!.searchParams.get('search')).toBe('Rainb')
    expect(api.requests.at(-1)!.searchParams.get('entries')).toBe('100')
    typeInto(search, 'zzz')
    expect(text(await waitForTestId(view, 'all-wallets-empty', 3000))).toBe('No results found')
    expect(items(view)).toEqual([])
    typeInto(search, 'mock wallet')
    await elementUpdated(view)
    await waitFor(() => items(view).includes('wallet-item-mock'), { message: 'the installed mock wallet' })
  })

  test('behavior: a catalogue wallet that is not installed goes to WalletConnect with its name, icon and link', async () => {
    const kit = createApiKit(createFakeApi())
    navigate(kit, { view: 'AllWallets' })
    const view = await mountView(kit, 'kit-all-wallets-view')
    ;(await waitForTestId(view, 'catalogue-wallet-wallet-3')).click()
    expect(getRouter(kit)).toMatchObject({
      view: 'ConnectingWalletConnect',
      data: { connectorId: 'walletConnect', walletName: 'Rainbow', walletIcon: undefined, deepLink: 'rainbow://' },
    })
  })

  test("behavior: with the app's own pairing (open({ uri })) a catalogue wallet gets that URI and the kit starts no pairing", async () => {
    const wallet = pairingAdapter()
    const kit = createApiKit(createFakeApi(), { adapters: [wallet.adapter] })
    await open(kit, { uri, view: 'AllWallets' })
    const view = await mountView(kit, 'kit-all-wallets-view')
    ;(await waitForTestId(view, 'catalogue-wallet-wallet-3')).click()
    expect(getRouter(kit)).toMatchObject({ view: 'ConnectingWalletConnect', data: { walletName: 'Rainbow', deepLink: 'rainbow://' } })
    await sleep(30)
    expect(wallet.calls.count).toBe(0)
    expect(getConnections(kit).status).toBe('disconnected')
    expect(getPairing(kit)).toMatchObject({ uri, external: true })
  })

  test('behavior: the API down shows an error and a retry', async () => {
    const kit = createApiKit(createFakeApi({ down: true }))
    const view = await mountView(kit, 'kit-all-wallets-view')
    expect(text(await waitForTestId(view, 'all-wallets-error'))).toContain('Failed to fetch wallets')
    expect(items(view)).toEqual(['wallet-item-mock'])
    await expectAccessible(view)
  })
})
