import { DEVNET_ACCOUNT_ABSTRACTION, type Devnet, startDevnet } from '@kit/devnet'
import { createAppEvent } from '@kit/frame-protocol'
import { type Browser, chromium } from 'playwright-core'
import { type Address, createPublicClient, http, numberToHex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RunningSecure } from '../startSecure.js'
import { openFrameHost } from '../testing/frameHost.js'
import { CHROMIUM_LAUNCH_OPTIONS, type ParentServer, startParentServer } from '../testing/parentPage.js'
import { createTestClient, startTestSecure, type TestClient } from '../testing/testSecure.js'

// Issue 10 for issue 17's smart accounts, written as the attacker: switching the account type and
// the EIP-7702 delegation transaction the server signs for it need the owner's approval on the
// secure origin, proven by the frame's device key for that exact request (user, chain, delegate,
// nonce). A copied bearer token over plain HTTP, a hostile host page posting SET_PREFERRED_ACCOUNT /
// INIT_SMART_ACCOUNT, a proof for another request or by another device: all refused with a 4xx,
// nothing signed, nothing on chain (read with viem's getCode on anvil).

let devnet: Devnet
let secure: RunningSecure
let client: TestClient
let parent: ParentServer
let browser: Browser
let rpcUrl: string

const delegated = `0xef0100${DEVNET_ACCOUNT_ABSTRACTION.simple7702Account.slice(2).toLowerCase()}`
const publicClient = () => createPublicClient({ transport: http(rpcUrl) })

beforeAll(async () => {
  devnet = await startDevnet({ freePorts: true, handleSignals: false })
  rpcUrl = devnet.chains[0]?.rpcUrl as string
  parent = await startParentServer()
  secure = await startTestSecure({
    chains: devnet.chains.map((chain) => ({ id: chain.chainId, name: chain.name, rpcUrls: [chain.rpcUrl] })),
    projects: [{ id: 'kit-demo', allowedOrigins: [parent.origin('localhost')] }],
  })
  client = createTestClient(secure)
  browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await parent?.close()
  await secure?.stop()
  await devnet?.stop()
})

type Answer = {
  status?: string
  result?: unknown
  approval?: { id: string; method: string; requestHash: string; preview: Record<string, unknown> }
  error?: { message: string; code?: string | number }
}

async function victimLogin(email: string): Promise<{ token: string; address: Address }> {
  await client.post('/api/email/connect', { email, deviceId: `victim-${email}` })
  const mail = await client.latestMail(email)
  const { body } = await client.post<{ token: string }>('/api/email/otp', { email, otp: mail.code, deviceId: `victim-${email}` })
  const user = await client.post<{ address: Address }>('/api/user', {}, body.token)
  return { token: body.token, address: user.body.address }
}

/** Gas money: without it a delegation could not land anyway, and the test would prove nothing. */
const fund = (address: Address) => publicClient().request({ method: 'anvil_setBalance' as never, params: [address, numberToHex(parseEther('1'))] as never })

/** What must hold after every refused attempt: no delegation, no transaction, the type still eoa. */
async function expectUntouched(token: string, address: Address) {
  expect(await publicClient().getCode({ address })).toBeUndefined()
  expect(await publicClient().getTransactionCount({ address })).toBe(0)
  expect((await client.post('/api/user', { chainId: 31337, rpcUrl }, token)).body).toMatchObject({
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  })
}

