import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEVNET_TOKENS, type Devnet, startDevnet } from '@kit/devnet'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { TEST_CARDS } from './payment/testCards.js'

// 50 purchases through the real Kit API and the real sandbox, each in its own process, both
// SIGKILLed and restarted while the purchases run (real anvil). Bad destinations are refused up
// front; ETH bought for a contract that reverts cannot be paid out and must be refunded; every
// other order must complete, each paid exactly once (the chain's balances say so).
const KEY = 'fault-onramp-key'
const ORIGIN = 'http://127.0.0.1:5173'
const onrampCli = fileURLToPath(new URL('../dist/cli.js', import.meta.url))
const apiEntry = fileURLToPath(new URL('../../api/dist/index.js', import.meta.url))
const POLICY = { KIT_ONRAMP_PAYOUT_DEADLINE_MS: '15000', KIT_ONRAMP_RETRY_MS: '100', KIT_ONRAMP_CONFIRM_MS: '1500', KIT_ONRAMP_SWEEP_MS: '250' }
const REVERTER: Address = '0x000000000000000000000000000000000000dead'
const BAD = ['0x52908400098527886E0F7030069857D2E4169Ee7', '0x0000000000000000000000000000000000000000']

type Kind = 'good' | 'bad' | 'revert'
type Name = 'onramp' | 'api'
interface Outage {
  readonly name: Name
  readonly inFlight: number
  readonly ms: number
}
interface Purchase {
  readonly index: number
  readonly kind: Kind
  readonly to: Address
  readonly usd: number
}

let devnet: Devnet
const children = new Map<'onramp' | 'api', ChildProcess>()
/** The sandboxes' log lines (payout retries and failures), printed with the run's figures. */
const logs: string[] = []

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Starts a child and resolves once it printed `ready` (its own banner); its exit is recorded. */
function launch(name: 'onramp' | 'api', args: string[], env: Record<string, string>, ready: string): Promise<void> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  children.set(name, child)
  let output = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    logs.push(
      ...chunk
        .toString()
        .split('\n')
        .filter((line) => line.includes('[kit-onramp]')),
    )
  })
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes(ready)) resolve()
    })
    child.once('exit', (code, signal) => reject(new Error(`${name} exited (${code ?? signal}) before it was ready: ${output.slice(-2000)}`)))
  })
}

/** One fetch that survives the servers' deaths: connection errors and 502/503 are retried. */
async function call(url: string, init: RequestInit = {}, deadline = Date.now() + 90_000): Promise<{ status: number; json: Record<string, any> }> {
  for (;;) {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) })
      const json = (await response.json().catch(() => ({}))) as Record<string, any>
      if (response.status !== 502 && response.status !== 503) return { status: response.status, json }
    } catch {
      // Down: the killer restarts it.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time`)
    await sleep(200)
  }
}

beforeAll(async () => {
  devnet = await startDevnet({ freePorts: true, handleSignals: false })
  const reader = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
  await reader.request({ method: 'anvil_setCode' as never, params: [REVERTER, '0x60006000fd'] as never })
}, 120_000)

afterAll(async () => {
  for (const child of children.values()) child.kill('SIGKILL')
  await devnet?.stop()
})

/** The sandbox and the Kit API as child processes on fixed ports (so a restart is at the same address). */
async function startProcesses(rpcUrl: string): Promise<{ start: Record<Name, () => Promise<void>>; apiUrl: string }> {
  const [onrampPort, apiPort] = await Promise.all([freePort(), freePort()])
  const onrampEnv = {
    KIT_ONRAMP_PORT: String(onrampPort),
    KIT_ONRAMP_DATA_DIR: mkdtempSync(join(tmpdir(), 'kit-onramp-fault-')),
    KIT_ONRAMP_API_KEY: KEY,
    KIT_ONRAMP_RPC_URLS: `anvil=${rpcUrl}`,
    ...POLICY,
  }
  const apiConfig = {
    port: apiPort,
    storage: { dataDir: 'memory://' },
    indexer: { enabled: false },
    logErrors: false,
    onramp: { providers: [{ name: 'kit-sandbox', displayName: 'Kit Sandbox Pay', url: `http://127.0.0.1:${onrampPort}`, apiKey: KEY }] },
    projects: [{ id: 'shop', allowedOrigins: [ORIGIN], rateLimit: { requestsPerSecond: 10_000, burst: 10_000 } }],
  }
  const apiScript = `import(${JSON.stringify(apiEntry)}).then(async ({ startApi }) => {
    await startApi(JSON.parse(process.env.KIT_TEST_CONFIG), { log: () => undefined }); console.log('api ready') })`
  const start = {
    onramp: () => launch('onramp', [onrampCli], onrampEnv, 'orders in'),
    api: () => launch('api', ['--input-type=module', '-e', apiScript], { KIT_TEST_CONFIG: JSON.stringify(apiConfig) }, 'api ready'),
  }
  await Promise.all([start.onramp(), start.api()])
  return { start, apiUrl: `http://127.0.0.1:${apiPort}` }
}

