import { anvil, base, connect, fetchPortfolio, type Kit, subscribeEvents, switchNetwork } from '@kit/core'
import { ContextProvider } from '@lit/context'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { kitContext } from '../../context.js'
import { byTestId, elementUpdated, expectAccessible, fixture } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import type { KitAccountView } from '../account-view/account-view.component.js'
import { createTestKit, deferred, testAddress, text, waitFor, waitForTestId } from '../kit.test-utils.js'
import type { KitAccountTabs } from './account-tabs.component.js'
import './account-tabs.js'
import '../account-view/account-view.js'

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

type Route = (url: URL) => Response | Promise<Response>

/** A Kit API answering from `routes` (path prefix → answer); records the paths asked. */
function fakeApi(routes: Record<string, Route>) {
  const asked: URL[] = []
  const fetch = async (input: string) => {
    const url = new URL(input)
    asked.push(url)
    const key = Object.keys(routes)
      .filter((prefix) => url.pathname.startsWith(prefix))
      .sort((a, b) => b.length - a.length)[0]
    if (key) return routes[key]!(url)
    if (url.pathname === '/getAnalyticsConfig') return json({ isAnalyticsEnabled: false })
    if (url.pathname === '/appkit/v1/config') return json({ features: [] })
    if (url.pathname.startsWith('/v1/identity/')) return json({ name: null, avatar: null })
    return json({ success: true }, url.pathname === '/e' ? 202 : 404)
  }
  return { fetch, asked }
}

const tokens = [
  { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 4503.7, price: 3000, quantity: { decimals: '18', numeric: '1.501234' }, iconUrl: '' },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:31337',
    address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    value: 10000,
    price: 1,
    quantity: { decimals: '6', numeric: '10000.009' },
    iconUrl: '',
  },
  {
    name: 'Zero',
    symbol: 'ZERO',
    chainId: 'eip155:31337',
    address: 'eip155:31337:0x01',
    value: 0,
    price: 0,
    quantity: { decimals: '0', numeric: '5' },
    iconUrl: '',
  },
]

const nft = (tokenId: string, spam = false, contract = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0') => ({
  id: `eip155:31337:${contract}:${tokenId}`,
  chainId: 'eip155:31337',
  contract: { address: `eip155:31337:${contract}`, name: 'Kit Test NFT', symbol: 'KITNFT' },
  tokenId,
  name: `Kit Test NFT #${tokenId}`,
  description: null,
  content: { preview: { url: null } },
  tokenUri: null,
  flags: { is_spam: spam },
})

const transaction = (id: string, minedAt: string, parts: { chain?: string; spam?: boolean; op?: string; symbol?: string; numeric?: string } = {}) => ({
  id,
  metadata: {
    operationType: parts.op ?? 'send',
    hash: id,
    minedAt,
    sentFrom: testAddress,
    sentTo: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
    status: 'confirmed',
    nonce: 1,
    chain: parts.chain ?? 'eip155:31337',
  },
  transfers: [
    {
      fungible_info: { name: 'USD Coin', symbol: parts.symbol ?? 'USDC', icon: { url: '' }, flags: { is_spam: parts.spam ?? false } },
      direction: parts.op === 'receive' ? 'in' : 'out',
      quantity: { numeric: parts.numeric ?? '10' },
      value: 10,
      price: 1,
    },
  ],
})

async function mount(kit: Kit): Promise<KitAccountTabs> {
  const container = await fixture<HTMLDivElement>(html`<div></div>`)
  new ContextProvider(container, { context: kitContext, initialValue: kit })
  const element = document.createElement('kit-account-tabs')
  container.append(element)
  await elementUpdated(element)
  return element
}

async function connectedKit(routes: Record<string, Route>) {
  const api = fakeApi(routes)
  const kit = createTestKit({ apiUrl: 'http://api.test', environment: { isBrowser: () => true, isMobile: () => false, fetch: api.fetch } })
  await connect(kit, { connectorId: 'mock' })
  return { kit, api }
}

