import { createRelay, type Relay } from '@kit/relay'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createMemoryStorage } from '../test/memoryStorage.js'
import type { EngineHost } from './engineTypes.js'
import { closeSignClient, initSignClient, type SignClientInstance } from './initSignClient.js'
import { createPairings } from './pairings.js'

let relay: Relay
let client: SignClientInstance
const parameters = { relayUrl: '', projectId: 'kit-test', customStoragePrefix: `pairings-${Math.random()}`, logLevel: 'silent' as const }

beforeAll(async () => {
  relay = await createRelay({ port: 0 })
  parameters.relayUrl = relay.url
  client = await initSignClient({ ...parameters, storage: createMemoryStorage(), disableVerify: true })
})
afterAll(async () => {
  await closeSignClient(client, parameters)
  await relay?.close()
})

const host = {
  proposalNamespaces: () => ({ eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['accountsChanged'] } }),
} as unknown as EngineHost

test('behavior: create gives the URI as soon as the pairing is made, before connect() returns it; the two are the same', async () => {
  const order: string[] = []
  const early: string[] = []
  let published = false
  const publish = client.core.relayer.request.bind(client.core.relayer)
  client.core.relayer.request = async (request) => {
    const result = await publish(request)
    if (request.method === 'wc_proposeSession') published = true
    return result
  }
  const pairing = await createPairings(host, client).create(({ uri, expiresAt }) => {
    order.push(published ? 'uri after the publish' : 'uri before the publish')
    early.push(uri)
    expect(expiresAt).toBeGreaterThan(Date.now())
  })
  order.push('returned')
  expect(published).toBe(true)
  expect(order).toEqual(['uri before the publish', 'returned'])
  expect(early).toEqual([pairing.uri])
  expect(pairing.uri).toMatch(/^wc:[0-9a-f]{64}@2\?expiryTimestamp=\d+&relay-protocol=irn&symKey=[0-9a-f]{64}$/)
})

test('behavior: without onUri, nothing watches the next pairing', async () => {
  const listeners = () => client.core.pairing.events.listenerCount('pairing_create')
  const before = listeners()
  await createPairings(host, client).create()
  expect(listeners()).toBe(before)
  await createPairings(host, client).create(() => undefined)
  expect(listeners()).toBe(before)
})

test('behavior: a connect that takes a pairing still being prepared is given its URI before the publish', async () => {
  const pairings = createPairings(host, client)
  const preparing = pairings.prepare(() => false)
  const early: string[] = []
  const taken = await pairings.takePrepared(({ uri }) => early.push(uri))
  await preparing
  expect(taken?.uri).toMatch(/^wc:/)
  expect(early).toEqual([taken?.uri])
  // Used once: the next connect makes its own.
  expect(await pairings.takePrepared()).toBeUndefined()
})

test('behavior: a prepared pairing whose URI is already made is given to the connect at once', async () => {
  const pairings = createPairings(host, client)
  await pairings.prepare(() => false)
  const early: string[] = []
  const taken = await pairings.takePrepared(({ uri }) => early.push(uri))
  expect(early).toEqual([taken?.uri])
})