/** Kills (SIGKILL) and restarts one process at a time, on request; `inFlight()` counts the payouts not final at that moment. */
function createKiller(start: Record<Name, () => Promise<void>>, inFlight: () => number) {
  const requests: Name[] = []
  const outages: Outage[] = []
  let wake: () => void = () => undefined
  let killing = true
  const loop = (async () => {
    while (killing || requests.length > 0) {
      const name = requests.shift()
      if (!name) {
        await new Promise<void>((resolve) => {
          wake = resolve
        })
        continue
      }
      const counted = inFlight()
      const child = children.get(name)!
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
      const since = Date.now()
      await start[name]()
      outages.push({ name, inFlight: counted, ms: Date.now() - since })
    }
  })()
  return {
    outages,
    kill(name: Name) {
      requests.push(name)
      wake()
    },
    async stop() {
      killing = false
      wake()
      await loop
    },
  }
}

/** One purchase as a buyer makes it: a URL from the Kit API, the payment in the checkout, then its status until it is final. */
async function buy(apiUrl: string, purchase: Purchase, onPaid: () => void): Promise<Record<string, any> | undefined> {
  const asset = purchase.kind === 'revert' ? 'ETH' : 'USDC'
  const generated = await call(`${apiUrl}/v1/generators/onrampurl`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({
      projectId: 'shop',
      destinationWallets: [{ address: purchase.to, blockchains: ['anvil'], assets: [asset] }],
      presetFiatAmount: purchase.usd,
    }),
  })
  if (purchase.kind === 'bad') {
    expect(generated.status, JSON.stringify(generated.json)).toBe(400)
    expect(generated.json.field).toBe('destinationWallets.0.address')
    return undefined
  }
  expect(generated.status, JSON.stringify(generated.json)).toBe(200)
  const payment = { method: 'card', number: TEST_CARDS.success, expiry: '12/39', cvc: '123' }
  const body = JSON.stringify({ idempotencyKey: `fault-key-${purchase.index}-x`, amount: String(purchase.usd), currency: 'USD', payment })
  const answer = await call(`${generated.json.url}/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  onPaid()
  for (;;) {
    const order = await call(`${apiUrl}/v1/onramp/orders/${generated.json.orderId}?projectId=shop`, { headers: { origin: ORIGIN } })
    if (['completed', 'refunded', 'expired'].includes(order.json.status)) return order.json
    await sleep(300)
  }
}

/** Checks each final order against the chain; returns how late each finished against its deadline, and the completed count. */
async function checkOrders(purchases: Purchase[], finals: Map<number, Record<string, any>>) {
  const reader = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
  const usdc = (address: Address) =>
    reader.readContract({ address: DEVNET_TOKENS.USDC.address, abi: erc20Abi, functionName: 'balanceOf', args: [address.toLowerCase() as Address] })
  const lateness: number[] = []
  let completed = 0
  for (const purchase of purchases) {
    const order = finals.get(purchase.index)
    if (purchase.kind === 'bad') {
      expect(order).toBeUndefined()
      expect(await usdc(purchase.to)).toBe(0n)
      continue
    }
    if (!order) throw new Error(`purchase ${purchase.index} has no final state`)
    if (purchase.kind === 'good') {
      // Completed and paid exactly once, or (its payout not out by the deadline, the sandbox being dead) refunded and paid nothing.
      expect(['completed', 'refunded'], `purchase ${purchase.index}`).toContain(order.status)
      const expected = order.status === 'completed' ? BigInt(purchase.usd) * 1_000_000n : 0n
      expect(await usdc(purchase.to), `purchase ${purchase.index} (${order.status}) paid once or not at all`).toBe(expected)
      if (order.status === 'completed') completed++
    } else {
      // Refused by the chain; or, its deadline gone while the sandbox was dead, timed out: refunded either way, never sent.
      expect(order, `purchase ${purchase.index}`).toMatchObject({ status: 'refunded', txHash: null })
      expect(['destination_refused', 'payout_timeout']).toContain(order.refund.reason)
    }
    lateness.push(Date.parse(order.finishedAt) - Date.parse(order.deadline))
  }
  expect(await reader.getBalance({ address: REVERTER })).toBe(0n)
  return { lateness, completed }
}

/** "completed: 34, refunded:destination_refused: 6"-style counts of the final states. */
function countStates(finals: Map<number, Record<string, any>>): Record<string, number> {
  const counts = new Map<string, number>()
  for (const order of finals.values()) {
    const key = `${order.status}${order.refund ? `:${order.refund.reason}` : ''}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return Object.fromEntries(counts)
}

