import { DEVNET_TOKENS, type Devnet, startDevnet } from '@kit/devnet'
import { type Address, createPublicClient, erc20Abi, type Hex, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TEST_CARDS } from '../payment/testCards.js'
import { createPayout } from '../payout/createPayout.js'
import { type RunningOnRamp, startOnRamp } from '../startOnRamp.js'

// Every order ends: destinations refused up front, preset amounts against the limits, a payout the
// chain refuses refunded with its reason, an unpaid checkout expired, a replaced payout signed again
// and paid once. Real anvil, a real sandbox with short deadlines.
const KEY = 'lifecycle-onramp-key'
let devnet: Devnet
let onramp: RunningOnRamp
const reader = () => createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
const chainOf = () => ({ chainId: 31337, name: 'anvil', displayName: 'Anvil', rpcUrl: devnet.chains[0]!.rpcUrl, usdc: DEVNET_TOKENS.USDC.address })
/** A contract whose every call reverts (PUSH1 0 PUSH1 0 REVERT): ETH sent to it cannot arrive. */
const REVERTER: Address = '0x00000000000000000000000000000000000Dead1'.toLowerCase() as Address

async function api(path: string, body?: unknown) {
  const response = await fetch(`${onramp.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, json: (await response.json()) as Record<string, any> }
}
const session = (address: string, extra: Record<string, unknown> = {}, assets = ['USDC']) =>
  api('/v1/sessions', { destinationWallets: [{ address, blockchains: ['anvil'], assets }], ...extra })
const pay = (id: string, amount = '20') =>
  api(`/checkout/${id}/pay`, {
    idempotencyKey: `key-${id.slice(0, 12)}`,
    amount,
    currency: 'USD',
    payment: { method: 'card', number: TEST_CARDS.success, expiry: '12/39', cvc: '123' },
  })

beforeAll(async () => {
  devnet = await startDevnet({ freePorts: true, handleSignals: false })
  await reader().request({ method: 'anvil_setCode' as never, params: [REVERTER, '0x60006000fd'] as never })
  onramp = await startOnRamp({
    port: 0,
    apiKey: KEY,
    chains: [{ chainId: 31337, name: 'anvil', displayName: 'Anvil', rpcUrl: devnet.chains[0]!.rpcUrl }],
    policy: { checkoutTtlMs: 1_500, payoutDeadlineMs: 5_000, retryBaseMs: 50, confirmMs: 1_000, sweepIntervalMs: 200 },
    log: () => undefined,
  })
})

afterAll(async () => {
  await onramp?.stop()
  await devnet?.stop()
})

describe('refused before a checkout exists', () => {
  test('a wrong EIP-55 checksum, the zero address, a non-address: 400 INVALID_DESTINATION, nothing stored', async () => {
    const count = await onramp.internals.store.count()
    const good = '0x52908400098527886E0F7030069857D2E4169EE7'
    const badChecksum = '0x52908400098527886E0F7030069857D2E4169Ee7'
    expect(await session(badChecksum)).toEqual({
      status: 400,
      json: { error: 'The destination address has a wrong EIP-55 checksum.', code: 'INVALID_DESTINATION' },
    })
    expect(await session('0x0000000000000000000000000000000000000000')).toEqual({
      status: 400,
      json: { error: 'The destination cannot be the zero address.', code: 'INVALID_DESTINATION' },
    })
    expect((await session('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).json.code).toBe('INVALID_DESTINATION')
    expect(await onramp.internals.store.count()).toBe(count)
    // All lowercase (no checksum claimed) and the right checksum are accepted.
    expect((await session(good)).status).toBe(201)
    expect((await session(good.toLowerCase())).status).toBe(201)
  })

  test('a preset amount outside the limits is refused with the limit, not "greater than 0"', async () => {
    const to = '0x00000000000000000000000000000000000000a1'
    expect(await session(to, { presetFiatAmount: 1e9 })).toEqual({ status: 400, json: { error: 'The maximum purchase is 25000.00 USD' } })
    expect(await session(to, { presetFiatAmount: 5, fiatCurrency: 'EUR' })).toEqual({ status: 400, json: { error: 'The minimum purchase is 10.00 EUR' } })
    expect(await session(to, { presetFiatAmount: '9.99' })).toEqual({ status: 400, json: { error: 'The minimum purchase is 10.00 USD' } })
    expect((await session(to, { presetFiatAmount: 10 })).status).toBe(201)
  })
})

describe('every order ends', () => {
  test('ETH to a contract that reverts: the order is refunded with its reason, nothing leaves the treasury', async () => {
    const created = await session(REVERTER, {}, ['ETH'])
    expect(created.status).toBe(201)
    const before = await reader().getBalance({ address: REVERTER })
    expect((await pay(created.json.id)).status).toBe(200)
    await onramp.internals.checkout.idle()
    const order = (await api(`/v1/sessions/${created.json.id}`)).json
    expect(order).toMatchObject({
      status: 'refunded',
      txHash: null,
      error: 'The destination wallet cannot receive this transfer. Your payment was refunded.',
      refund: { reason: 'destination_refused', amount: { amount: '20.35', currency: 'USD' } },
    })
    expect(await reader().getBalance({ address: REVERTER })).toBe(before)
  })

  test('a checkout never paid expires; paying it afterwards is refused', async () => {
    const created = await session('0x00000000000000000000000000000000000000a2')
    await expect.poll(async () => (await api(`/v1/sessions/${created.json.id}`)).json.status, { timeout: 5_000 }).toBe('expired')
    expect(await pay(created.json.id)).toEqual({ status: 409, json: { error: 'This checkout has expired. Start a new purchase.' } })
  })

  test('a stored payout whose nonce went to another transaction is signed again and paid once', async () => {
    const to: Address = '0x00000000000000000000000000000000000000a3'
    const created = await session(to)
    const { store } = onramp.internals
    const charge = { method: 'card', subtotalCents: 15_00, totalCents: 15_28, purchaseUnits: '15000000', purchaseAmount: '15', paymentKey: 'dropped-key-1' }
    // The state a crash leaves: paid, payout signed and stored, never sent; then the treasury's nonce is used by another transaction.
    await store.claim(created.json.id, 'challenge', charge, Date.now(), Date.now() + 5_000)
    const payout = createPayout(onramp.config.treasuryKey as Hex)
    const stale = await payout.sign({ chain: chainOf(), asset: 'USDC', to, units: 15_000_000n })
    const other = await payout.sign({ chain: chainOf(), asset: 'USDC', to: '0x00000000000000000000000000000000000000a4', units: 1n })
    await reader().sendRawTransaction({ serializedTransaction: other.rawTx })
    await store.resolveChallenge(created.json.id, true, Date.now(), Date.now() + 5_000)
    await store.recordPayout(created.json.id, stale.rawTx, stale.txHash)
    await onramp.internals.checkout.sweep()
    await onramp.internals.checkout.idle()
    const order = (await api(`/v1/sessions/${created.json.id}`)).json
    expect(order.status).toBe('completed')
    expect(order.txHash).not.toBe(stale.txHash)
    const balance = await reader().readContract({ address: DEVNET_TOKENS.USDC.address, abi: erc20Abi, functionName: 'balanceOf', args: [to] })
    expect(balance).toBe(15_000_000n)
  })

  test('a payout still pending at its deadline is replaced (same nonce, 0 value) and refunded; the destination gets nothing', { timeout: 60_000 }, async () => {
    const to: Address = '0x00000000000000000000000000000000000000a5'
    const created = await session(to)
    await reader().request({ method: 'evm_setAutomine' as never, params: [false] as never })
    try {
      expect((await pay(created.json.id)).status).toBe(200)
      const sent = async () => (await api(`/v1/sessions/${created.json.id}`)).json
      await expect.poll(async () => (await sent()).status, { timeout: 5_000 }).toBe('submitted')
      const stuck = (await sent()).txHash as Hex
      // Past the deadline (5 s) the sandbox replaces it in the node's pool; then a block is mined: the replacement, not the payout.
      const inPool = () => reader().request({ method: 'eth_getTransactionByHash', params: [stuck] })
      await expect.poll(inPool, { timeout: 15_000, interval: 250 }).toBeNull()
      await reader().request({ method: 'evm_mine' as never, params: [] as never })
      await expect.poll(async () => (await sent()).status, { timeout: 10_000 }).toBe('refunded')
      expect((await sent()).refund).toMatchObject({ reason: 'payout_timeout', amount: { amount: '20.35' } })
      await expect(reader().getTransactionReceipt({ hash: stuck })).rejects.toThrow()
    } finally {
      await reader().request({ method: 'evm_setAutomine' as never, params: [true] as never })
    }
    const balance = await reader().readContract({ address: DEVNET_TOKENS.USDC.address, abi: erc20Abi, functionName: 'balanceOf', args: [to] })
    expect(balance).toBe(0n)
  })
})
