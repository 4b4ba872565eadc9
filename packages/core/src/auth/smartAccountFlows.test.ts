import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { z } from 'zod/mini'
import { getCallsStatus } from '../actions/getCallsStatus.js'
import { getCapabilities } from '../actions/getCapabilities.js'
import { sendCalls } from '../actions/sendCalls.js'
import { getAccount } from '../getters/getAccount.js'
import { subscribeEvents } from '../getters/getEvent.js'
import type { Kit } from '../kit.js'
import { createMemoryBackend } from '../storage/createStorage.js'
import { storageKeys } from '../storage/keys.js'
import { createTestKit, testAddress } from '../testKit.test-utils.js'
import { connectEmail } from './actions/connectEmail.js'
import { connectEmailOtp } from './actions/connectEmailOtp.js'
import { setPreferredAccountType } from './actions/setPreferredAccountType.js'
import { createFakeWindow, type FakeWindow, type FrameScript, secureOrigin } from './testFrame.test-utils.js'

/** A scripted secure frame with smart accounts on chain 31337 (the delegation lands on SET_PREFERRED_ACCOUNT). */
type Server = {
  loggedIn: boolean
  typeCode?: ((code: string) => void) | undefined
  type: 'eoa' | 'smartAccount'
  deployed: boolean
  failSwitch: boolean
  declineSwitch: boolean
  rpc: { method: string; params: unknown }[]
  sendCallsError?: { message: string; code: number }
}

function frameScript(server: Server): FrameScript {
  return (message, frame) => {
    const payload = (message.payload ?? {}) as Record<string, unknown>
    switch (message.type) {
      case '@kit-app/CONNECT_EMAIL':
        return frame.succeed(message, { action: 'VERIFY_OTP' })
      case '@kit-app/CONNECT_OTP':
        server.typeCode = () => {
          server.loggedIn = true
          frame.succeed(message, {})
        }
        return
      case '@kit-app/GET_USER':
        return frame.succeed(message, {
          address: testAddress,
          chainId: 31337,
          email: 'user@example.com',
          preferredAccountType: server.type,
          smartAccountDeployed: server.deployed,
        })
      case '@kit-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return frame.succeed(message, { smartAccountEnabledNetworks: [31337] })
      case '@kit-app/SET_PREFERRED_ACCOUNT':
        // The user's Reject on the frame's approval screen.
        if (server.declineSwitch) return frame.fail(message, { message: 'User rejected the request', code: 4001 })
        if (server.failSwitch) return frame.fail(message, { message: 'Could not set up the smart account: insufficient funds' })
        server.type = payload.type as 'eoa' | 'smartAccount'
        // As the secure server does: to smartAccount delegates, back to eoa removes the delegation.
        server.deployed = server.type === 'smartAccount'
        return frame.succeed(message, { type: server.type, address: testAddress })
      case '@kit-app/RPC_REQUEST': {
        server.rpc.push({ method: String(payload.method), params: payload.params })
        if (payload.method === 'wallet_sendCalls' && server.sendCallsError) return frame.fail(message, server.sendCallsError)
        if (payload.method === 'wallet_sendCalls') return frame.succeed(message, { id: '0xba7c' })
        if (payload.method === 'wallet_getCapabilities') return frame.succeed(message, { '0x7a69': { atomic: { status: 'supported' } } })
        if (payload.method === 'wallet_getCallsStatus')
          return frame.succeed(message, {
            version: '2.0.0',
            id: '0xba7c',
            chainId: '0x7a69',
            atomic: true,
            status: 200,
            receipts: [{ blockHash: '0x01', blockNumber: '0x10', gasUsed: '0x5208', status: '0x1', transactionHash: '0x02', logs: [] }],
          })
        return frame.succeed(message, null)
      }
      default:
        return frame.succeed(message, {})
    }
  }
}

