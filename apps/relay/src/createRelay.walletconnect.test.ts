import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createRelay, type Relay, type RelayLogger } from './createRelay.js'
import { createTestSocket } from './testing/createTestSocket.js'
import { createMemoryStorage } from './testing/createWalletConnectPair.js'
import { createMalformedFrames } from './testing/malformedFrames.js'

// Protocol conformance with the real clients: a dapp SignClient 2.25 and a wallet WalletKit 1.6
// (on @walletconnect/core 2.25) talking through our relay on loopback. The steps share one
// session, so they run in order.

const projectId = 'kit-local-relay'
const accounts = ['0x1111111111111111111111111111111111111111', '0x2222222222222222222222222222222222222222']
const timings: Record<string, number> = {}
/** Every method the real clients called, counted; and any the relay did not know. */
const methodsCalled = new Map<string, number>()
const unknownMethods: string[] = []
let recordMethods = false
const logger: RelayLogger = {
  debug(line) {
    if (process.env.KIT_RELAY_DEBUG) console.log(line)
    if (!recordMethods) return
    const called = / -> (\S+) #/.exec(line)?.[1]
    if (called) methodsCalled.set(called, (methodsCalled.get(called) ?? 0) + 1)
    const unknown = /unknown method (\S+)$/.exec(line)?.[1]
    if (unknown) unknownMethods.push(unknown)
  },
}

