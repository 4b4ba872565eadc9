import { describe, expect, test, vi } from 'vitest'
import { json } from '../api/api.test-utils.js'
import { createApiTestKit, createFakeApi, flush } from '../api/fakeApi.test-utils.js'
import { getAccount } from '../getters/getAccount.js'
import { subscribeEvents } from '../getters/getEvent.js'
import { getOnRamp } from '../getters/getOnRamp.js'
import { getRouter } from '../getters/getRouter.js'
import { connect } from './connect.js'
import { fetchOnRampOptions } from './fetchOnRampOptions.js'
import { fetchOnRampQuote } from './fetchOnRampQuote.js'
import { resetOnRamp } from './resetOnRamp.js'
import { startOnRampPurchase } from './startOnRampPurchase.js'
import { updateOnRamp } from './updateOnRamp.js'

const options = {
  paymentCurrencies: [
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    },
  ],
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [{ name: 'anvil', display_name: 'Anvil', chain_id: '31337', contract_address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }],
    },
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [{ name: 'anvil', display_name: 'Anvil', chain_id: '31337', contract_address: '' }] },
  ],
}
const quote = {
  paymentSubtotal: { amount: '50.00', currency: 'USD' },
  providerFee: { amount: '0.75', currency: 'USD' },
  networkFee: { amount: '0.05', currency: 'USD' },
  paymentTotal: { amount: '50.80', currency: 'USD' },
  purchaseAmount: { amount: '50', currency: 'USDC' },
  quoteId: 'q1',
}
const providers = () => ({ providers: [{ name: 'kit-sandbox', displayName: 'Kit Sandbox Pay' }] })