let win: FakeWindow
let server: Server
beforeEach(() => {
  server = { loggedIn: false, type: 'eoa', deployed: false, failSwitch: false, declineSwitch: false, rpc: [] }
  win = createFakeWindow({ script: frameScript(server) })
  vi.stubGlobal('window', win)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

async function login(): Promise<Kit> {
  const kit = createTestKit({ secureOrigin, backend: createMemoryBackend() })
  await connectEmail(kit, { email: 'user@example.com' })
  const entered = connectEmailOtp(kit)
  await vi.waitFor(() => expect(server.typeCode).toBeDefined(), { timeout: 5_000 })
  server.typeCode?.('123456')
  await entered
  await vi.waitFor(() => expect(kit.storage.get(storageKeys.smartAccountNetworks, z.string())).toBe('31337'))
  return kit
}

describe('smart account (embedded wallet)', () => {
  test('default: switching to smartAccount delegates on the frame and the account shows it deployed', async () => {
    const kit = await login()
    expect(getAccount(kit)).toMatchObject({ preferredAccountType: 'eoa', smartAccountDeployed: false })
    const events: unknown[] = []
    subscribeEvents(kit, { onEvent: (event) => events.push(event.data.properties) })
    await expect(setPreferredAccountType(kit, { type: 'smartAccount' })).resolves.toBe('smartAccount')
    // AppKit's SET_PREFERRED_ACCOUNT_TYPE (docs/reference/events.md).
    expect(events).toContainEqual({ accountType: 'smartAccount', network: 'eip155:31337' })
    expect(getAccount(kit)).toMatchObject({ preferredAccountType: 'smartAccount', smartAccountDeployed: true })
    // Already a smart account: nothing is asked (docs/rules/states.md: only from eoa).
    const posted = win.posted.length
    await expect(setPreferredAccountType(kit, { type: 'smartAccount' })).resolves.toBe('smartAccount')
    expect(win.posted.length).toBe(posted)
    await expect(setPreferredAccountType(kit, { type: 'eoa' })).resolves.toBe('eoa')
    // Back to eoa removed the delegation: the account says what the chain says.
    expect(getAccount(kit)).toMatchObject({ preferredAccountType: 'eoa', smartAccountDeployed: false })
  })

  test('behavior: a failed switch back to eoa (the removal did not land) leaves the smart account and says so', async () => {
    const kit = await login()
    await setPreferredAccountType(kit, { type: 'smartAccount' })
    server.failSwitch = true
    await expect(setPreferredAccountType(kit, { type: 'eoa' })).rejects.toMatchObject({
      name: 'SetPreferredAccountTypeError',
      shortMessage: 'Could not remove the smart account delegation: the account stays a smart account',
    })
    expect(getAccount(kit).preferredAccountType).toBe('smartAccount')
  })

  test('behavior: a failed switch falls back to eoa; a network without smart accounts is refused before the frame', async () => {
    const kit = await login()
    server.failSwitch = true
    await expect(setPreferredAccountType(kit, { type: 'smartAccount' })).rejects.toMatchObject({ name: 'SetPreferredAccountTypeError' })
    expect(getAccount(kit).preferredAccountType).toBe('eoa')
    kit.storage.set(storageKeys.smartAccountNetworks, '8453')
    const posted = win.posted.length
    await expect(setPreferredAccountType(kit, { type: 'smartAccount' })).rejects.toMatchObject({
      name: 'SmartAccountNotEnabledError',
      shortMessage: 'Smart accounts are not enabled on this network',
    })
    expect(win.posted.length).toBe(posted)
  })

  test('behavior: declined on the frame → the account stays eoa, and the error says it was declined', async () => {
    const kit = await login()
    server.declineSwitch = true
    const error = await setPreferredAccountType(kit, { type: 'smartAccount' }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'SetPreferredAccountTypeError', shortMessage: 'Switch to a smart account declined: the account stays an EOA' })
    expect(getAccount(kit)).toMatchObject({ preferredAccountType: 'eoa', smartAccountDeployed: false })
    expect(kit.storage.get(storageKeys.preferredAccountType, z.string())).toBe('eoa')
  })

  test("behavior: the Kit API's smart-account-enabled networks decide where the switch is offered", async () => {
    const kit = await login()
    kit._internal.state.remoteConfig.smartAccountEnabledNetworks = ['eip155:8453']
    await expect(setPreferredAccountType(kit, { type: 'smartAccount' })).rejects.toMatchObject({ name: 'SmartAccountNotEnabledError' })
    kit._internal.state.remoteConfig.smartAccountEnabledNetworks = ['eip155:31337']
    await expect(setPreferredAccountType(kit, { type: 'smartAccount' })).resolves.toBe('smartAccount')
    // The frame is asked for the user with the network's default type (smartAccount where enabled).
    const asked = win.posted.filter(({ message }) => message.type === '@kit-app/GET_USER').at(-1)
    expect(asked?.message.payload).toMatchObject({ chainId: 31337, preferredAccountType: 'smartAccount' })
  })

  test('behavior: not connected to the embedded wallet', async () => {
    const kit = createTestKit({ secureOrigin, backend: createMemoryBackend() })
    await expect(setPreferredAccountType(kit, { type: 'smartAccount' })).rejects.toMatchObject({ name: 'NotConnectedToAuthError' })
  })

  test('behavior: sendCalls, getCallsStatus and getCapabilities go to the frame (wallet_* RPC) in viem shapes', async () => {
    const kit = await login()
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    await expect(
      sendCalls(kit, {
        calls: [
          { to: token, data: '0x095ea7b3' },
          { to: token, value: 5n },
        ],
        forceAtomic: true,
      }),
    ).resolves.toEqual({ id: '0xba7c' })
    expect(server.rpc.at(-1)).toEqual({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          from: testAddress,
          chainId: '0x7a69',
          atomicRequired: true,
          calls: [
            { to: token, data: '0x095ea7b3' },
            { to: token, value: '0x5' },
          ],
        },
      ],
    })
    await expect(getCallsStatus(kit, { id: '0xba7c' })).resolves.toMatchObject({
      id: '0xba7c',
      atomic: true,
      chainId: 31337,
      status: 'success',
      statusCode: 200,
      receipts: [{ blockNumber: 16n, gasUsed: 21000n, status: 'success', transactionHash: '0x02' }],
    })
    await expect(getCapabilities(kit)).resolves.toEqual({ 31337: { atomic: { status: 'supported' } } })
    await expect(sendCalls(kit, { calls: [{ to: 'not-hex' }] })).rejects.toMatchObject({ name: 'InvalidCallsError' })
  })

  test("behavior: the frame's error code and readable message reach the page (a reverted call: 3; malformed params: -32602; EIP-5792: 5740)", async () => {
    const kit = await login()
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    for (const failure of [
      { message: `Call 2 of 2 (transfer on ${token}) reverted: ERC20InsufficientBalance(sender: ${testAddress}, balance: 0, needed: 5)`, code: 3 },
      { message: 'wallet_sendCalls expects [{ calls: [{ to, data?, value? }, ...] }] (calls.0.data: Invalid string)', code: -32602 },
      { message: 'Batch too large: 65 calls, at most 64', code: 5740 },
    ]) {
      server.sendCallsError = failure
      await expect(sendCalls(kit, { calls: [{ to: token, data: '0x095ea7b3' }] })).rejects.toMatchObject({ shortMessage: failure.message, code: failure.code })
    }
  })
})
