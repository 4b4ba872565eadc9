import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { DEVNET_TOKENS, type Devnet, startDevnet } from '@kit/devnet'
import { type Address, createPublicClient, erc20Abi, type Hex, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TEST_BANK, TEST_CARDS } from './payment/testCards.js'
import { createPayout } from './payout/createPayout.js'
import { type RunningOnRamp, type StartOnRampOptions, startOnRamp } from './startOnRamp.js'

const KEY = 'test-onramp-key'
let devnet: Devnet
let onramp: RunningOnRamp
let options: StartOnRampOptions

const buyer = (index: number): Address => `0x${'00'.repeat(19)}${index.toString(16).padStart(2, '0')}`

async function api(path: string, init: { method?: string; body?: unknown; key?: string | null } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (init.key !== null) headers.authorization = `Bearer ${init.key ?? KEY}`
  const response = await fetch(`${onramp.url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body === undefined ? {} : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
  })
  return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, any> }
}

const usdcOf = (address: Address, chainIndex = 0) =>
  createPublicClient({ transport: http(devnet.chains[chainIndex]!.rpcUrl) }).readContract({
    address: DEVNET_TOKENS.USDC.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

async function newSession(address: Address, extra: Record<string, unknown> = {}) {
  const { status, json } = await api('/v1/sessions', { body: { destinationWallets: [{ address, blockchains: ['anvil'], assets: ['USDC'] }], ...extra } })
  expect(status).toBe(201)
  return json as { id: string; url: string }
}

const card = (number: string) => ({ method: 'card', number, expiry: '12/39', cvc: '123' })
const pay = (id: string, payment: unknown, amount = '50', idempotencyKey = `key-${Math.random().toString(36).slice(2, 12)}`) =>
  api(`/checkout/${id}/pay`, { key: null, body: { idempotencyKey, amount, currency: 'USD', payment } })

/**
 * The order once its payout is settled. A payout waiting for the network's confirmation
 * ('submitted', slow under load) is checked again by a later sweep, as the service's timer does.
 */
async function settled(id: string) {
  const deadline = Date.now() + 20_000
  for (;;) {
    await onramp.internals.checkout.idle()
    const { json } = await api(`/v1/sessions/${id}`)
    if (json.status !== 'submitted' || Date.now() > deadline) return json
    await new Promise((resolve) => setTimeout(resolve, 100))
    await onramp.internals.checkout.sweep()
  }
}

beforeAll(async () => {
  devnet = await startDevnet({ freePorts: true, handleSignals: false })
  options = {
    port: 0,
    apiKey: KEY,
    chains: devnet.chains.map((chain) => ({
      chainId: chain.chainId,
      rpcUrl: chain.rpcUrl,
      name: chain.chainId === 31337 ? 'anvil' : 'base',
      displayName: chain.name,
    })),
    log: () => undefined,
  }
  onramp = await startOnRamp(options)
})

afterAll(async () => {
  await onramp?.stop()
  await devnet?.stop()
})

describe('server-to-server API', () => {
  test('refuses a missing or wrong key', async () => {
    expect((await api('/v1/options', { key: null })).status).toBe(401)
    expect((await api('/v1/options', { key: 'wrong-key-1' })).status).toBe(401)
  })

  test('options: USD and EUR with docs/rules limits, USDC and ETH on both chains', async () => {
    const { json } = await api('/v1/options')
    expect(json.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
      {
        id: 'EUR',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
    ])
    const usdc = json.purchaseCurrencies.find((currency: { id: string }) => currency.id === 'USDC')
    expect(usdc.networks).toEqual([
      { name: 'anvil', display_name: devnet.chains[0]!.name, chain_id: '31337', contract_address: DEVNET_TOKENS.USDC.address },
      { name: 'base', display_name: devnet.chains[1]!.name, chain_id: '8453', contract_address: DEVNET_TOKENS.USDC.address },
    ])
  })

  test('quote: fees and purchase, limits enforced', async () => {
    const { status, json } = await api('/v1/quote', { body: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'anvil' } })
    expect(status).toBe(200)
    expect(json).toMatchObject({ paymentSubtotal: { amount: '50.00' }, paymentTotal: { amount: '50.80' }, purchaseAmount: { amount: '50', currency: 'USDC' } })
    expect(json.quoteId).toMatch(/^[0-9a-f]{24}$/)
    const over = await api('/v1/quote', { body: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '7500.01', network: 'anvil' } })
    expect(over).toEqual({ status: 400, json: { error: 'The maximum card purchase is 7500.00 USD' } })
    const bank = await api('/v1/quote', {
      body: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '7500.01', network: 'anvil', paymentMethod: 'ach_bank_account' },
    })
    expect(bank.status).toBe(200)
    const network = await api('/v1/quote', { body: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'polygon' } })
    expect(network).toEqual({ status: 400, json: { error: 'Network not supported: polygon' } })
  })
})

describe('checkout', () => {
  test('the success card pays out exactly the purchased USDC from the treasury, once', async () => {
    const to = buyer(1)
    const session = await newSession(to, { presetFiatAmount: 50 })
    expect(session.url).toBe(`${onramp.url}/checkout/${session.id}`)
    const page = await fetch(session.url)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(await page.text()).toContain('value="50.00"')
    const before = await usdcOf(to)
    const paid = await pay(session.id, card(TEST_CARDS.success))
    expect(paid.status).toBe(200)
    expect(['processing', 'completed']).toContain(paid.json.status)
    const order = await settled(session.id)
    expect(order).toMatchObject({ status: 'completed', purchaseAmount: { amount: '50', currency: 'USDC' }, paymentTotal: { amount: '50.80', currency: 'USD' } })
    expect(order.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await usdcOf(to)) - before).toBe(50_000_000n)
    // Paying the same checkout again, with another key, is refused; nothing more is sent.
    expect(await pay(session.id, card(TEST_CARDS.success))).toEqual({ status: 409, json: { error: 'This order is already paid.' } })
    await onramp.internals.checkout.idle()
    expect((await usdcOf(to)) - before).toBe(50_000_000n)
  })

  test('a double submit with one idempotency key is one payment', async () => {
    const to = buyer(2)
    const session = await newSession(to)
    const before = await usdcOf(to)
    const results = await Promise.all(Array.from({ length: 5 }, () => pay(session.id, card(TEST_CARDS.success), '20', 'same-key-123')))
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200])
    expect((await settled(session.id)).status).toBe('completed')
    expect((await usdcOf(to)) - before).toBe(20_000_000n)
  })

  test('the decline card, a bad card number and an over-limit amount send nothing', async () => {
    const to = buyer(3)
    const session = await newSession(to)
    expect(await pay(session.id, card(TEST_CARDS.decline))).toEqual({ status: 400, json: { error: 'Your card was declined.', field: 'number' } })
    expect(await pay(session.id, card('4242424242424241'))).toEqual({ status: 400, json: { error: 'The card number is not valid.', field: 'number' } })
    expect(await pay(session.id, { ...card(TEST_CARDS.success), expiry: '01/20' })).toEqual({
      status: 400,
      json: { error: 'The card has expired.', field: 'expiry' },
    })
    expect(await pay(session.id, card(TEST_CARDS.success), '7500.01')).toEqual({
      status: 400,
      json: { error: 'The maximum card purchase is 7500.00 USD', field: 'amount' },
    })
    expect(await pay(session.id, card(TEST_CARDS.success), '9.99')).toEqual({
      status: 400,
      json: { error: 'The minimum card purchase is 10.00 USD', field: 'amount' },
    })
    const order = await settled(session.id)
    expect(order).toMatchObject({ status: 'pending', txHash: null, error: 'Your card was declined.' })
    expect(await usdcOf(to)).toBe(0n)
  })

  test('ACH: the routing checksum, the limits and a failing account', async () => {
    const to = buyer(4)
    const session = await newSession(to)
    const bank = (routing: string, account: string) => ({ method: 'ach_bank_account', routing, account })
    expect(await pay(session.id, bank('110000001', TEST_BANK.account))).toEqual({
      status: 400,
      json: { error: 'The routing number is not valid.', field: 'routing' },
    })
    expect((await pay(session.id, bank(TEST_BANK.routing, TEST_BANK.failingAccount))).json.error).toBe('The bank account could not be debited.')
    expect((await pay(session.id, bank(TEST_BANK.routing, TEST_BANK.account), '25000.01')).json.error).toBe('The maximum bank account purchase is 25000.00 USD')
    expect((await pay(session.id, bank(TEST_BANK.routing, TEST_BANK.account), '9000')).status).toBe(200)
    expect(await settled(session.id)).toMatchObject({ status: 'completed', purchaseAmount: { amount: '9000' } })
    expect(await usdcOf(to)).toBe(9_000_000_000n)
  })

  test('3-D Secure: a failed challenge sends nothing, a passed one pays', async () => {
    const to = buyer(5)
    const session = await newSession(to)
    expect((await pay(session.id, card(TEST_CARDS.threeDSecure))).json.status).toBe('challenge')
    const failed = await api(`/checkout/${session.id}/challenge`, { key: null, body: { passed: false } })
    expect(failed.json).toMatchObject({ status: 'pending', error: 'Card authentication failed.' })
    expect(await usdcOf(to)).toBe(0n)
    expect((await pay(session.id, card(TEST_CARDS.threeDSecure))).json.status).toBe('challenge')
    expect((await api(`/checkout/${session.id}/challenge`, { key: null, body: { passed: true } })).json.status).toMatch(/processing|completed/)
    expect((await settled(session.id)).status).toBe('completed')
    expect(await usdcOf(to)).toBe(50_000_000n)
  })

  test('ETH on the second chain', async () => {
    const to = buyer(6)
    const { json } = await api('/v1/sessions', { body: { destinationWallets: [{ address: to, blockchains: ['base'], assets: ['ETH'] }] } })
    await pay(json.id, card(TEST_CARDS.success), '30')
    const order = await settled(json.id)
    expect(order).toMatchObject({ status: 'completed', network: 'base', purchaseAmount: { amount: '0.01', currency: 'ETH' } })
    const balance = await createPublicClient({ transport: http(devnet.chains[1]!.rpcUrl) }).getBalance({ address: to })
    expect(balance).toBe(10_000_000_000_000_000n)
  })
})

describe('durability', () => {
  test('orders survive a restart, and a payout signed before a crash is sent once after it', async () => {
    const to = buyer(7)
    const dataDir = mkdtempSync(join(tmpdir(), 'kit-onramp-'))
    await onramp.stop()
    onramp = await startOnRamp({ ...options, dataDir })
    const session = await newSession(to)
    // The state a crash leaves after the charge and the signed payout were stored, before it was sent.
    const charge = { method: 'card', subtotalCents: 12_00, totalCents: 12_23, purchaseUnits: '12000000', purchaseAmount: '12', paymentKey: 'crash-key-1' }
    expect((await onramp.internals.store.claim(session.id, 'processing', charge, Date.now(), Date.now() + 60_000))?.status).toBe('processing')
    const chain = { chainId: 31337, name: 'anvil', displayName: 'Anvil', rpcUrl: devnet.chains[0]!.rpcUrl, usdc: DEVNET_TOKENS.USDC.address }
    const signed = await createPayout(onramp.config.treasuryKey as Hex).sign({ chain, asset: 'USDC', to, units: 12_000_000n })
    await onramp.internals.store.recordPayout(session.id, signed.rawTx, signed.txHash)
    await onramp.stop()
    expect(await usdcOf(to)).toBe(0n)
    onramp = await startOnRamp({ ...options, dataDir })
    expect(await settled(session.id)).toMatchObject({ status: 'completed', txHash: signed.txHash })
    expect(await usdcOf(to)).toBe(12_000_000n)
    await onramp.stop()
    onramp = await startOnRamp({ ...options, dataDir })
    expect(await settled(session.id)).toMatchObject({ status: 'completed' })
    expect(await usdcOf(to)).toBe(12_000_000n)
  })

  test('a store of the earlier version (a signed payout kept under processing) is settled from the chain, never signed again', async () => {
    const to = buyer(8)
    const dataDir = mkdtempSync(join(tmpdir(), 'kit-onramp-legacy-'))
    await onramp.stop()
    onramp = await startOnRamp({ ...options, dataDir })
    const session = await newSession(to)
    // Held in the 3-D Secure step so that no sweep pays it meanwhile.
    const charge = { method: 'card', subtotalCents: 12_00, totalCents: 12_23, purchaseUnits: '12000000', purchaseAmount: '12', paymentKey: 'legacy-key-1' }
    await onramp.internals.store.claim(session.id, 'challenge', charge, Date.now(), Date.now() + 60_000)
    const chain = { chainId: 31337, name: 'anvil', displayName: 'Anvil', rpcUrl: devnet.chains[0]!.rpcUrl, usdc: DEVNET_TOKENS.USDC.address }
    const signed = await createPayout(onramp.config.treasuryKey as Hex).sign({ chain, asset: 'USDC', to, units: 12_000_000n })
    // The earlier version sent it (mined) and crashed before it wrote completed; its row said processing with the raw transaction.
    await createPublicClient({ transport: http(chain.rpcUrl) }).sendRawTransaction({ serializedTransaction: signed.rawTx })
    await onramp.stop()
    const db = new PGlite(dataDir)
    await db.query(`UPDATE orders SET status = 'processing', raw_tx = $2, tx_hash = $3, paid_at = NULL, deadline_at = NULL WHERE id = $1`, [
      session.id,
      signed.rawTx,
      signed.txHash,
    ])
    await db.close()
    onramp = await startOnRamp({ ...options, dataDir })
    expect(await settled(session.id)).toMatchObject({ status: 'completed', txHash: signed.txHash })
    expect(await usdcOf(to)).toBe(12_000_000n)
  })
})
