import { base } from 'viem/chains'
import { describe, expect, test, vi } from 'vitest'
import { json } from '../api/api.test-utils.js'
import { createApiTestKit, createFakeApi, flush } from '../api/fakeApi.test-utils.js'
import { UserRejectedRequestError } from '../errors/wallet.js'
import { subscribeEvents } from '../getters/getEvent.js'
import type { Kit } from '../kit.js'
import type { KitEvent } from '../state/events.js'
import type { SwapToken } from '../state/swap.js'
import { createTestKit, testAddress, testAddress2 } from '../testKit.test-utils.js'
import { findConnector } from '../utils/lookup.js'
import { approveSwap } from './approveSwap.js'
import { close } from './close.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { fetchTransactions } from './fetchTransactions.js'
import { open } from './open.js'
import { registerName } from './registerName.js'
import { searchWallets } from './searchWallets.js'
import { startSend } from './startSend.js'
import { startSwap } from './startSwap.js'
import { submitSend } from './submitSend.js'
import { submitSwap } from './submitSwap.js'
import { switchNetwork } from './switchNetwork.js'
import { updateSend } from './updateSend.js'

/** Every event the kit sends from now on, as `data` (name, address, properties). */
function record(kit: Kit): KitEvent['data'][] {
  const seen: KitEvent['data'][] = []
  subscribeEvents(kit, { onEvent: (event) => seen.push(event.data) })
  return seen
}

describe('events of the connect flow', () => {
  test('default: mount, open, connect, close, switch, disconnect send AppKit names with its properties', async () => {
    const kit = createTestKit({ ssr: true })
    const seen = record(kit)
    kit._internal.mount()
    open(kit)
    await connect(kit, { connectorId: 'mock' })
    close(kit)
    await switchNetwork(kit, { network: 'eip155:8453' })
    await disconnect(kit)
    expect(seen.map((data) => data.event)).toEqual([
      'MODAL_CREATED',
      'INITIALIZE',
      'MODAL_OPEN',
      'SELECT_WALLET',
      'CONNECT_SUCCESS',
      'MODAL_CLOSE',
      'SWITCH_NETWORK',
      'DISCONNECT_SUCCESS',
    ])
    const [created, , opened, selected, connected, closed, switched, disconnected] = seen
    expect(created).toEqual({ type: 'track', event: 'MODAL_CREATED' })
    expect(opened?.properties).toEqual({ connected: false, view: 'Connect' })
    expect(selected?.properties).toMatchObject({ name: 'Mock Wallet', platform: 'browser' })
    expect(connected).toMatchObject({ address: testAddress, properties: { method: 'browser', name: 'Mock Wallet', caipNetworkId: 'eip155:31337' } })
    expect(closed).toMatchObject({ address: testAddress, properties: { connected: true } })
    expect(switched?.properties).toMatchObject({ network: `eip155:${base.id}` })
    // Sent after the account is gone: no address; every namespace went, so `all`.
    expect(disconnected).toEqual({ type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespace: 'all' } })
  })

  test('behavior: a WalletConnect wallet connects by qrcode, mobile on a phone', async () => {
    for (const [isMobile, method] of [
      [false, 'qrcode'],
      [true, 'mobile'],
    ] as const) {
      const kit = createTestKit({ mock: { connectorType: 'walletConnect' }, environment: { isBrowser: () => true, isMobile: () => isMobile } })
      const seen = record(kit)
      await connect(kit, { connectorId: 'mock' })
      expect(seen.find((data) => data.event === 'SELECT_WALLET')?.properties?.platform).toBe(method)
      expect(seen.find((data) => data.event === 'CONNECT_SUCCESS')?.properties?.method).toBe(method)
    }
  })

  test('behavior: a wallet that fails the disconnect: DISCONNECT_ERROR with its message, and the kit still forgets it', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    const connector = findConnector(kit, 'mock', 'eip155')!
    vi.spyOn(connector, 'disconnect').mockRejectedValue(new Error('wallet went away'))
    const seen = record(kit)
    await disconnect(kit, { namespace: 'eip155' })
    expect(seen).toEqual([{ type: 'track', event: 'DISCONNECT_ERROR', properties: { namespace: 'eip155', message: 'wallet went away' } }])
    expect(kit._internal.state.chains.namespaces.eip155?.account.status).toBe('disconnected')
  })

  test('behavior: SEARCH_WALLET when the search goes out (after the debounce), with the text and no badge', async () => {
    vi.useFakeTimers()
    try {
      const api = createFakeApi({ 'GET /getWallets': () => ({ count: 0, data: [] }) })
      const kit = createApiTestKit(api)
      const seen = record(kit)
      searchWallets(kit, { query: 'me' })
      searchWallets(kit, { query: ' meta ' })
      expect(seen).toEqual([])
      await vi.advanceTimersByTimeAsync(600)
      expect(seen).toEqual([{ type: 'track', event: 'SEARCH_WALLET', properties: { badge: 'none', search: 'meta' } }])
    } finally {
      vi.useRealTimers()
    }
  })
})