// Six kills, one at a time, set off by the payments themselves (the 3rd, 10th, 17th… acknowledged):
// the sandbox dies with payouts in flight, and the schedule does not depend on the machine's speed.
const SCHEDULE: readonly { afterPaid: number; name: Name }[] = [
  { afterPaid: 3, name: 'onramp' },
  { afterPaid: 10, name: 'api' },
  { afterPaid: 17, name: 'onramp' },
  { afterPaid: 24, name: 'onramp' },
  { afterPaid: 31, name: 'api' },
  { afterPaid: 36, name: 'onramp' },
]

test('50 purchases while the sandbox and the API are SIGKILLed: every order completed or refunded in time, none stuck, none paid twice', {
  timeout: 600_000,
}, async () => {
  const { start, apiUrl } = await startProcesses(devnet.chains[0]!.rpcUrl)
  const purchases: Purchase[] = Array.from({ length: 50 }, (_, index) => {
    const kind: Kind = index % 5 === 1 ? 'bad' : index % 7 === 3 ? 'revert' : 'good'
    const to = kind === 'bad' ? BAD[index % 2]! : kind === 'revert' ? REVERTER : `0x${'00'.repeat(18)}f0${index.toString(16).padStart(2, '0')}`
    return { index, kind, to: to as Address, usd: 10 + ((index * 7) % 40) }
  })
  let paid = 0
  const finals = new Map<number, Record<string, any>>()
  const killer = createKiller(start, () => paid - finals.size)
  const onPaid = () => {
    paid++
    const due = SCHEDULE.find((entry) => entry.afterPaid === paid)
    if (due) killer.kill(due.name)
  }
  // Five buyers at a time.
  const queue = [...purchases]
  await Promise.all(
    Array.from({ length: 5 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const order = await buy(apiUrl, next, onPaid)
        if (order) finals.set(next.index, order)
      }
    }),
  )
  await killer.stop()
  const { outages } = killer
  console.log(
    `fault run: ${outages.length} kills (${outages.map((outage) => `${outage.name}: ${outage.inFlight} in flight, down ${outage.ms} ms`).join('; ')}); ` +
      `final states: ${JSON.stringify(countStates(finals))}; sandbox log (last 20 of ${logs.length} lines):\n${logs.slice(-20).join('\n')}`,
  )
  const { lateness, completed } = await checkOrders(purchases, finals)
  // In time: by its deadline, or after it by no more than the sandbox was down (nobody can act on a dead process).
  const worst = Math.max(...lateness)
  const longestOutage = Math.max(0, ...outages.filter((outage) => outage.name === 'onramp').map((outage) => outage.ms))
  console.log(`latest finish vs deadline ${worst} ms; longest sandbox outage ${longestOutage} ms`)
  expect(completed).toBeGreaterThanOrEqual(20)
  expect(outages.map((outage) => outage.name)).toEqual(SCHEDULE.map((entry) => entry.name))
  expect(outages.filter((outage) => outage.name === 'onramp' && outage.inFlight > 0).length).toBeGreaterThanOrEqual(2)
  expect(worst).toBeLessThanOrEqual(longestOutage + 2_000)
})
