import { describe, expect, test, vi } from 'vitest'
import { getAccount } from '../getters/getAccount.js'
import { getNetwork } from '../getters/getNetwork.js'
import { getSiwx } from '../getters/getSiwx.js'
import { base } from '../networks/base.js'
import { localSiwx } from '../siwx/localSiwx.js'
import { parseSiwxMessage } from '../siwx/parseSiwxMessage.js'
import type { SIWXSession } from '../siwx/types.js'
import { createMemoryBackend } from '../storage/createStorage.js'
import { createTestKit, testAddress } from '../testKit.test-utils.js'
import { cancelSignIn } from './cancelSignIn.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { signIn } from './signIn.js'
import { switchNetwork } from './switchNetwork.js'

/** The mock wallet signs `signed:<message>`: the app's verify checks exactly that. */
const verify = (session: SIWXSession) => session.signature === `signed:${session.message}`
const metadata = { name: 'Test App', url: 'http://localhost:5173' }

async function setup(
  parameters: { required?: boolean; rejectSign?: boolean; backend?: ReturnType<typeof createMemoryBackend>; signOutOnDisconnect?: boolean } = {},
) {
  const siwx = localSiwx({ verify, required: parameters.required, signOutOnDisconnect: parameters.signOutOnDisconnect })
  const kit = createTestKit({ siwx, metadata, backend: parameters.backend, mock: { features: { rejectSign: parameters.rejectSign } } })
  await vi.waitFor(() => expect(kit._internal.cleanups.has('siwx')).toBe(true))
  return kit
}

describe('options', () => {
  test('siweConfig and siwx together are rejected; siwx: true needs apiUrl; a bad config names its methods', () => {
    expect(() => createTestKit({ siwx: localSiwx({ verify }), siweConfig: {} })).toThrow(
      'siwx: Configuring both siweConfig and siwx is not supported: keep siwx',
    )
    expect(() => createTestKit({ siwx: true })).toThrow('siwx: siwx: true keeps sessions in the Kit API and needs apiUrl')
    expect(() => createTestKit({ siwx: { createMessage: () => undefined } as never })).toThrow(
      'Expected true or a SIWX configuration (createMessage, addSession, getSessions, revokeSession, setSessions)',
    )
    expect(getSiwx(createTestKit()).status).toBe('disabled')
  })
})

describe('flow (docs/rules/states.md)', () => {
  test('default: connect → required; sign → signed, session kept, success tracked; a reload keeps it', async () => {
    const backend = createMemoryBackend()
    const kit = await setup({ backend })
    const events: string[] = []
    kit._internal.eventListeners.add((event) => events.push(event.data.event))
    await connect(kit, { connectorId: 'mock' })
    await vi.waitFor(() => expect(getSiwx(kit)).toMatchObject({ status: 'required', required: true, caipAddress: `eip155:31337:${testAddress}` }))
    const session = await signIn(kit)
    expect(parseSiwxMessage(session.message)).toMatchObject({
      accountAddress: testAddress,
      chainId: 'eip155:31337',
      domain: 'localhost:5173',
      statement: 'Sign in to Test App',
    })
    expect(getSiwx(kit)).toMatchObject({ status: 'signed', session: { message: session.message } })
    expect(events).toContain('SIWX_AUTH_SUCCESS')

    const again = await setup({ backend })
    await connect(again, { connectorId: 'mock' })
    await vi.waitFor(() => expect(getSiwx(again).status).toBe('signed'))
  })

  test('behavior: a failed signature is Error signing message and tracked', async () => {
    const kit = await setup({ rejectSign: true })
    const events: string[] = []
    kit._internal.eventListeners.add((event) => events.push(event.data.event))
    await connect(kit, { connectorId: 'mock' })
    await vi.waitFor(() => expect(getSiwx(kit).status).toBe('required'))
    await expect(signIn(kit)).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    expect(getSiwx(kit)).toMatchObject({ status: 'error', error: 'Error signing message' })
    expect(events).toContain('SIWX_AUTH_ERROR')
  })

  test('behavior: verify refusing the signature is an error, nothing stored', async () => {
    const kit = createTestKit({ siwx: localSiwx({ verify: () => false }), metadata })
    await connect(kit, { connectorId: 'mock' })
    await expect(signIn(kit)).rejects.toThrow('Invalid signature')
    expect(kit.storage.get('siwx.sessions', (await import('zod')).z.unknown())).toBeNull()
  })

  test('behavior: cancel when required and never signed in → disconnect', async () => {
    const kit = await setup()
    await connect(kit, { connectorId: 'mock' })
    await vi.waitFor(() => expect(getSiwx(kit).status).toBe('required'))
    await cancelSignIn(kit)
    expect(getAccount(kit).isConnected).toBe(false)
    await vi.waitFor(() => expect(getSiwx(kit).status).toBe('idle'))
  })

  test('behavior: cancel when not required → dismissed, still connected', async () => {
    const kit = await setup({ required: false })
    await connect(kit, { connectorId: 'mock' })
    await vi.waitFor(() => expect(getSiwx(kit)).toMatchObject({ status: 'required', required: false }))
    await cancelSignIn(kit)
    expect(getSiwx(kit).status).toBe('dismissed')
    expect(getAccount(kit).isConnected).toBe(true)
  })

  test('behavior: another network asks again; cancel goes back to the signed-in network', async () => {
    const kit = await setup()
    await connect(kit, { connectorId: 'mock' })
    await vi.waitFor(() => expect(getSiwx(kit).status).toBe('required'))
    await signIn(kit)
    await switchNetwork(kit, { network: base })
    await vi.waitFor(() => expect(getSiwx(kit)).toMatchObject({ status: 'required', caipAddress: `eip155:8453:${testAddress}` }))
    await cancelSignIn(kit)
    expect(getNetwork(kit).caipNetworkId).toBe('eip155:31337')
    expect(getAccount(kit).isConnected).toBe(true)
    await vi.waitFor(() => expect(getSiwx(kit).status).toBe('signed'))
  })

  test('behavior: disconnect clears the local session only with signOutOnDisconnect', async () => {
    for (const signOutOnDisconnect of [false, true]) {
      const kit = await setup({ signOutOnDisconnect })
      await connect(kit, { connectorId: 'mock' })
      await vi.waitFor(() => expect(getSiwx(kit).status).toBe('required'))
      await signIn(kit)
      await disconnect(kit)
      await vi.waitFor(() => expect(getSiwx(kit).status).toBe('idle'))
      await connect(kit, { connectorId: 'mock' })
      await vi.waitFor(() => expect(getSiwx(kit).status).toBe(signOutOnDisconnect ? 'required' : 'signed'))
    }
  })

  test('errors: SIWX is not enabled; No ActiveCaipAddress found', async () => {
    await expect(signIn(createTestKit())).rejects.toThrow('SIWX is not enabled')
    await expect(cancelSignIn(createTestKit())).rejects.toThrow('SIWX is not enabled')
    await expect(signIn(await setup())).rejects.toThrow('No ActiveCaipAddress found')
  })
})