describe('kit-account-tabs', () => {
  test('default: Tokens tab lists tokens with 2-decimal balances and values, zero-decimal tokens dropped', async () => {
    const { kit } = await connectedKit({ '/v1/account/': (url) => json(url.pathname.endsWith('/balance') ? { balances: tokens } : { data: [], next: null }) })
    const element = await mount(kit)
    const eth = await waitForTestId(element, 'token-item-ETH')
    expect(text(byTestId(eth, 'token-quantity'))).toBe('1.50 ETH')
    expect(text(byTestId(eth, 'token-value'))).toBe('$4,503.70')
    expect(text(byTestId(byTestId(element, 'token-item-USDC')!, 'token-quantity'))).toBe('10000.00 USDC')
    expect(byTestId(element, 'token-item-ZERO')).toBeNull()
    expect(byTestId(element, 'tab-tokens')!.getAttribute('aria-selected')).toBe('true')
    expect(byTestId(element, 'tab-activity')).not.toBeNull()
    await expectAccessible(element)
  })

  test('behavior: loading skeleton, then error state and a Token Balance Unavailable toast', async () => {
    const gate = deferred()
    const { kit } = await connectedKit({
      '/v1/account/': async () => {
        await gate.promise
        return json({ message: 'Token Balance Unavailable', code: 'UPSTREAM_UNAVAILABLE' }, 502)
      },
    })
    const element = await mount(kit)
    await waitForTestId(element, 'tokens-loading')
    gate.resolve()
    expect(text(await waitForTestId(element, 'tokens-error'))).toBe('Token Balance Unavailable')
    await waitFor(() => kit._internal.state.snack.toasts.some((toast) => toast.message === 'Token Balance Unavailable'))
    // A 5xx is a server error: docs/rules alert is recorded as well.
    expect(kit._internal.state.alerts.alerts.map((alert) => alert.message)).toContain('Server Error')
  })

  test('behavior: a read that failed before the view opened (prefetch on open) still toasts when it mounts', async () => {
    const { kit } = await connectedKit({ '/v1/account/': () => json({ message: 'down' }, 502) })
    await fetchPortfolio(kit)
    expect(kit._internal.state.snack.toasts).toHaveLength(0)
    const element = await mount(kit)
    expect(text(await waitForTestId(element, 'tokens-error'))).toBe('Token Balance Unavailable')
    await waitFor(() => kit._internal.state.snack.toasts.some((toast) => toast.message === 'Token Balance Unavailable'))
  })

  test('behavior: NFTs tab shows image and name; spam hidden; empty state', async () => {
    const { kit } = await connectedKit({
      '/v1/account/': (url) =>
        json(
          url.pathname.endsWith('/nfts')
            ? { data: [nft('3'), nft('4'), nft('9', true, '0x00000000000000000000000000000000000000aa')], next: null }
            : { balances: tokens },
        ),
    })
    const element = await mount(kit)
    await userEvent.click(byTestId(element, 'tab-nfts')!)
    const item = await waitForTestId(element, 'nft-item-0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0-3')
    expect(text(item)).toContain('Kit Test NFT #3')
    expect(byTestId(element, 'nft-item-0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0-4')).not.toBeNull()
    expect(byTestId(element, 'nft-item-0x00000000000000000000000000000000000000aa-9')).toBeNull()
    await expectAccessible(element)
  })

  test('behavior: Activity grouped by month, newest first; spam and other chains dropped; load more by cursor', async () => {
    const pages: Record<string, unknown> = {
      '': {
        data: [
          transaction('0xa', '2026-03-10T12:00:00.000Z'),
          transaction('0xspam', '2026-03-09T12:00:00.000Z', { spam: true }),
          transaction('0xbase', '2026-03-08T12:00:00.000Z', { chain: 'eip155:8453' }),
          transaction('0xb', '2026-02-02T12:00:00.000Z', { op: 'receive', symbol: 'TST', numeric: '1.23456' }),
        ],
        next: 'page2',
      },
      page2: { data: [transaction('0xc', '2025-12-24T12:00:00.000Z')], next: null },
    }
    const { kit, api } = await connectedKit({
      '/v1/account/': (url) => json(url.pathname.endsWith('/history') ? pages[url.searchParams.get('cursor') ?? '']! : { balances: tokens }),
    })
    const element = await mount(kit)
    const events: string[] = []
    subscribeEvents(kit, { onEvent: (event) => events.push(`${event.data.event} ${event.data.properties?.cursor ?? ''}`.trim()) })
    await userEvent.click(byTestId(element, 'tab-activity')!)
    await waitForTestId(element, 'activity-item')
    const hashes = () => [...element.shadowRoot!.querySelectorAll('[data-testid="activity-item"]')].map((item) => item.getAttribute('data-hash'))
    expect(hashes()).toEqual(['0xa', '0xb'])
    const groups = () => [...element.shadowRoot!.querySelectorAll('[data-testid="activity-group"] h3')].map((heading) => text(heading))
    expect(groups()).toEqual(['March 2026', 'February 2026'])
    const items = element.shadowRoot!.querySelectorAll('[data-testid="activity-item"]')
    expect(text(items[0])).toContain('Sent')
    expect(text(items[0])).toContain('-10.000 USDC')
    expect(text(items[1])).toContain('Received')
    expect(text(items[1])).toContain('+1.234 TST')
    await userEvent.click(byTestId(element, 'activity-load-more')!)
    await waitFor(() => hashes().length === 3)
    expect(groups()).toEqual(['March 2026', 'February 2026', 'December 2025'])
    expect(byTestId(element, 'activity-load-more')).toBeNull()
    // AppKit's activity events (docs/reference/events.md): the tab chosen, then the next page asked for.
    expect(events).toEqual(['CLICK_TRANSACTIONS', 'LOAD_MORE_TRANSACTIONS page2'])
    const history = api.asked.filter((url) => url.pathname.endsWith('/history'))
    expect(history.map((url) => url.searchParams.get('cursor'))).toEqual([null, 'page2'])
    expect(history[0]!.searchParams.get('chainId')).toBe('eip155:31337')
    await expectAccessible(element)
  })

  test('behavior: Activity empty and error states; the error toasts Failed to fetch transactions; retry', async () => {
    let fail = true
    const { kit } = await connectedKit({
      '/v1/account/': (url) =>
        url.pathname.endsWith('/history')
          ? fail
            ? json({ message: 'Server Error', code: 'SERVER_ERROR' }, 500)
            : json({ data: [], next: null })
          : json({ balances: tokens }),
    })
    const element = await mount(kit)
    await userEvent.click(byTestId(element, 'tab-activity')!)
    expect(text(await waitForTestId(element, 'activity-error'))).toContain('Failed to fetch transactions')
    await waitFor(() => kit._internal.state.snack.toasts.some((toast) => toast.message === 'Failed to fetch transactions'))
    fail = false
    await userEvent.click(byTestId(element, 'activity-retry')!)
    expect(text(await waitForTestId(element, 'activity-empty'))).toBe('No activity yet')
  })

  test('behavior: Activity is EVM only; the tabs refetch on another network', async () => {
    const { kit, api } = await connectedKit({ '/v1/account/': () => json({ balances: tokens }) })
    const element = await mount(kit)
    await waitForTestId(element, 'token-item-ETH')
    await switchNetwork(kit, { network: base })
    await waitFor(() => api.asked.some((url) => url.searchParams.get('chainId') === 'eip155:8453'))
    await switchNetwork(kit, { network: anvil })
    expect(byTestId(element, 'tab-activity')).not.toBeNull()
  })

  test('behavior: without apiUrl the Account view has no tabs and keeps its header', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    const container = await fixture<HTMLDivElement>(html`<div></div>`)
    new ContextProvider(container, { context: kitContext, initialValue: kit })
    const view = document.createElement('kit-account-view') as KitAccountView
    container.append(view)
    await elementUpdated(view)
    await waitForTestId(view, 'account-address')
    expect(byTestId(view, 'disconnect-button')).not.toBeNull()
    expect(view.shadowRoot!.querySelector('kit-account-tabs')).toBeNull()
  })

  test('behavior: the Account view shows the tabs and the identity from the API', async () => {
    const { kit } = await connectedKit({
      '/v1/identity/': () => json({ name: 'alice.kit', avatar: 'data:image/svg+xml;base64,PHN2Zy8+' }),
      '/v1/account/': () => json({ balances: tokens }),
    })
    const container = await fixture<HTMLDivElement>(html`<div></div>`)
    new ContextProvider(container, { context: kitContext, initialValue: kit })
    const view = document.createElement('kit-account-view') as KitAccountView
    container.append(view)
    await elementUpdated(view)
    await waitFor(() => text(byTestId(view, 'account-address')) === 'alice.kit')
    expect(byTestId(view, 'account-balance')).not.toBeNull()
    await waitForTestId(view, 'token-item-USDC')
    await waitForTestId(view, 'tab-nfts')
  })
})
