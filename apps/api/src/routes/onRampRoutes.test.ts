import { DEVNET_TOKENS, type Devnet, startDevnet } from '@kit/devnet'
import { type RunningOnRamp, startOnRamp, TEST_CARDS } from '@kit/onramp'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningApi, startApi } from '../startApi.js'

const KEY = 'api-onramp-test-key'
const ORIGIN = 'http://127.0.0.1:5173'
let devnet: Devnet
let onramp: RunningOnRamp
let api: RunningApi

const buyer: Address = '0x00000000000000000000000000000000000000c1'
const wallets = [{ address: buyer, blockchains: ['anvil'], assets: ['USDC'] }]

async function call(path: string, body?: unknown, projectId = 'shop') {
  const separator = path.includes('?') ? '&' : '?'
  const response = await fetch(`${api.url}${path}${body === undefined ? `${separator}projectId=${projectId}` : ''}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify({ projectId, ...(body as object) }) }),
  })
  return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, any> }
}

beforeAll(async () => {
  devnet = await startDevnet({ freePorts: true, handleSignals: false })
  onramp = await startOnRamp({
    port: 0,
    apiKey: KEY,
    chains: [{ chainId: 31337, name: 'anvil', displayName: 'Anvil', rpcUrl: devnet.chains[0]!.rpcUrl }],
    log: () => undefined,
  })
  api = await startApi(
    {
      port: 0,
      storage: { dataDir: 'memory://' },
      indexer: { enabled: false },
      onramp: { providers: [{ name: 'kit-sandbox', displayName: 'Kit Sandbox Pay', url: onramp.url, apiKey: KEY }] },
      projects: [
        { id: 'shop', allowedOrigins: [ORIGIN], rateLimit: { requestsPerSecond: 10_000, burst: 10_000 } },
        { id: 'no-onramp', allowedOrigins: [ORIGIN], features: { onramp: [] } },
      ],
    },
    { log: () => undefined },
  )
})

afterAll(async () => {
  await api?.close()
  await onramp?.stop()
  await devnet?.stop()
})

describe('on-ramp routes', () => {
  it('lists the provider, passes its options and quotes on', async () => {
    expect((await call('/v1/onramp/providers')).json).toEqual({ providers: [{ name: 'kit-sandbox', displayName: 'Kit Sandbox Pay' }] })
    const options = await call('/v1/onramp/options')
    expect(options.status).toBe(200)
    expect(options.json['paymentCurrencies'][0]).toEqual({
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    })
    const quote = await call('/v1/onramp/quote', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: 50, network: 'anvil' })
    expect(quote.json).toMatchObject({ paymentTotal: { amount: '50.80', currency: 'USD' }, purchaseAmount: { amount: '50', currency: 'USDC' } })
    expect(quote.json['quoteId']).toMatch(/^[0-9a-f]+$/)
  })

  it('a purchase: URL → checkout → paid out, its status readable through the API', async () => {
    const generated = await call('/v1/generators/onrampurl', {
      destinationWallets: wallets,
      defaultNetwork: 'anvil',
      presetFiatAmount: 25,
      partnerUserId: 'user-1',
      defaultExperience: 'buy',
    })
    expect(generated.status).toBe(200)
    expect(generated.json['url']).toBe(`${onramp.url}/checkout/${generated.json['orderId']}`)
    expect((await call(`/v1/onramp/orders/${generated.json['orderId']}`)).json).toMatchObject({ status: 'pending', destination: buyer, txHash: null })
    const paid = await fetch(`${onramp.url}/checkout/${generated.json['orderId']}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        idempotencyKey: 'api-test-key-1',
        amount: '25',
        currency: 'USD',
        payment: { method: 'card', number: TEST_CARDS.success, expiry: '12/39', cvc: '123' },
      }),
    })
    expect(paid.status).toBe(200)
    await onramp.internals.checkout.idle()
    const order = await call(`/v1/onramp/orders/${generated.json['orderId']}`)
    expect(order.json).toMatchObject({ status: 'completed', purchaseAmount: { amount: '25', currency: 'USDC' } })
    const balance = await createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) }).readContract({
      address: DEVNET_TOKENS.USDC.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [buyer],
    })
    expect(balance).toBe(25_000_000n)
  })

  it("the provider's refusals are 4xx with its message; bad input is a 400 naming the field", async () => {
    expect(await call('/v1/onramp/quote', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '7500.01', network: 'anvil' })).toEqual({
      status: 400,
      json: { message: 'The maximum card purchase is 7500.00 USD', code: 'ONRAMP_REFUSED' },
    })
    expect((await call('/v1/onramp/quote', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'mars' })).json['message']).toBe(
      'Network not supported: mars',
    )
    expect((await call('/v1/onramp/quote', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '1.234', network: 'anvil' })).json).toMatchObject({
      error: 'Invalid input',
      field: 'amount',
    })
    expect((await call('/v1/generators/onrampurl', { destinationWallets: [{ address: 'nope', blockchains: ['anvil'] }] })).json).toMatchObject({
      field: 'destinationWallets.0.address',
    })
    expect((await call('/v1/generators/onrampurl', { destinationWallets: wallets, partnerUserId: '\ud800' })).status).toBe(400)
    expect((await call('/v1/onramp/orders/unknown-order-id')).status).toBe(404)
    expect((await call('/v1/onramp/options', undefined, 'no-onramp')).json).toMatchObject({
      field: 'provider',
      message: 'On-ramp is not enabled for this project',
    })
    expect((await call('/v1/onramp/options?provider=other')).json).toMatchObject({ field: 'provider', message: 'Unknown on-ramp provider' })
  })

  it('bad destinations and out-of-range presets are refused before any URL exists (nothing reaches the provider)', async () => {
    const sessions = await onramp.internals.store.count()
    const url = (address: string, extra: Record<string, unknown> = {}, blockchains = ['anvil']) =>
      call('/v1/generators/onrampurl', { destinationWallets: [{ address, blockchains, assets: ['USDC'] }], ...extra })
    const field = 'destinationWallets.0.address'
    expect(await url('0x52908400098527886E0F7030069857D2E4169Ee7')).toEqual({
      status: 400,
      json: { error: 'Invalid input', field, message: 'The destination address has a wrong EIP-55 checksum.' },
    })
    expect((await url('0x0000000000000000000000000000000000000000')).json).toEqual({
      error: 'Invalid input',
      field,
      message: 'The destination cannot be the zero address.',
    })
    expect((await url('0x52908400098527886E0F7030069857D2E4169EE7', {}, ['solana'])).json).toMatchObject({
      field,
      message: 'The destination is not a Solana address (base58).',
    })
    expect((await url('1111111111111111111111111111111111', {}, ['solana'])).json).toMatchObject({
      field,
      message: 'The destination is not a Solana address (a 32-byte public key).',
    })
    // A valid Solana key passes the API's check (the sandbox then says it does not pay out on that network).
    expect((await url('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV9', {}, ['solana'])).json).toEqual({
      message: 'Network not supported: solana',
      code: 'ONRAMP_REFUSED',
    })
    expect(await url(buyer, { presetFiatAmount: 1e9 })).toEqual({
      status: 400,
      json: { message: 'The maximum purchase is 25000.00 USD', code: 'ONRAMP_AMOUNT_OUT_OF_RANGE' },
    })
    expect(await url(buyer, { presetFiatAmount: 5 })).toEqual({
      status: 400,
      json: { message: 'The minimum purchase is 10.00 USD', code: 'ONRAMP_AMOUNT_OUT_OF_RANGE' },
    })
    expect((await url(buyer, { presetFiatAmount: 50, fiatCurrency: 'GBP' })).json).toEqual({
      message: 'The provider does not take payments in GBP',
      code: 'ONRAMP_AMOUNT_OUT_OF_RANGE',
    })
    expect(await onramp.internals.store.count()).toBe(sessions)
    expect((await url('0x52908400098527886E0F7030069857D2E4169EE7', { presetFiatAmount: 10 })).status).toBe(200)
  })

  it('a provider that is down is a 502, never a 500', async () => {
    await onramp.stop()
    const options = await call('/v1/onramp/options')
    expect(options.status).toBe(502)
    expect(options.json['code']).toBe('UPSTREAM_UNAVAILABLE')
    expect((await call('/v1/onramp/quote', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'anvil' })).status).toBe(502)
  })
})
