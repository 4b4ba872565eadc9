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

/** A small seeded generator (mulberry32): the same seed, the same requests. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Destinations that look like addresses and must be refused (checksum, zero, Solana key on an EVM network). */
const BAD_DESTINATIONS = [
  '0x52908400098527886E0F7030069857D2E4169Ee7',
  '0x0000000000000000000000000000000000000000',
  '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV9',
  '0x52908400098527886E0F7030069857D2E4169EE',
]

function mutate(valid: Record<string, unknown>, random: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  const keys = Object.keys(valid)
  const copy: Record<string, unknown> = { ...valid }
  const key = pick(keys)
  const choice = Math.floor(random() * 8)
  if (choice === 0) delete copy[key]
  else if (choice === 1) copy[`extra${Math.floor(random() * 1000)}`] = pick(HOSTILE)
  else if (choice === 2 && key === 'destinationWallets') copy[key] = [{ address: pick(BAD_DESTINATIONS), blockchains: ['anvil'] }]
  else copy[key] = pick(HOSTILE)
  const json = JSON.stringify(copy)
  const shape = random()
  if (shape < 0.04) return json.slice(0, Math.max(1, Math.floor(json.length * random()))) // truncated JSON
  if (shape < 0.08) return `[${json}]`
  if (shape < 0.1) return json.replace(/"/g, "'")
  return json
}

const COUNT = 2_100
const SEED = Number(process.env.KIT_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))

test(`${COUNT} malformed requests (seed ${SEED}, KIT_FUZZ_SEED to replay): no 5xx, no order stored, nothing paid`, { timeout: 180_000 }, async () => {
  console.log(`onramp fuzz seed: ${SEED} (KIT_FUZZ_SEED=${SEED} replays it)`)
  const random = seeded(SEED)
  const reader = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
  const treasuryBefore = await reader.getBalance({ address: onramp.treasury })
  const blockBefore = await reader.getBlockNumber()
  const session = await fetch(`${onramp.url}/v1/sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ destinationWallets: [{ address: '0x00000000000000000000000000000000000000aa', blockchains: ['anvil'] }] }),
  }).then((response) => response.json() as Promise<{ id: string }>)
  const stored = await onramp.internals.store.count()
  const routes: { path: string; auth: boolean; valid: Record<string, unknown> }[] = [
    { path: '/v1/quote', auth: true, valid: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'anvil' } },
    { path: '/v1/sessions', auth: true, valid: { destinationWallets: [{ address: '0x00000000000000000000000000000000000000bb', blockchains: ['anvil'] }] } },
    { path: '/v1/sessions', auth: false, valid: { destinationWallets: [{ address: '0x00000000000000000000000000000000000000bc', blockchains: ['anvil'] }] } },
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
  /** A hostile value in a path; a lone surrogate goes as the invalid UTF-8 bytes it would be. */
  const inPath = (value: unknown): string => {
    try {
      return encodeURIComponent(String(value))
    } catch {
      return '%ED%A0%80'
    }
  }
  const GET_PATHS = [
    (x: string) => `/v1/sessions/${x}`,
    (x: string) => `/checkout/${x}`,
    (x: string) => `/checkout/${x}/state`,
    (x: string) => `/v1/options?x=${x}`,
  ]
  const statuses = new Map<number, number>()
  const requests = Array.from({ length: COUNT }, () => {
    if (random() < 0.1) {
      const path = GET_PATHS[Math.floor(random() * GET_PATHS.length)]!(inPath(HOSTILE[Math.floor(random() * HOSTILE.length)]))
      return { path, init: { method: 'GET', headers: random() < 0.5 ? { authorization: `Bearer ${KEY}` } : {} } as RequestInit }
    }
    const route = routes[Math.floor(random() * routes.length)]!
    const body = mutate(route.valid, random)
    const headers = { 'content-type': 'application/json', ...(route.auth ? { authorization: `Bearer ${KEY}` } : {}) }
    return { path: route.path, init: { method: 'POST', headers, body } as RequestInit }
  })
  // Eight at a time: the same requests, a quarter of the time.
  for (let start = 0; start < requests.length; start += 8) {
    await Promise.all(
      requests.slice(start, start + 8).map(async ({ path, init }) => {
        const response = await fetch(`${onramp.url}${path}`, init)
        await response.arrayBuffer()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        const label = `seed ${SEED}: ${init.method} ${path} ${String(init.body ?? '').slice(0, 200)}`
        expect(response.status, label).toBeLessThan(500)
        // Every request is malformed: nothing is created, nothing is paid.
        expect(response.status, label).not.toBe(201)
      }),
    )
  }
  console.log(`onramp fuzz statuses: ${JSON.stringify(Object.fromEntries(statuses))}`)
  expect([...statuses.values()].reduce((sum, count) => sum + count, 0)).toBe(COUNT)
  await onramp.internals.checkout.idle()
  expect(await onramp.internals.store.count()).toBe(stored)
  expect((await onramp.internals.store.get(session.id))?.status).toBe('pending')
  expect(await reader.getBlockNumber()).toBe(blockBefore)
  expect(await reader.getBalance({ address: onramp.treasury })).toBe(treasuryBefore)
})
