import { DEVNET_TOKENS, type Devnet, startDevnet, testTokenAbi } from '@kit/devnet'
import { type Address, createPublicClient, encodeFunctionData, type Hex, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RunningSecure } from '../startSecure.js'
import { createTestClient, startTestSecure, type TestClient } from '../testing/testSecure.js'

let devnet: Devnet
let secure: RunningSecure
let client: TestClient
let token: string
let address: Address
let rpcUrl: string

const typedData = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'from', type: 'string' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Kit', version: '1', chainId: 31337 },
  message: { from: 'ada', contents: 'Hello, Bob!' },
} as const

beforeAll(async () => {
  devnet = await startDevnet({ freePorts: true, handleSignals: false })
  rpcUrl = devnet.chains[0]?.rpcUrl as string
  secure = await startTestSecure({ chains: devnet.chains.map((chain) => ({ id: chain.chainId, name: chain.name, rpcUrls: [chain.rpcUrl] })) })
  client = createTestClient(secure)
  const email = 'rpc@example.com'
  await client.post('/api/email/connect', { email, deviceId: 'rpc-device-000000001' })
  const mail = await client.latestMail(email)
  token = (await client.post<{ token: string }>('/api/email/otp', { email, otp: mail.code, deviceId: 'rpc-device-000000001' })).body.token
  address = (await client.post<{ address: Address }>('/api/user', {}, token)).body.address
})
afterAll(async () => {
  await secure?.stop()
  await devnet?.stop()
})

/** The request hash of each approval seen (the frame signs it when the user approves). */
const requestHashes = new Map<string, string>()
const rpc = async (method: string, params?: unknown, extra: Record<string, unknown> = {}) => {
  const response = await client.post<{
    status: string
    result?: unknown
    approval?: { id: string; method: string; preview: Record<string, unknown>; requestHash: string }
    error?: { message: string; code: number }
  }>('/api/rpc', { method, params, chainId: 31337, chainNamespace: 'eip155', rpcUrl, ...extra }, token)
  if (response.body.approval) requestHashes.set(response.body.approval.id, response.body.approval.requestHash)
  return response
}
/** The frame's decision: approving carries the device key's proof over the approval id and request hash. */
const decide = async (id: string, approve: boolean) => {
  const proof = approve ? await (await client.deviceOf(token)).proveApproval({ approvalId: id, requestHash: requestHashes.get(id) ?? '' }) : undefined
  return client.post<{ result?: unknown; error?: { message: string; code: number } }>(
    `/api/rpc/approvals/${id}`,
    { approve, ...(proof ? { proof } : {}) },
    token,
  )
}

describe('safe methods run directly', () => {
  test('default: proxied reads and account methods', async () => {
    const block = await rpc('eth_blockNumber', [])
    expect(block.body).toMatchObject({ status: 'done' })
    expect(block.body.result).toMatch(/^0x[0-9a-f]+$/)
    expect((await rpc('eth_chainId')).body).toEqual({ status: 'done', result: '0x7a69' })
    expect((await rpc('eth_accounts')).body).toEqual({ status: 'done', result: [address] })
    expect((await rpc('eth_getBalance', [address, 'latest'])).body).toEqual({ status: 'done', result: '0x0' })
    // A plain EOA (no delegation code on either chain): no atomic batches until the user switches.
    expect((await rpc('wallet_getCapabilities', [address])).body).toEqual({
      status: 'done',
      result: { '0x7a69': { atomic: { status: 'unsupported' } }, '0x2105': { atomic: { status: 'unsupported' } } },
    })
  })

  test('behavior: node errors are passed on', async () => {
    const response = await rpc('eth_call', [{ to: '0x0000000000000000000000000000000000000000', data: '0xzz' }, 'latest'])
    expect(response.status).toBe(400)
  })

  test('behavior: only configured chains and RPC URLs', async () => {
    expect((await rpc('eth_blockNumber', [], { rpcUrl: 'http://127.0.0.1:1' })).body.error?.message).toBe('This RPC URL is not allowed for the chain')
    expect((await rpc('eth_blockNumber', [], { chainId: 1, rpcUrl: undefined })).body.error).toEqual({ message: 'Chain not supported', code: 4902 })
  })
})