/** A plain HTTP client: whatever headers it likes, no device key of the victim. */
async function raw(path: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`${secure.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Answer }
}

describe('a copied bearer token', () => {
  test('behavior: a plain HTTP client or another device cannot ask for, approve or send a delegation', async () => {
    const { token, address } = await victimLogin('smart-token-victim@example.com')
    await fund(address)
    const switchBody = { type: 'smartAccount', chainId: 31337, rpcUrl }
    for (const [path, body] of [
      ['/api/smart-account/preferred', switchBody],
      ['/api/smart-account/init', { chainId: 31337, rpcUrl }],
    ] as const) {
      // No Origin header (curl, a server), a forged Origin without a device signature, the attacker's own device key.
      expect((await raw(path, body, { authorization: `Bearer ${token}` })).status).toBe(403)
      expect(await raw(path, body, { authorization: `Bearer ${token}`, origin: secure.url })).toMatchObject({
        status: 401,
        body: { error: { code: 'DEVICE_SIGNATURE_REQUIRED' } },
      })
      expect(await client.post(path, body, token, { device: 'attacker' })).toEqual({
        status: 401,
        body: { error: { message: 'This session belongs to another device', code: 'SESSION_OTHER_DEVICE' } },
      })
    }
    // Even the victim's own device only gets a pending approval: nothing is signed by asking.
    const pending = await client.post<Answer>('/api/smart-account/preferred', switchBody, token)
    expect(pending.body).toMatchObject({
      status: 'approval_required',
      approval: {
        method: 'kit_setPreferredAccount',
        preview: { kind: 'accountType', type: 'smartAccount', delegate: DEVNET_ACCOUNT_ABSTRACTION.simple7702Account },
      },
    })
    const id = pending.body.approval?.id as string
    // Deciding it over plain HTTP or from another device.
    expect((await raw(`/api/rpc/approvals/${id}`, { approve: true }, { authorization: `Bearer ${token}` })).status).toBe(403)
    expect((await raw(`/api/rpc/approvals/${id}`, { approve: true }, { authorization: `Bearer ${token}`, origin: secure.url })).status).toBe(401)
    expect((await client.post(`/api/rpc/approvals/${id}`, { approve: true }, token, { device: 'attacker' })).status).toBe(401)
    await expectUntouched(token, address)
  })
})

describe('forged approval proofs', () => {
  test('behavior: only the device proof over this exact delegation request signs it; every other proof is 403 and nothing lands', async () => {
    const { token, address } = await victimLogin('smart-proof-victim@example.com')
    const other = await victimLogin('smart-proof-other@example.com')
    await fund(address)
    const device = await client.deviceOf(token)
    const ask = async (path: string, body: Record<string, unknown>) => {
      const { status, body: answer } = await client.post<Answer>(path, { chainId: 31337, rpcUrl, ...body }, token)
      expect(status).toBe(200)
      return answer.approval as NonNullable<Answer['approval']>
    }
    const delegation = await ask('/api/smart-account/preferred', { type: 'smartAccount' })
    const init = await ask('/api/smart-account/init', {})
    expect(init.method).toBe('kit_initSmartAccount')
    const message = (await client.post<Answer>('/api/rpc', { method: 'personal_sign', params: ['0x6869', address], chainId: 31337 }, token)).body.approval!
    const decide = (id: string, body: Record<string, unknown>, as = token) => client.post<Answer>(`/api/rpc/approvals/${id}`, body, as)
    const invalid = { status: 403, body: { error: { message: 'Invalid approval proof', code: 'APPROVAL_PROOF_INVALID' } } }
    const stranger = await client.device('smart-stranger')
    for (const proof of [
      undefined,
      // The proof of another request: the personal_sign next to it, the init request.
      await device.proveApproval({ approvalId: message.id, requestHash: message.requestHash }),
      await device.proveApproval({ approvalId: init.id, requestHash: init.requestHash }),
      // This approval's id with another request's hash, and the right pair signed by another device.
      await device.proveApproval({ approvalId: delegation.id, requestHash: message.requestHash }),
      await stranger.proveApproval({ approvalId: delegation.id, requestHash: delegation.requestHash }),
      'A'.repeat(86),
    ]) {
      expect(await decide(delegation.id, { approve: true, ...(proof === undefined ? {} : { proof }) })).toEqual(invalid)
    }
    // Another user's session with the victim's approval id (their own device, their own valid-looking proof).
    const otherDevice = await client.deviceOf(other.token)
    expect(
      await decide(
        delegation.id,
        { approve: true, proof: await otherDevice.proveApproval({ approvalId: delegation.id, requestHash: delegation.requestHash }) },
        other.token,
      ),
    ).toEqual({ status: 400, body: { error: { message: 'This request is no longer pending', code: -32602 } } })
    await expectUntouched(token, address)

    // Bound to the nonce: once the account's nonce moved, the proven request is refused before anything is signed.
    await publicClient().request({ method: 'anvil_setNonce' as never, params: [address, '0x1'] as never })
    const stale = await decide(init.id, { approve: true, proof: await device.proveApproval({ approvalId: init.id, requestHash: init.requestHash }) })
    expect(stale.status).toBe(409)
    expect(stale.body.error?.message).toBe('Could not set up the smart account: the account changed since you approved, try again')
    expect(await publicClient().getCode({ address })).toBeUndefined()
    expect(await publicClient().getTransactionCount({ address })).toBe(1)

    // The owner's proof of the (now fresh) request: delegated, and that proof is single use.
    const fresh = await ask('/api/smart-account/preferred', { type: 'smartAccount' })
    const proof = await device.proveApproval({ approvalId: fresh.id, requestHash: fresh.requestHash })
    expect((await decide(fresh.id, { approve: true, proof })).body).toEqual({ result: { type: 'smartAccount', address } })
    expect(await publicClient().getCode({ address })).toBe(delegated)
    expect((await decide(fresh.id, { approve: true, proof })).status).toBe(400)
    expect((await decide(delegation.id, { approve: true })).status).toBe(403)
  })
})

describe('a hostile host page', () => {
  test('behavior: SET_PREFERRED_ACCOUNT / INIT_SMART_ACCOUNT only open the frame approval screen; declined or aborted, nothing is signed', async () => {
    const host = await openFrameHost({ browser, parent, secure })
    const email = 'smart-host-victim@example.com'
    await host.request(createAppEvent('CONNECT_EMAIL', { email }))
    const mail = await client.latestMail(email)
    const entered = host.request(createAppEvent('CONNECT_OTP', {}))
    await host.frame.getByTestId('otp-input').fill(mail.code ?? '')
    await entered
    const user = await host.request(createAppEvent('GET_USER', { chainId: 31337 }))
    const address = (user.payload as { address: Address }).address
    await fund(address)
    const send = (message: { id: string }) => host.page.evaluate((m) => (window as unknown as { send: (m: unknown) => void }).send(m), message)
    const screen = host.frame.getByTestId('approve-screen')

    // The host asks for the switch and waits as long as it likes: the approval screen is all it gets.
    const switchTo = createAppEvent('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    await send(switchTo)
    await host.waitFor((event) => event.type === '@kit-frame/APPROVAL_SHOW' && (event.payload as { requestId: string }).requestId === switchTo.id)
    await screen.waitFor({ state: 'visible' })
    expect(await host.frame.getByTestId('approve-title').textContent()).toBe('Switch to smart account')
    expect(await screen.textContent()).toContain(DEVNET_ACCOUNT_ABSTRACTION.simple7702Account)
    // It can forge the frame's own events at the frame (dropped: wrong shape for an app event) and ask again.
    await send({ type: '@kit-frame/APPROVAL_RESULT', id: switchTo.id, payload: { requestId: switchTo.id, approved: true } })
    const init = createAppEvent('INIT_SMART_ACCOUNT', undefined)
    await send(init)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(await publicClient().getCode({ address })).toBeUndefined()
    expect((await host.received()).some((event) => event.id === switchTo.id && event.type.endsWith('_SUCCESS'))).toBe(false)

    // The owner declines on the secure origin: 4001, the type stays eoa.
    await host.frame.getByTestId('approve-reject').click()
    expect(await host.waitFor((event) => event.id === switchTo.id && event.type.endsWith('_ERROR'))).toMatchObject({
      type: '@kit-frame/SET_PREFERRED_ACCOUNT_ERROR',
      payload: { message: 'User rejected the request', code: 4001 },
    })
    // The queued init shows next; the host aborts it (as it may): 'Request was aborted', nothing signed.
    await host.waitFor((event) => event.type === '@kit-frame/APPROVAL_SHOW' && (event.payload as { requestId: string }).requestId === init.id)
    await screen.waitFor({ state: 'visible' })
    expect(await host.frame.getByTestId('approve-title').textContent()).toBe('Set up smart account')
    await host.request(createAppEvent('RPC_ABORT', undefined))
    expect(await host.waitFor((event) => event.id === init.id && event.type.endsWith('_ERROR'))).toMatchObject({
      type: '@kit-frame/INIT_SMART_ACCOUNT_ERROR',
      payload: { message: 'Request was aborted' },
    })
    expect(await publicClient().getCode({ address })).toBeUndefined()
    expect(await publicClient().getTransactionCount({ address })).toBe(0)
    expect(await host.request(createAppEvent('GET_USER', { chainId: 31337 }))).toMatchObject({
      payload: { preferredAccountType: 'eoa', smartAccountDeployed: false },
    })

    // Only the owner's click on the secure origin delegates the account.
    const approved = createAppEvent('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    await send(approved)
    await screen.waitFor({ state: 'visible' })
    await host.frame.getByTestId('approve-confirm').click()
    expect(await host.waitFor((event) => event.id === approved.id && event.type.endsWith('_SUCCESS'), 30_000)).toMatchObject({
      type: '@kit-frame/SET_PREFERRED_ACCOUNT_SUCCESS',
      payload: { type: 'smartAccount', address },
    })
    expect(await publicClient().getCode({ address })).toBe(delegated)
    expect(host.errors).toEqual([])
    await host.page.close()
  })
})
