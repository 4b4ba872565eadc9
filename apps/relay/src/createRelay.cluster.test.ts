import { type LocalRedis, startRedis } from '@kit/test/servers'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createRelay, type Relay } from './createRelay.js'
import type { RelayLimits } from './relayLimits.js'
import { createTcpBalancer } from './testing/createTcpBalancer.js'
import { createTestSocket, randomTopic, type TestSocket } from './testing/createTestSocket.js'
import { createMemoryStorage } from './testing/createWalletConnectPair.js'
import { type RelayProcess, startRelayProcess } from './testing/startRelayProcess.js'

// Relay instances sharing one real redis-server (issue 18): raw sockets for exactly-once delivery
// across instances, then a WalletKit wallet on instance A and a SignClient dapp on instance B (each
// behind its own TCP "load balancer"), with A SIGKILLed mid-session.

let redis: LocalRedis
const cleanups: (() => Promise<unknown> | unknown)[] = []

beforeAll(async () => {
  redis = await startRedis()
})

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  await redis?.stop()
})

async function instance(prefix: string, limits?: Partial<RelayLimits>): Promise<Relay> {
  const relay = await createRelay({ redisUrl: redis.url, redisPrefix: prefix, ...(limits ? { limits } : {}) })
  cleanups.push(() => relay.close())
  await expect.poll(async () => (await fetch(`http://127.0.0.1:${relay.port}/readyz`)).status).toBe(200)
  return relay
}

async function socket(url: string, client?: string): Promise<TestSocket> {
  const opened = await createTestSocket(url, client ? { client } : {})
  cleanups.push(() => opened.close())
  return opened
}

test('behavior: a message published on instance A reaches a subscriber on instance B, once per client across instances and sockets', async () => {
  const prefix = `exactly-once-${Date.now()}:`
  const [a, b] = [await instance(prefix), await instance(prefix)]
  const topic = randomTopic()
  const publisher = await socket(a.url, 'publisher')
  // One client with a socket on each instance (a reconnect overlapping the old socket).
  const [onA, onB] = [await socket(a.url, 'subscriber'), await socket(b.url, 'subscriber')]
  await onA.request('irn_subscribe', { topic })
  await onB.request('irn_subscribe', { topic })
  // Another client subscribed to the topic, offline while the messages are published.
  const otherFirst = await socket(b.url, 'other')
  await otherFirst.request('irn_subscribe', { topic })
  await otherFirst.close()
  const messages = Array.from({ length: 20 }, (_, index) => Buffer.from(`message ${index}`).toString('base64'))
  for (const message of messages) expect((await publisher.request('irn_publish', { topic, message, ttl: 300 })).result).toBe(true)
  const received = () => [...onA.pushes(), ...onB.pushes()]
  await expect.poll(() => received().length).toBe(20)
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(received()).toHaveLength(20)
  for (const push of [...onA.pushes(), ...onB.pushes()]) (onA.pushes().includes(push) ? onA : onB).ack(push)
  expect(
    received()
      .map((push) => push.params.data.message)
      .sort(),
  ).toEqual([...messages].sort())
  // The other client, back on B, gets all 20 too (once each per client, not once overall): they
  // are kept for it although 'subscriber' acknowledged them.
  const other = await socket(b.url, 'other')
  await other.request('irn_subscribe', { topic })
  await expect.poll(() => other.pushes().length).toBe(20)
  // Acknowledged deliveries are not repeated when the client comes back through another instance.
  await new Promise((resolve) => setTimeout(resolve, 200))
  await onA.close()
  await onB.close()
  const again = await socket(a.url, 'subscriber')
  await again.request('irn_subscribe', { topic })
  const late = Buffer.from('late').toString('base64')
  await publisher.request('irn_publish', { topic, message: late, ttl: 300 })
  await expect.poll(() => again.pushes().length).toBe(1)
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(again.pushes().map((push) => push.params.data.message)).toEqual([late])
})