function waitFor<T>(register: (resolve: (value: T) => void) => void, label: string, timeoutMs = 5_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${label}`)), timeoutMs)
    register((value) => {
      clearTimeout(timer)
      resolve(value)
    })
  })
}

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await run()
  } finally {
    timings[label] = Math.round(performance.now() - started)
  }
}

let directory: string
let persistPath: string
let relay: Relay
let dapp: InstanceType<typeof SignClient>
let wallet: InstanceType<typeof WalletKit>
let session: SessionTypes.Struct
const suffix = Math.random().toString(36).slice(2)

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'kit-relay-'))
  persistPath = join(directory, 'mailbox.json')
  relay = await createRelay({ persistPath, logger })
  dapp = await SignClient.init({
    projectId,
    relayUrl: relay.url,
    customStoragePrefix: `kit-relay-dapp-${suffix}`,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Kit dapp', description: 'relay test', url: 'http://localhost', icons: [] },
  })
  const core = new Core({
    projectId,
    relayUrl: relay.url,
    customStoragePrefix: `kit-relay-wallet-${suffix}`,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
  })
  wallet = await WalletKit.init({
    core,
    metadata: { name: 'Kit wallet', description: 'relay test', url: 'http://localhost', icons: [] },
  })
  wallet.on('session_request', (event: WalletKitTypes.SessionRequest) => {
    void wallet.respondSessionRequest({
      topic: event.topic,
      response: { id: event.id, jsonrpc: '2.0', result: `0xsigned:${String(event.params.request.params[0])}` },
    })
  })
})

afterAll(async () => {
  for (const client of [dapp, wallet]) {
    if (!client) continue
    client.core.heartbeat.stop()
    await client.core.relayer.transportClose().catch(() => undefined)
  }
  await relay?.close()
  await rm(directory, { recursive: true, force: true })
  console.info('walletconnect conformance timings (ms):', timings)
  console.info('relay methods called by the clients:', Object.fromEntries(methodsCalled))
})

test('behavior: 200 malformed frames are each refused with a JSON-RPC error (or a clean close); the relay then serves real clients', async () => {
  const frames = createMalformedFrames(198)
  const socket = await createTestSocket(relay.url)
  await timed('200 malformed frames', async () => {
    for (const frame of frames) socket.sendRaw(frame.data, frame.binary)
    await socket.next((_, index) => index === frames.length - 1, { timeoutMs: 5_000 })
  })
  expect(socket.frames.map((frame) => frame.error?.code)).toEqual(frames.map((frame) => frame.code))
  // Two frames the WebSocket layer itself refuses by closing the socket cleanly.
  const badUtf8 = await createTestSocket(relay.url)
  badUtf8.sendRaw(Buffer.from([0x7b, 0xff, 0x7d]))
  const huge = await createTestSocket(relay.url)
  huge.sendRaw('x'.repeat(600 * 1024))
  expect([await badUtf8.closed, await huge.closed]).toEqual([1007, 1009])
  await socket.close()
  expect(relay.stats()).toMatchObject({ errors: 198, connections: 0, storedMessages: 0 })
})

test('behavior: dapp connect -> wallet pair -> approve -> dapp approval() resolves with a session', async () => {
  recordMethods = true
  const proposal = waitFor<WalletKitTypes.SessionProposal>((resolve) => wallet.once('session_proposal', resolve), 'session_proposal')
  const { uri, approval } = await timed('connect()', () =>
    dapp.connect({
      requiredNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged'] } },
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['eth_sendTransaction'], events: ['chainChanged'] },
      },
    }),
  )
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await timed('pair()', () => wallet.pair({ uri: uri as string }))
  const { id, params } = await timed('session_proposal', () => proposal)
  const namespaces = buildApprovedNamespaces({
    proposal: params,
    supportedNamespaces: {
      eip155: {
        chains: ['eip155:1', 'eip155:31337'],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['accountsChanged', 'chainChanged'],
        accounts: accounts.flatMap((address) => [`eip155:1:${address}`, `eip155:31337:${address}`]),
      },
    },
  })
  const approved = await timed('approveSession()', () => wallet.approveSession({ id, namespaces }))
  session = await timed('approval()', () => approval())
  expect(session.topic).toBe(approved.topic)
  expect(session.namespaces.eip155?.accounts).toContain(`eip155:1:${accounts[0]}`)
  expect(session.namespaces.eip155?.methods).toEqual(expect.arrayContaining(['personal_sign']))
  expect(Object.keys(wallet.getActiveSessions())).toContain(session.topic)
})

test('behavior: personal_sign request from the dapp is answered by the wallet', async () => {
  const result = await timed('request() #1', () =>
    dapp.request<string>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x68656c6c6f', accounts[0]] },
    }),
  )
  expect(result).toBe('0xsigned:0x68656c6c6f')
})

test('behavior: wallet emitSessionEvent(accountsChanged) reaches the dapp', async () => {
  const received = waitFor<{ params: { event: { name: string; data: unknown } } }>((resolve) => dapp.once('session_event', resolve), 'session_event')
  await timed('emitSessionEvent()', async () => {
    await wallet.emitSessionEvent({
      topic: session.topic,
      chainId: 'eip155:1',
      event: { name: 'accountsChanged', data: [accounts[1]] },
    })
    return received
  })
  const { params } = await received
  expect(params.event).toEqual({ name: 'accountsChanged', data: [accounts[1]] })
})

test('behavior: relay restarted mid-session (same port and persistPath) -> the next request still succeeds', async () => {
  const { port } = relay
  await relay.close()
  relay = await createRelay({ port, persistPath, logger })
  const result = await timed('request() after restart', () =>
    dapp.request<string>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x616761696e', accounts[0]] },
    }),
  )
  expect(result).toBe('0xsigned:0x616761696e')
  expect(relay.stats().connections).toBe(2)
})

test('behavior: an event published while the dapp is offline survives a relay restart (persistPath)', async () => {
  await dapp.core.relayer.transportClose()
  const received = waitFor<{ params: { event: { name: string; data: unknown } } }>(
    (resolve) => dapp.once('session_event', resolve),
    'session_event after restart',
  )
  await wallet.emitSessionEvent({
    topic: session.topic,
    chainId: 'eip155:1',
    event: { name: 'accountsChanged', data: [accounts[0]] },
  })
  const { port } = relay
  await relay.close()
  relay = await createRelay({ port, persistPath, logger })
  expect(relay.stats().storedMessages).toBeGreaterThan(0)
  await timed('offline event delivered after restart', async () => {
    await dapp.core.relayer.transportOpen()
    return received
  })
  expect((await received).params.event).toEqual({ name: 'accountsChanged', data: [accounts[0]] })
})

test('behavior: wallet disconnectSession -> dapp gets session_delete', async () => {
  const deleted = waitFor<{ topic: string }>((resolve) => dapp.once('session_delete', resolve), 'session_delete')
  await timed('disconnect -> session_delete', async () => {
    await wallet.disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    return deleted
  })
  expect((await deleted).topic).toBe(session.topic)
  expect(dapp.session.getAll()).toHaveLength(0)
})

test('behavior: the clients called only methods the relay implements', () => {
  expect(unknownMethods).toEqual([])
  expect([...methodsCalled.keys()].sort()).toEqual(
    expect.arrayContaining(['irn_batchSubscribe', 'irn_publish', 'irn_subscribe', 'wc_approveSession', 'wc_proposeSession']),
  )
})