const balances = [{ name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 0, price: 0, quantity: { decimals: '18', numeric: '1.5' }, iconUrl: '' }]

describe('events of the send flow', () => {
  function setup({ reject }: { reject: boolean }) {
    const sendTransaction = async () => {
      if (reject) throw new UserRejectedRequestError()
      return `0x${'ab'.repeat(32)}`
    }
    const api = createFakeApi({ 'GET /v1/account/': (request) => (request.url.pathname.endsWith('/history') ? { data: [], next: null } : { balances }) })
    return createApiTestKit(api, { mock: { features: { sendTransaction } } })
  }

  for (const reject of [false, true])
    test(`behavior: OPEN_SEND, SEND_INITIATED, then ${reject ? 'SEND_ERROR with the message' : 'SEND_SUCCESS'}`, async () => {
      const kit = setup({ reject })
      await connect(kit, { connectorId: 'mock' })
      const seen = record(kit)
      startSend(kit, { token: 'native', amount: '0.25', to: testAddress2 })
      await vi.waitUntil(() => kit._internal.state.send.token !== undefined)
      updateSend(kit, { amount: '0.25' })
      await submitSend(kit)
      const context = { network: 'eip155:31337', isSmartAccount: false }
      const sent = { ...context, token: 'ETH', amount: 0.25 }
      expect(seen.map(({ event, properties }) => ({ event, properties }))).toEqual([
        { event: 'OPEN_SEND', properties: context },
        { event: 'SEND_INITIATED', properties: sent },
        reject ? { event: 'SEND_ERROR', properties: { ...sent, message: 'User rejected the request.' } } : { event: 'SEND_SUCCESS', properties: sent },
      ])
      expect(seen.every((data) => data.address === testAddress)).toBe(true)
    })
})