test("behavior: a push never acknowledged (its socket closed) is delivered to the client's next socket on another instance", async () => {
  const prefix = `unacked-${Date.now()}:`
  const [a, b] = [await instance(prefix), await instance(prefix)]
  const topic = randomTopic()
  const publisher = await socket(b.url, 'publisher')
  const first = await socket(a.url, 'wallet')
  await first.request('irn_subscribe', { topic })
  const message = Buffer.from('sign this').toString('base64')
  await publisher.request('irn_publish', { topic, message, ttl: 300 })
  await first.next((frame) => frame.method === 'irn_subscription')
  await first.close() // received, never acknowledged
  const second = await socket(b.url, 'wallet')
  await second.request('irn_subscribe', { topic })
  const push = await second.next((frame) => frame.method === 'irn_subscription', { timeoutMs: 5_000 })
  expect(push.params.data.message).toBe(message)
})

test('behavior: the per-topic cap counts the messages still owed over all instances; an acknowledgement on B drops them on A too', async () => {
  const prefix = `cap-${Date.now()}:`
  const [a, b] = [await instance(prefix, { maxMessagesPerTopic: 4 }), await instance(prefix, { maxMessagesPerTopic: 4 })]
  const topic = randomTopic()
  const wallet = await socket(b.url, 'wallet')
  await wallet.request('irn_subscribe', { topic })
  const [onA, onB] = [await socket(a.url, 'dapp'), await socket(b.url, 'dapp')]
  await onA.request('irn_subscribe', { topic })
  const message = (index: number) => Buffer.from(`owed ${index}`).toString('base64')
  for (const [index, publisher] of [onA, onB, onA, onB].entries()) {
    expect((await publisher.request('irn_publish', { topic, message: message(index), ttl: 300 })).result).toBe(true)
  }
  // Two on each instance: each instance alone is below 4, the topic is not.
  expect((await onA.request('irn_publish', { topic, message: message(4), ttl: 300 })).error).toEqual({
    code: -32001,
    message: 'Mailbox full: topic holds 4 messages not yet delivered',
  })
  await expect.poll(() => wallet.pushes().length).toBe(4)
  for (const push of wallet.pushes()) wallet.ack(push)
  await expect.poll(() => [a.stats().storedMessages, b.stats().storedMessages]).toEqual([0, 0])
  expect(a.stats().settled + b.stats().settled).toBe(4)
  expect((await onA.request('irn_publish', { topic, message: message(4), ttl: 300 })).result).toBe(true)
})

test('behavior: at the cap, a message owed only to a client that has left the topic since is dropped and the publish goes through', async () => {
  const prefix = `left-${Date.now()}:`
  const [a, b] = [await instance(prefix, { maxMessagesPerTopic: 2 }), await instance(prefix, { maxMessagesPerTopic: 2 })]
  const topic = randomTopic()
  const [wallet, watcher, dapp] = [await socket(b.url, 'wallet'), await socket(a.url, 'watcher'), await socket(a.url, 'dapp')]
  wallet.socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as { id: number; method?: string }
    if (frame.method === 'irn_subscription') wallet.ack(frame)
  })
  await wallet.request('irn_subscribe', { topic })
  await watcher.request('irn_subscribe', { topic })
  const message = (index: number) => Buffer.from(`left ${index}`).toString('base64')
  for (const index of [0, 1]) expect((await dapp.request('irn_publish', { topic, message: message(index), ttl: 300 })).result).toBe(true)
  await expect.poll(() => a.stats().acks + b.stats().acks).toBe(2)
  // The watcher never acknowledges: both are still owed to it.
  expect((await dapp.request('irn_publish', { topic, message: message(2), ttl: 300 })).error?.code).toBe(-32001)
  await watcher.request('irn_unsubscribe', { topic, id: 'x' })
  expect((await dapp.request('irn_publish', { topic, message: message(2), ttl: 300 })).result).toBe(true)
  await expect.poll(() => a.stats().settled).toBe(2)
})

test('behavior: /healthz and /readyz; readyz is 503 while Redis is unreachable', async () => {
  const relay = await createRelay({ redisUrl: 'redis://127.0.0.1:1' })
  cleanups.push(() => relay.close())
  const base = `http://127.0.0.1:${relay.port}`
  expect((await fetch(`${base}/healthz`)).status).toBe(200)
  const readyz = await fetch(`${base}/readyz`)
  expect(readyz.status).toBe(503)
  expect(await readyz.json()).toEqual({ ok: false, reason: 'redis not connected' })
  const single = await createRelay()
  cleanups.push(() => single.close())
  expect((await fetch(`http://127.0.0.1:${single.port}/readyz`)).status).toBe(200)
})