describe('permissions', () => {
  test('behavior: disallowed → Requested RPC call is not allowed', async () => {
    for (const method of ['eth_sign', 'eth_signTransaction', 'anvil_setBalance', 'debug_traceTransaction', 'eth_sendUserOperation']) {
      expect(await rpc(method, [])).toEqual({ status: 403, body: { error: { message: 'Requested RPC call is not allowed', code: 4100 } } })
    }
  })

  test('behavior: unsupported → error after at least 300 ms', async () => {
    for (const [method, namespace] of [
      ['wallet_grantPermissions', 'eip155'],
      ['personal_sign', 'solana'],
      ['eth_blockNumber', 'solana'],
    ] as const) {
      const started = performance.now()
      const response = await rpc(method, [], { chainNamespace: namespace })
      expect(performance.now() - started).toBeGreaterThanOrEqual(295)
      expect(response).toEqual({ status: 400, body: { error: { message: `Unsupported method: ${method}`, code: 4200 } } })
    }
  })

  test('behavior: needs a session', async () => {
    const response = await client.post('/api/rpc', { method: 'eth_blockNumber' })
    expect(response.status).toBe(401)
  })
})

describe('unsafe methods need approval', () => {
  test('default: personal_sign approved, verified with viem', async () => {
    const pending = await rpc('personal_sign', ['0x48656c6c6f2c204b697421', address])
    expect(pending.body.status).toBe('approval_required')
    expect(pending.body.approval).toMatchObject({ method: 'personal_sign', preview: { kind: 'message', text: 'Hello, Kit!' } })
    const { body } = await decide(pending.body.approval?.id as string, true)
    expect(await verifyMessage({ address, message: 'Hello, Kit!', signature: body.result as Hex })).toBe(true)
    // Single use.
    expect((await decide(pending.body.approval?.id as string, true)).status).toBe(400)
  })

  test('behavior: rejected → 4001, nothing signed', async () => {
    const pending = await rpc('personal_sign', ['plain text', address])
    expect(await decide(pending.body.approval?.id as string, false)).toEqual({
      status: 400,
      body: { error: { message: 'User rejected the request', code: 4001 } },
    })
  })

  test('behavior: another address is refused', async () => {
    const response = await rpc('personal_sign', ['0x00', '0x000000000000000000000000000000000000dEaD'])
    expect(response).toEqual({ status: 400, body: { error: { message: 'The address does not match the connected account', code: 4100 } } })
  })

  test('default: eth_signTypedData_v4', async () => {
    const pending = await rpc('eth_signTypedData_v4', [address, JSON.stringify(typedData)])
    expect(pending.body.approval?.preview).toMatchObject({ kind: 'typedData', primaryType: 'Mail' })
    const { body } = await decide(pending.body.approval?.id as string, true)
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await verifyTypedData({ address, domain: typedData.domain, types, primaryType: 'Mail', message: typedData.message, signature: body.result as Hex }),
    ).toBe(true)
  })

  test('default: eth_sendTransaction mined on the devnet', async () => {
    await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, '0xde0b6b3a7640000'] }),
    })
    const to = devnet.accounts[1] as Address
    const pending = await rpc('eth_sendTransaction', [{ from: address, to, value: `0x${parseEther('0.01').toString(16)}` }])
    expect(pending.body.approval?.preview).toEqual({ kind: 'transaction', to, value: '0.01 ETH', data: null, chainName: devnet.chains[0]?.name })
    const { body } = await decide(pending.body.approval?.id as string, true)
    const publicClient = createPublicClient({ transport: http(rpcUrl) })
    const receipt = await publicClient.waitForTransactionReceipt({ hash: body.result as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
  })

  test('behavior: a reverting eth_sendTransaction fails with code 3 and the decoded error; malformed params with -32602', async () => {
    const usdc = DEVNET_TOKENS.USDC.address
    const data = encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [devnet.accounts[1] as Address, 5n] })
    const pending = await rpc('eth_sendTransaction', [{ from: address, to: usdc, data }])
    expect(await decide(pending.body.approval?.id as string, true)).toEqual({
      status: 400,
      body: {
        error: { message: `The transaction (transfer on ${usdc}) reverted: ERC20InsufficientBalance(sender: ${address}, balance: 0, needed: 5)`, code: 3 },
      },
    })
    expect((await rpc('eth_sendTransaction', [{ to: 'nope' }])).body.error).toEqual({
      message: 'eth_sendTransaction expects [transaction] (to: Invalid address)',
      code: -32602,
    })
    expect((await rpc('personal_sign', [42])).body.error?.code).toBe(-32602)
  })

  test('behavior: another user cannot decide my approval', async () => {
    const pending = await rpc('personal_sign', ['mine', address])
    const email = 'other@example.com'
    await client.post('/api/email/connect', { email, deviceId: 'rpc-device-000000002' })
    const mail = await client.latestMail(email)
    const other = (await client.post<{ token: string }>('/api/email/otp', { email, otp: mail.code, deviceId: 'rpc-device-000000002' })).body.token
    const response = await client.post(`/api/rpc/approvals/${pending.body.approval?.id}`, { approve: true }, other)
    expect(response).toEqual({ status: 400, body: { error: { message: 'This request is no longer pending', code: -32602 } } })
  })
})