describe('events of the swap flow', () => {
  const token = (symbol: string, address: string): SwapToken => ({
    symbol,
    name: symbol,
    decimals: 18,
    address,
    caip10: `eip155:31337:${address}`,
    balance: '5',
  })

  test('default: OPEN_SWAP when a new swap starts, with the network and the account type', async () => {
    const kit = createApiTestKit(createFakeApi({ 'GET /v1/convert/tokens': () => ({ tokens: [] }) }))
    await connect(kit, { connectorId: 'mock' })
    const seen = record(kit)
    await startSwap(kit)
    expect(seen).toEqual([{ type: 'track', event: 'OPEN_SWAP', address: testAddress, properties: { network: 'eip155:31337', isSmartAccount: false } }])
  })

  test('behavior: INITIATE_SWAP then SWAP_ERROR, and SWAP_APPROVAL_ERROR, with both sides and the message', async () => {
    const refuse = () => json({ message: 'No route', code: 'NO_ROUTE' }, 400)
    const api = createFakeApi({ 'POST /v1/convert/build-transaction': refuse, 'GET /v1/convert/build-approve': refuse })
    const kit = createApiTestKit(api)
    await connect(kit, { connectorId: 'mock' })
    Object.assign(kit._internal.state.swap, {
      fromToken: token('USDC', '0x5FbDB2315678afecb367f032d93F642f64180aa3'),
      toToken: token('ETH', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'),
      fromAmount: '2',
      toAmount: '0.001',
      quote: { fromAmount: '2000000000000000000', toAmount: '1000000000000000', priceImpact: null, minimumReceived: '0.00099' },
    })
    const seen = record(kit)
    await submitSwap(kit)
    await approveSwap(kit)
    await flush()
    const sides = { network: 'eip155:31337', isSmartAccount: false, swapFromToken: 'USDC', swapToToken: 'ETH', swapFromAmount: '2', swapToAmount: '0.001' }
    expect(seen.map(({ event, properties }) => ({ event, properties }))).toEqual([
      { event: 'INITIATE_SWAP', properties: sides },
      { event: 'SWAP_ERROR', properties: { ...sides, message: expect.any(String) } },
      { event: 'SWAP_APPROVAL_ERROR', properties: { ...sides, message: expect.any(String) } },
    ])
    expect(seen[1]?.properties?.message).toBe(kit._internal.state.swap.error?.message)
  })
})

describe('events of the activity and name flows', () => {
  test('behavior: LOAD_MORE_TRANSACTIONS with the cursor of the next page; ERROR_FETCH_TRANSACTIONS when a page fails', async () => {
    const api = createFakeApi({
      'GET /v1/account/': ({ url }) =>
        url.searchParams.get('cursor') === 'c2' ? json({ message: 'Server Error', code: 'SERVER_ERROR' }, 500) : { data: [], next: 'c2' },
    })
    const kit = createApiTestKit(api)
    await connect(kit, { connectorId: 'mock' })
    const seen = record(kit)
    await fetchTransactions(kit)
    expect(seen).toEqual([])
    await fetchTransactions(kit, { more: true })
    const page = { address: testAddress, projectId: 'test', cursor: 'c2', isSmartAccount: false }
    expect(seen.map(({ event, properties }) => ({ event, properties }))).toEqual([
      { event: 'LOAD_MORE_TRANSACTIONS', properties: page },
      { event: 'ERROR_FETCH_TRANSACTIONS', properties: page },
    ])
  })

  test('behavior: REGISTER_NAME_INITIATED then REGISTER_NAME_SUCCESS, or REGISTER_NAME_ERROR with the reason', async () => {
    const registered = { name: 'alice.kit.id', registered: 1, updated: 1, addresses: {}, attributes: {} }
    let refuse = false
    const api = createFakeApi({
      'POST /v1/profile/account': () => (refuse ? json({ message: 'Name taken', code: 'CONFLICT' }, 409) : registered),
    })
    const kit = createApiTestKit(api)
    await connect(kit, { connectorId: 'mock' })
    const seen = record(kit)
    await registerName(kit, { name: 'alice' })
    refuse = true
    await expect(registerName(kit, { name: 'bobby' })).rejects.toThrow('Error registering name bobby.kit.id')
    expect(seen.map(({ event, properties }) => ({ event, properties }))).toEqual([
      { event: 'REGISTER_NAME_INITIATED', properties: { isSmartAccount: false, ensName: 'alice.kit.id' } },
      { event: 'REGISTER_NAME_SUCCESS', properties: { isSmartAccount: false, ensName: 'alice.kit.id' } },
      { event: 'REGISTER_NAME_INITIATED', properties: { isSmartAccount: false, ensName: 'bobby.kit.id' } },
      { event: 'REGISTER_NAME_ERROR', properties: { isSmartAccount: false, ensName: 'bobby.kit.id', error: expect.stringContaining('Name taken') } },
    ])
  })
})