test('behavior: WalletKit on instance A, SignClient dapp on instance B: pair, sign, send; A SIGKILLed mid-session, the wallet reconnects to B and no message is lost', async () => {
  const projectId = 'kit-relay-cluster'
  const account = '0x1111111111111111111111111111111111111111'
  const [walletBalancer, dappBalancer] = [await createTcpBalancer(1), await createTcpBalancer(1)]
  cleanups.push(
    () => walletBalancer.close(),
    () => dappBalancer.close(),
  )
  const env = {
    REDIS_URL: redis.url,
    KIT_RELAY_PUBLIC_URL: `${walletBalancer.url},${dappBalancer.url}`,
  }
  const [a, b]: RelayProcess[] = [await startRelayProcess(['--port', '0'], env), await startRelayProcess(['--port', '0'], env)]
  cleanups.push(
    () => a.kill(),
    () => b.kill(),
  )
  walletBalancer.route(a.port)
  dappBalancer.route(b.port)

  const suffix = Math.random().toString(36).slice(2)
  const dapp = await SignClient.init({
    projectId,
    relayUrl: dappBalancer.url,
    customStoragePrefix: `cluster-dapp-${suffix}`,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Kit dapp', description: 'cluster test', url: 'http://localhost', icons: [] },
  })
  const core = new Core({
    projectId,
    relayUrl: walletBalancer.url,
    customStoragePrefix: `cluster-wallet-${suffix}`,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
  })
  const wallet = await WalletKit.init({ core, metadata: { name: 'Kit wallet', description: 'cluster test', url: 'http://localhost', icons: [] } })
  cleanups.push(async () => {
    for (const client of [dapp, wallet]) {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => undefined)
    }
  })
  const requests: string[] = []
  wallet.on('session_request', (event: WalletKitTypes.SessionRequest) => {
    const { method, params } = event.params.request
    requests.push(method)
    const result = method === 'personal_sign' ? `0xsigned:${String(params[0])}` : `0x${'ab'.repeat(32)}`
    void wallet.respondSessionRequest({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', result } })
  })

  const proposal = new Promise<WalletKitTypes.SessionProposal>((resolve) => wallet.once('session_proposal', resolve))
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign', 'eth_sendTransaction'], events: ['accountsChanged'] } },
  })
  await wallet.pair({ uri: uri as string })
  const { id, params } = await proposal
  const namespaces = buildApprovedNamespaces({
    proposal: params,
    supportedNamespaces: {
      eip155: {
        chains: ['eip155:31337'],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['accountsChanged'],
        accounts: [`eip155:31337:${account}`],
      },
    },
  })
  await wallet.approveSession({ id, namespaces })
  const session: SessionTypes.Struct = await approval()

  const sign = (text: string) =>
    dapp.request<string>({ topic: session.topic, chainId: 'eip155:31337', request: { method: 'personal_sign', params: [text, account] } })
  expect(await sign('0x68656c6c6f')).toBe('0xsigned:0x68656c6c6f')
  const sent = await dapp.request<string>({
    topic: session.topic,
    chainId: 'eip155:31337',
    request: { method: 'eth_sendTransaction', params: [{ from: account, to: account, value: '0x1' }] },
  })
  expect(sent).toBe(`0x${'ab'.repeat(32)}`)

  // Instance A dies with the wallet on it; the load balancer sends its reconnect to B. The dapp's
  // request is published on B while the wallet is offline: it waits in Redis and is not lost.
  await a.kill()
  walletBalancer.route(b.port)
  expect(await sign('0x6166746572206b696c6c')).toBe('0xsigned:0x6166746572206b696c6c')

  // And the other way: an event from the wallet (now on B) reaches the dapp.
  const event = new Promise<{ params: { event: { name: string; data: unknown } } }>((resolve) => dapp.once('session_event', resolve))
  await wallet.emitSessionEvent({ topic: session.topic, chainId: 'eip155:31337', event: { name: 'accountsChanged', data: [account] } })
  expect((await event).params.event).toEqual({ name: 'accountsChanged', data: [account] })
  expect(requests).toEqual(['personal_sign', 'eth_sendTransaction', 'personal_sign'])
}, 90_000)
