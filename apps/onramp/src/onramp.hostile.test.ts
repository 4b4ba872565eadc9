import { type Devnet, startDevnet } from '@kit/devnet'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { TEST_CARDS } from './payment/testCards.js'
import { type RunningOnRamp, startOnRamp } from './startOnRamp.js'

const KEY = 'hostile-onramp-key'
let devnet: Devnet
let onramp: RunningOnRamp

beforeAll(async () => {
  devnet = await startDevnet({ freePorts: true, handleSignals: false })
  onramp = await startOnRamp({
    port: 0,
    apiKey: KEY,
    chains: [{ chainId: 31337, name: 'anvil', displayName: 'Anvil', rpcUrl: devnet.chains[0]!.rpcUrl }],
    log: () => undefined,
  })
})

afterAll(async () => {
  await onramp?.stop()
  await devnet?.stop()
})

/** Values an attacker sends where strings, numbers and objects are expected. */
const HOSTILE: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  '\ud800',
  'a\udfffb',
  '\u0000',
  '50\u0000',
  '-50',
  '50.001',
  '1e3',
  'NaN',
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  "'; DROP TABLE orders; --",
  [],
  [[]],
  {},
  { __proto__: { polluted: true } },
  { constructor: { prototype: {} } },
  `0x${'f'.repeat(40)}`,
  '0x1234',
  'anvil\ud800',
  'USDC\u0000',
]

function mutate(valid: Record<string, unknown>, seed: number): string {
  const keys = Object.keys(valid)
  const copy: Record<string, unknown> = { ...valid }
  const key = keys[seed % keys.length]!
  const choice = seed % 7
  if (choice === 0) delete copy[key]
  else if (choice === 1) copy[`extra${seed}`] = HOSTILE[seed % HOSTILE.length]
  else copy[key] = HOSTILE[(seed * 7 + 3) % HOSTILE.length]
  const json = JSON.stringify(copy)
  if (seed % 23 === 0) return json.slice(0, Math.max(1, json.length - 3)) // truncated JSON
  if (seed % 29 === 0) return `[${json}]`
  return json
}

test('500+ malformed requests: no 5xx, no order stored, nothing paid', async () => {
  const reader = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
  const treasuryBefore = await reader.getBalance({ address: onramp.treasury })
  const blockBefore = await reader.getBlockNumber()
  const session = await fetch(`${onramp.url}/v1/sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ destinationWallets: [{ address: '0x00000000000000000000000000000000000000aa', blockchains: ['anvil'] }] }),
  }).then((response) => response.json() as Promise<{ id: string }>)
  const routes: { path: string; auth: boolean; valid: Record<string, unknown> }[] = [
    { path: '/v1/quote', auth: true, valid: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'anvil' } },
    { path: '/v1/sessions', auth: true, valid: { destinationWallets: [{ address: '0x00000000000000000000000000000000000000bb', blockchains: ['anvil'] }] } },
    { path: `/checkout/${session.id}/quote`, auth: false, valid: { amount: '50', currency: 'USD' } },
    {
      path: `/checkout/${session.id}/pay`,
      auth: false,
      valid: {
        idempotencyKey: 'hostile-key-1',
        amount: '50',
        currency: 'USD',
        payment: { method: 'card', number: TEST_CARDS.decline, expiry: '12/39', cvc: '123' },
      },
    },
    { path: `/checkout/${session.id}/challenge`, auth: false, valid: { passed: true } },
    { path: '/checkout/%F0%9F%92%A9/pay', auth: false, valid: { idempotencyKey: 'hostile-key-2', amount: '50', currency: 'USD' } },
  ]
  const statuses = new Map<number, number>()
  for (let seed = 0; seed < 540; seed++) {
    const route = routes[seed % routes.length]!
    const body = mutate(route.valid, Math.floor(seed / routes.length) + seed)
    const response = await fetch(`${onramp.url}${route.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(route.auth ? { authorization: `Bearer ${KEY}` } : {}) },
      body,
    })
    await response.arrayBuffer()
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    expect(response.status, `${route.path} ${body.slice(0, 200)}`).toBeLessThan(500)
    // Every mutation is malformed: nothing is created, nothing is paid.
    expect(response.status, `${route.path} ${body.slice(0, 200)}`).not.toBe(201)
  }
  expect([...statuses.keys()].every((status) => status < 500)).toBe(true)
  await onramp.internals.checkout.idle()
  expect((await onramp.internals.store.get(session.id))?.status).toBe('pending')
  expect(await reader.getBlockNumber()).toBe(blockBefore)
  expect(await reader.getBalance({ address: onramp.treasury })).toBe(treasuryBefore)
})