describe('on-ramp actions', () => {
  test('options from the provider, a quote, then a purchase that opens the checkout and is followed until paid out', async () => {
    let status = 'pending'
    const api = createFakeApi({
      'GET /v1/onramp/providers': providers,
      'GET /v1/onramp/options': () => options,
      'POST /v1/onramp/quote': () => quote,
      'POST /v1/generators/onrampurl': () => ({ url: 'http://sandbox.test/checkout/order-123456', orderId: 'order-123456', provider: 'kit-sandbox' }),
      'GET /v1/onramp/orders/': () => ({
        id: 'order-123456',
        status,
        destination: '0x',
        network: 'anvil',
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        paymentTotal: null,
        purchaseAmount: { amount: '50', currency: 'USDC' },
        txHash: status === 'completed' ? '0xabc' : null,
        error: null,
      }),
    })
    const kit = createApiTestKit(api)
    await connect(kit, { connectorId: 'mock' })
    await fetchOnRampOptions(kit)
    expect(getOnRamp(kit)).toMatchObject({
      provider: 'kit-sandbox',
      optionsSource: 'provider',
      purchaseCurrency: 'USDC',
      network: 'anvil',
      paymentCurrency: 'USD',
    })
    updateOnRamp(kit, { amount: '50' })
    await fetchOnRampQuote(kit)
    expect(getOnRamp(kit).quote).toEqual({ ...quote, estimated: false })
    expect(api.requests.find((request) => request.url.pathname === '/v1/onramp/quote')?.body).toMatchObject({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'anvil',
      paymentMethod: 'card',
      provider: 'kit-sandbox',
    })

    const popup = { closed: false, location: { replace: vi.fn() }, close: vi.fn() } as unknown as Window
    const events: unknown[] = []
    subscribeEvents(kit, { onEvent: (event) => events.push(event.data) })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      expect(await startOnRampPurchase(kit, { popup })).toBe('http://sandbox.test/checkout/order-123456')
      // AppKit's SELECT_BUY_PROVIDER, as the checkout opens (docs/reference/events.md).
      expect(events).toEqual([
        { type: 'track', event: 'SELECT_BUY_PROVIDER', address: getAccount(kit).address, properties: { provider: 'kit-sandbox', isSmartAccount: false } },
      ])
      expect(popup.location.replace).toHaveBeenCalledWith('http://sandbox.test/checkout/order-123456')
      expect(getRouter(kit).view).toBe('BuyInProgress')
      const generated = api.requests.find((request) => request.url.pathname === '/v1/generators/onrampurl')?.body
      expect(generated).toMatchObject({
        destinationWallets: [{ address: getAccount(kit).address, blockchains: ['anvil'], assets: ['USDC'] }],
        presetFiatAmount: 50,
        fiatCurrency: 'USD',
        defaultExperience: 'buy',
      })
      await vi.advanceTimersByTimeAsync(0)
      expect(getOnRamp(kit).purchase?.status).toBe('pending')
      status = 'completed'
      await vi.advanceTimersByTimeAsync(1_500)
      expect(getOnRamp(kit).purchase).toMatchObject({ status: 'completed', txHash: '0xabc' })
      const polls = api.count('GET', '/v1/onramp/orders/')
      await vi.advanceTimersByTimeAsync(10_000)
      expect(api.count('GET', '/v1/onramp/orders/')).toBe(polls)
    } finally {
      vi.useRealTimers()
    }
    resetOnRamp(kit)
    expect(getOnRamp(kit)).toMatchObject({
      amount: '',
      quote: undefined,
      purchase: undefined,
      paymentCurrency: 'USD',
      purchaseCurrency: 'USDC',
      provider: 'kit-sandbox',
    })
  })

  test("limits are enforced before any request; the provider's refusal is shown as it says", async () => {
    const api = createFakeApi({
      'GET /v1/onramp/providers': providers,
      'GET /v1/onramp/options': () => options,
      'POST /v1/onramp/quote': () => json({ message: 'The maximum card purchase is 7500.00 USD', code: 'ONRAMP_REFUSED' }, 400),
    })
    const kit = createApiTestKit(api)
    await fetchOnRampOptions(kit)
    updateOnRamp(kit, { amount: '7500.01' })
    await fetchOnRampQuote(kit)
    expect(getOnRamp(kit).error).toBe('The maximum is 7500.00 USD')
    expect(api.count('POST', '/v1/onramp/quote')).toBe(0)
    expect(await startOnRampPurchase(kit)).toBeUndefined()
    expect(api.count('POST', '/v1/generators/onrampurl')).toBe(0)
    updateOnRamp(kit, { amount: '100' })
    await fetchOnRampQuote(kit)
    expect(getOnRamp(kit)).toMatchObject({ quote: undefined, error: 'The maximum card purchase is 7500.00 USD' })
  })

  test('a failed options call falls back to the default list; quotes become estimates; no purchase starts', async () => {
    const api = createFakeApi({
      'GET /v1/onramp/providers': providers,
      'GET /v1/onramp/options': () => json({ message: 'On-ramp provider kit-sandbox is unreachable', code: 'UPSTREAM_UNAVAILABLE' }, 502),
    })
    const kit = createApiTestKit(api)
    await connect(kit, { connectorId: 'mock' })
    await fetchOnRampOptions(kit)
    expect(getOnRamp(kit)).toMatchObject({ optionsSource: 'default', purchaseCurrency: 'USDC', network: 'ethereum' })
    updateOnRamp(kit, { amount: '50' })
    await fetchOnRampQuote(kit)
    expect(getOnRamp(kit).quote).toMatchObject({ estimated: true, paymentTotal: { amount: '51.00' }, purchaseAmount: { amount: '50', currency: 'USDC' } })
    expect(await startOnRampPurchase(kit)).toBeUndefined()
    expect(getOnRamp(kit).error).toBe('The on-ramp provider is not available right now')
  })

  test('changing the currency picks its network again and drops the quote', async () => {
    const api = createFakeApi({ 'GET /v1/onramp/providers': providers, 'GET /v1/onramp/options': () => options, 'POST /v1/onramp/quote': () => quote })
    const kit = createApiTestKit(api)
    await fetchOnRampOptions(kit)
    updateOnRamp(kit, { amount: '50' })
    await fetchOnRampQuote(kit)
    updateOnRamp(kit, { purchaseCurrency: 'ETH' })
    await flush()
    expect(getOnRamp(kit)).toMatchObject({ purchaseCurrency: 'ETH', network: 'anvil', quote: undefined })
  })
})
