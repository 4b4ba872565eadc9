import { afterEach, describe, expect, test, vi } from 'vitest'
import { getAlerts } from '../getters/getAlerts.js'
import type { Kit } from '../kit.js'
import { createTestKit } from '../testKit.test-utils.js'
import { connectEmail } from './actions/connectEmail.js'
import { rpcRequest } from './actions/rpcRequest.js'
import { getAuth } from './getAuth.js'
import { loadAuthClient } from './loadAuthClient.js'
import { createFakeWindow, type FrameScript, secureOrigin } from './testFrame.test-utils.js'

// docs/rules/errors.md alerts raised by the embedded wallet: frame load failure, request timeout, and
// the provider mappings of the frame's error replies (text, or the auth server's HTTP status).

function authKit(script: FrameScript | undefined, { autoReady = true } = {}): Kit {
  vi.stubGlobal('window', createFakeWindow({ script, autoReady }))
  return createTestKit({ secureOrigin })
}

const codes = (kit: Kit) => getAlerts(kit).map((alert) => alert.code)

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('auth alerts', () => {
  test('behavior: the frame never reports ready → after 20 s "Network Error - Could not load embedded wallet"', async () => {
    const kit = authKit(undefined, { autoReady: false })
    await loadAuthClient(kit)
    vi.useFakeTimers()
    const login = connectEmail(kit, { email: 'user@example.com' })
    login.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(19_000)
    expect(codes(kit)).toEqual([])
    await vi.advanceTimersByTimeAsync(1_100)
    await expect(login).rejects.toMatchObject({ shortMessage: 'Unable to load email login dependency' })
    expect(getAlerts(kit).map((alert) => alert.message)).toEqual(['Network Error - Could not load embedded wallet'])
  })

  test('behavior: no answer within 120 s → "Embedded Wallet Request Timed Out", the request aborted', async () => {
    const kit = authKit(() => undefined)
    await loadAuthClient(kit)
    vi.useFakeTimers()
    const login = connectEmail(kit, { email: 'user@example.com' })
    login.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(500 + 119_000)
    expect(codes(kit)).toEqual([])
    await vi.advanceTimersByTimeAsync(1_100)
    await expect(login).rejects.toMatchObject({ shortMessage: 'Something went wrong' })
    expect(getAlerts(kit).map((alert) => alert.message)).toEqual(['Embedded Wallet Request Timed Out'])
  })

  test.each([
    [{ message: 'Unauthorized: origin not allowed', code: 4100 }, 'Origin Not Allowed'],
    [{ message: 'JWT validation error', code: 4100, status: 401 }, 'Session Expired'],
    [{ message: 'Unauthorized: invalid key', code: 4100 }, 'Invalid Project ID'],
    [{ message: 'Too many requests', status: 429 }, 'Rate Limited'],
    [{ message: 'Something went wrong', status: 500 }, 'Server Error'],
    [{ message: 'Bad gateway', status: 503 }, 'Server Error'],
  ])('behavior: error reply %j → alert "%s"; the request rejects with the frame text', async (payload, alert) => {
    const kit = authKit((message, frame) => frame.fail(message, payload))
    await expect(connectEmail(kit, { email: 'user@example.com' })).rejects.toMatchObject({ shortMessage: payload.message })
    expect(getAlerts(kit).map((entry) => entry.message)).toEqual([alert])
  })

  test('behavior: the email cooldown (429 "Please try again after …") and a wrong code raise no alert', async () => {
    const kit = authKit((message, frame) => frame.fail(message, { message: 'Please try again after 20 seconds', code: 429, status: 429 } as never))
    await expect(connectEmail(kit, { email: 'user@example.com' })).rejects.toMatchObject({
      shortMessage: 'Please try again after 20 seconds',
    })
    expect(codes(kit)).toEqual([])
  })

  test('behavior: a disallowed RPC call → "Requested RPC call is not allowed" (shown as "Action not allowed"), no alert', async () => {
    const kit = authKit((message, frame) =>
      message.type === '@kit-app/RPC_REQUEST'
        ? frame.fail(message, { message: 'Requested RPC call is not allowed', code: 4100, status: 403 })
        : frame.succeed(message, {}),
    )
    const client = await loadAuthClient(kit)
    expect(getAuth(kit).rpcNotAllowed).toBeUndefined()
    await expect(rpcRequest(client, { method: 'eth_sign', params: [] })).rejects.toMatchObject({
      shortMessage: 'Requested RPC call is not allowed',
      code: 4100,
    })
    expect(getAuth(kit).rpcNotAllowed).toEqual(expect.any(Number))
    expect(codes(kit)).toEqual([])
  })
})
