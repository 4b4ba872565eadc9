import {
  BUNDLER_KEYS,
  type Bundler,
  DEVNET_ACCOUNT_ABSTRACTION,
  DEVNET_ACCOUNTS,
  DEVNET_TOKENS,
  type Devnet,
  startBundler,
  startDevnet,
  testTokenAbi,
} from '@kit/devnet'
import { FRAME_ERROR_MESSAGES } from '@kit/frame-protocol'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  numberToHex,
  parseEther,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RunningSecure } from '../startSecure.js'
import { createTestClient, startTestSecure, type TestClient } from '../testing/testSecure.js'
import { setPreferredAccountType } from './accountTypes.js'

let devnet: Devnet
let bundler: Bundler
let secure: RunningSecure
let client: TestClient
let rpcUrl: string
const usdc = DEVNET_TOKENS.USDC.address
const spender = DEVNET_ACCOUNTS[3] as Address
const receiver = DEVNET_ACCOUNTS[4] as Address

type User = { token: string; address: Address }

async function signIn(email: string, deviceId: string): Promise<User> {
  await client.post('/api/email/connect', { email, deviceId })
  const mail = await client.latestMail(email)
  const token = (await client.post<{ token: string }>('/api/email/otp', { email, otp: mail.code, deviceId })).body.token
  const address = (await client.post<{ address: Address }>('/api/user', {}, token)).body.address
  return { token, address }
}

const publicClient = () => createPublicClient({ transport: http(rpcUrl) })
const read = (functionName: 'allowance' | 'balanceOf', args: readonly Address[]) =>
  publicClient().readContract({ address: usdc, abi: testTokenAbi, functionName, args: args as never })

/** Gives the embedded wallet gas money and USDC (from devnet account 0, an unlocked anvil account). */
async function fund(address: Address) {
  await publicClient().request({ method: 'anvil_setBalance' as never, params: [address, numberToHex(parseEther('1'))] as never })
  const funder = createWalletClient({ account: DEVNET_ACCOUNTS[0] as Address, transport: http(rpcUrl) })
  const hash = await funder.writeContract({ chain: null, address: usdc, abi: testTokenAbi, functionName: 'transfer', args: [address, 1_000_000n] })
  await publicClient().waitForTransactionReceipt({ hash })
}

const requestHashes = new Map<string, string>()
async function rpc(user: User, method: string, params?: unknown) {
  const response = await client.post<{
    status: string
    result?: unknown
    approval?: { id: string; method: string; preview: Record<string, unknown>; requestHash: string }
    error?: { message: string; code: number }
  }>('/api/rpc', { method, params, chainId: 31337, chainNamespace: 'eip155', rpcUrl }, user.token)
  if (response.body.approval) requestHashes.set(response.body.approval.id, response.body.approval.requestHash)
  return response
}
async function approve(user: User, id: string) {
  const proof = await (await client.deviceOf(user.token)).proveApproval({ approvalId: id, requestHash: requestHashes.get(id) ?? '' })
  return client.post<{ result?: unknown; error?: { message: string; code: number } }>(`/api/rpc/approvals/${id}`, { approve: true, proof }, user.token)
}
/** The account-type change as the frame makes it: a pending approval, then the device's proof. */
async function switchType(user: User, type: 'eoa' | 'smartAccount') {
  const pending = await client.post<{ status: string; approval?: { id: string; requestHash: string; method: string } }>(
    '/api/smart-account/preferred',
    { type, chainId: 31337, rpcUrl },
    user.token,
  )
  expect(pending.body).toMatchObject({ status: 'approval_required', approval: { method: 'kit_setPreferredAccount' } })
  const id = pending.body.approval?.id as string
  requestHashes.set(id, pending.body.approval?.requestHash as string)
  return approve(user, id)
}

async function sendCalls(user: User, calls: { to: Address; data?: Hex }[], extra: Record<string, unknown> = {}) {
  const pending = await rpc(user, 'wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', from: user.address, calls, ...extra }])
  expect(pending.body.status).toBe('approval_required')
  const decided = await approve(user, pending.body.approval?.id as string)
  return decided
}
async function settled(user: User, id: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { body } = await rpc(user, 'wallet_getCallsStatus', [id])
    const result = body.result as { status: number; atomic: boolean; receipts: { transactionHash: Hex; status: Hex }[] }
    if (result.status !== 100) return result
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('still pending')
}
const approveAndTransfer = (amount: bigint) => [
  { to: usdc, data: encodeFunctionData({ abi: testTokenAbi, functionName: 'approve', args: [spender, amount] }) },
  { to: usdc, data: encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [receiver, amount] }) },
]

beforeAll(async () => {
  devnet = await startDevnet({ freePorts: true, handleSignals: false })
  rpcUrl = devnet.chains[0]?.rpcUrl as string
  // Chain 31337 has the local stack's ERC-4337 bundler (alto); 8453 none.
  bundler = await startBundler({ rpcUrl, port: 0 })
  secure = await startTestSecure({
    chains: devnet.chains.map((chain) => ({
      id: chain.chainId,
      name: chain.name,
      rpcUrls: [chain.rpcUrl],
      ...(chain.chainId === 31337 ? { bundlerUrl: bundler.url } : {}),
    })),
  })
  client = createTestClient(secure)
}, 120_000)
afterAll(async () => {
  await secure?.stop()
  await bundler?.stop()
  await devnet?.stop()
})

describe('smart accounts (EIP-7702 delegation to Simple7702Account)', () => {
  test('default: an EOA batches one by one; after the switch, one atomic transaction with both effects', async () => {
    const user = await signIn('smart@example.com', 'smart-device-0000001')
    expect((await client.post('/api/smart-account/networks', {}, user.token)).body).toEqual({ smartAccountEnabledNetworks: [31337, 8453] })

    // docs/rules/states.md: setting the preferred account fails without gas money, and the type stays eoa.
    const refused = await switchType(user, 'smartAccount')
    expect(refused.status).toBe(400)
    expect(refused.body.error?.message).toContain(FRAME_ERROR_MESSAGES.smartAccountSetupFailed)
    expect((await client.post('/api/user', { chainId: 31337, rpcUrl }, user.token)).body).toMatchObject({
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })

    await fund(user.address)
    // As an EOA: the sequential batch, marked non-atomic.
    const eoaBatch = await sendCalls(user, approveAndTransfer(5n))
    const eoaStatus = await settled(user, (eoaBatch.body.result as { id: string }).id)
    expect(eoaStatus).toMatchObject({ status: 200, atomic: false, chainId: '0x7a69' })
    expect(eoaStatus.receipts).toHaveLength(2)

    const switched = await switchType(user, 'smartAccount')
    expect(switched.body).toEqual({ result: { type: 'smartAccount', address: user.address } })
    // Nothing more to approve once it is in force.
    expect((await client.post('/api/smart-account/preferred', { type: 'smartAccount', chainId: 31337, rpcUrl }, user.token)).body).toEqual({
      status: 'done',
      result: { type: 'smartAccount', address: user.address },
    })
    expect((await client.post('/api/smart-account/init', { chainId: 31337, rpcUrl }, user.token)).body).toEqual({
      status: 'done',
      result: { address: user.address, isDeployed: true },
    })
    expect(await publicClient().getCode({ address: user.address })).toBe(`0xef0100${DEVNET_ACCOUNT_ABSTRACTION.simple7702Account.slice(2).toLowerCase()}`)
    expect((await client.post('/api/user', { chainId: 31337, rpcUrl }, user.token)).body).toMatchObject({
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: true,
      accounts: [{ address: user.address, type: 'smartAccount' }],
    })
    expect((await rpc(user, 'wallet_getCapabilities', [user.address])).body.result).toMatchObject({ '0x7a69': { atomic: { status: 'supported' } } })

    const before = await read('balanceOf', [receiver])
    const batch = await sendCalls(user, approveAndTransfer(42n), { atomicRequired: true })
    const status = await settled(user, (batch.body.result as { id: string }).id)
    expect(status).toMatchObject({ status: 200, atomic: true })
    expect(status.receipts).toHaveLength(1)
    // One user operation (eth_sendUserOperation), bundled by alto: its executor sent handleOps to the EntryPoint.
    const transaction = await publicClient().getTransaction({ hash: status.receipts[0]!.transactionHash })
    expect(transaction.from).toBe(privateKeyToAccount(BUNDLER_KEYS.executor).address.toLowerCase())
    expect(getAddress(transaction.to as Address)).toBe(getAddress(DEVNET_ACCOUNT_ABSTRACTION.canonicalEntryPoint))
    expect(await read('allowance', [user.address, spender])).toBe(42n)
    expect(await read('balanceOf', [receiver])).toBe(before + 42n)

    // Atomic means all or nothing: a reverting transfer undoes the approve in the same batch. The
    // approval screen already says which call reverts and why (simulated), and so does the error
    // after approval (the bundler's revert data decoded: ExecuteError(1, ERC20InsufficientBalance)).
    const balance = await read('balanceOf', [user.address])
    const expected = `Call 2 of 2 (transfer on ${usdc}) reverted: ERC20InsufficientBalance(sender: ${user.address}, balance: ${balance}, needed: ${10n ** 30n})`
    const failingCalls = [
      { to: usdc, data: encodeFunctionData({ abi: testTokenAbi, functionName: 'approve', args: [spender, 7n] }) },
      { to: usdc, data: encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [receiver, 10n ** 30n] }) },
    ]
    const pendingFailure = await rpc(user, 'wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', calls: failingCalls }])
    expect(pendingFailure.body.approval?.preview).toMatchObject({ kind: 'calls', failure: expected })
    const failing = await approve(user, pendingFailure.body.approval?.id as string)
    expect(failing.status).toBe(400)
    expect(failing.body.error).toEqual({ message: expected, code: 3 })
    expect(await read('allowance', [user.address, spender])).toBe(42n)

    // Back to eoa: approved like any change, it removes the delegation on chain (EIP-7702
    // authorisation to the zero address); capabilities, batches and the user all say EOA again.
    const toEoa = await client.post<{ status: string; approval: { id: string; requestHash: string; preview: Record<string, unknown> } }>(
      '/api/smart-account/preferred',
      { type: 'eoa', chainId: 31337, rpcUrl },
      user.token,
    )
    expect(toEoa.body.approval.preview).toMatchObject({ kind: 'accountType', type: 'eoa', delegate: zeroAddress })
    requestHashes.set(toEoa.body.approval.id, toEoa.body.approval.requestHash)
    expect((await approve(user, toEoa.body.approval.id)).body).toEqual({ result: { type: 'eoa', address: user.address } })
    expect(await publicClient().getCode({ address: user.address })).toBeUndefined()
    expect((await client.post('/api/user', { chainId: 31337, rpcUrl }, user.token)).body).toMatchObject({
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      accounts: [{ address: user.address, type: 'eoa' }],
    })
    expect((await rpc(user, 'wallet_getCapabilities', [user.address])).body.result).toMatchObject({ '0x7a69': { atomic: { status: 'unsupported' } } })
    const sequential = await settled(user, ((await sendCalls(user, approveAndTransfer(3n))).body.result as { id: string }).id)
    expect(sequential).toMatchObject({ status: 200, atomic: false })
    expect(sequential.receipts).toHaveLength(2)
    expect((await sendCalls(user, approveAndTransfer(4n), { atomicRequired: true })).body.error).toEqual({
      message: 'Atomic batches need a smart account',
      code: 5760,
    })
    // Nothing left to remove: the next switch to eoa is answered at once.
    expect((await client.post('/api/smart-account/preferred', { type: 'eoa', chainId: 31337, rpcUrl }, user.token)).body).toEqual({
      status: 'done',
      result: { type: 'eoa', address: user.address },
    })
  })

  test("default: init smart account delegates after approval; until the user chooses, the app's per-network default decides the type", async () => {
    const user = await signIn('smart-init@example.com', 'smart-device-0000005')
    await fund(user.address)
    const pending = await client.post<{ status: string; approval: { id: string; requestHash: string; method: string } }>(
      '/api/smart-account/init',
      { chainId: 31337, rpcUrl },
      user.token,
    )
    expect(pending.body).toMatchObject({ status: 'approval_required', approval: { method: 'kit_initSmartAccount' } })
    requestHashes.set(pending.body.approval.id, pending.body.approval.requestHash)
    expect((await approve(user, pending.body.approval.id)).body).toEqual({ result: { address: user.address, isDeployed: true } })
    const asUser = (preferredAccountType?: string) =>
      client.post('/api/user', { chainId: 31337, rpcUrl, ...(preferredAccountType ? { preferredAccountType } : {}) }, user.token)
    expect((await asUser('smartAccount')).body).toMatchObject({ preferredAccountType: 'smartAccount', smartAccountDeployed: true })
    expect((await asUser('eoa')).body).toMatchObject({ preferredAccountType: 'eoa', smartAccountDeployed: true })
    expect((await asUser()).body).toMatchObject({ preferredAccountType: 'eoa' })
    // Where the delegation is not on chain the default cannot make it a smart account.
    expect((await client.post('/api/user', { chainId: 8453, preferredAccountType: 'smartAccount' }, user.token)).body).toMatchObject({
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    // Delegated and not chosen otherwise: atomic batches.
    expect((await rpc(user, 'wallet_getCapabilities', [user.address])).body.result).toMatchObject({ '0x7a69': { atomic: { status: 'supported' } } })

    // A user who chose eoa while the delegation stayed (the switch before it removed anything): the
    // wallet acts as the EOA the page shows (no atomic capability, batches one by one) ...
    const ctx = secure.internals.context
    const [row] = await ctx.db.query<{ id: string }>('select id from secure_users where email = $1', ['smart-init@example.com'])
    await setPreferredAccountType(ctx, row?.id as string, 'eoa')
    expect((await asUser('smartAccount')).body).toMatchObject({ preferredAccountType: 'eoa', smartAccountDeployed: true })
    expect((await rpc(user, 'wallet_getCapabilities', [user.address])).body.result).toMatchObject({ '0x7a69': { atomic: { status: 'unsupported' } } })
    const sequential = await settled(user, ((await sendCalls(user, approveAndTransfer(2n))).body.result as { id: string }).id)
    expect(sequential).toMatchObject({ status: 200, atomic: false })
    expect(sequential.receipts).toHaveLength(2)
    // ... and its switch to eoa removes the leftover delegation.
    expect((await switchType(user, 'eoa')).status).toBe(200)
    expect(await publicClient().getCode({ address: user.address })).toBeUndefined()
    expect((await asUser('smartAccount')).body).toMatchObject({ preferredAccountType: 'eoa', smartAccountDeployed: false })
  })

  test('without a bundler the atomic batch is one executeBatch transaction the account sends to itself; its revert is decoded; removing the delegation needs gas', async () => {
    const direct = await startTestSecure({ chains: [{ id: 31337, name: 'Anvil', rpcUrls: [rpcUrl] }] })
    const bundled = client
    client = createTestClient(direct)
    try {
      const user = await signIn('smart-direct@example.com', 'smart-device-0000004')
      await fund(user.address)
      expect((await switchType(user, 'smartAccount')).body).toEqual({ result: { type: 'smartAccount', address: user.address } })
      const before = await read('balanceOf', [receiver])
      const batch = await sendCalls(user, approveAndTransfer(9n), { atomicRequired: true })
      const status = await settled(user, (batch.body.result as { id: string }).id)
      expect(status).toMatchObject({ status: 200, atomic: true })
      const transaction = await publicClient().getTransaction({ hash: status.receipts[0]!.transactionHash })
      expect(transaction.from).toBe(user.address.toLowerCase())
      expect(transaction.to).toBe(user.address.toLowerCase())
      expect(await read('balanceOf', [receiver])).toBe(before + 9n)

      // The executeBatch transaction's revert (found by its gas estimate) is decoded the same way.
      const tooMuch = (await read('balanceOf', [user.address])) + 1n
      const failed = await sendCalls(user, approveAndTransfer(tooMuch))
      expect(failed.body.error).toEqual({
        message: `Call 2 of 2 (transfer on ${usdc}) reverted: ERC20InsufficientBalance(sender: ${user.address}, balance: ${tooMuch - 1n}, needed: ${tooMuch})`,
        code: 3,
      })

      // Removing the delegation costs gas: without any, the switch fails and nothing changes.
      const code = await publicClient().getCode({ address: user.address })
      await publicClient().request({ method: 'anvil_setBalance' as never, params: [user.address, '0x0'] as never })
      const refused = await switchType(user, 'eoa')
      expect(refused.status).toBe(400)
      expect(refused.body.error?.message).toMatch(new RegExp(`^${FRAME_ERROR_MESSAGES.smartAccountRemovalFailed}`))
      expect(refused.body.error?.code).toBe(-32603)
      expect(await publicClient().getCode({ address: user.address })).toBe(code)
      expect((await client.post('/api/user', { chainId: 31337, rpcUrl }, user.token)).body).toMatchObject({
        preferredAccountType: 'smartAccount',
        smartAccountDeployed: true,
      })
      await fund(user.address)
      expect((await switchType(user, 'eoa')).body).toEqual({ result: { type: 'eoa', address: user.address } })
      expect(await publicClient().getCode({ address: user.address })).toBeUndefined()
      // As a plain EOA the first call's revert fails the batch before anything is sent, named the same way.
      const nonce = await publicClient().getTransactionCount({ address: user.address })
      const overdraw = { to: usdc, data: encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [receiver, 10n ** 30n] }) }
      const sequential = await sendCalls(user, [overdraw, approveAndTransfer(1n)[0]!])
      expect(sequential.body.error).toMatchObject({
        code: 3,
        message: expect.stringMatching(/^Call 1 of 2 \(transfer on 0x[0-9a-fA-F]{40}\) reverted: ERC20InsufficientBalance\(/),
      })
      expect(await publicClient().getTransactionCount({ address: user.address })).toBe(nonce)
    } finally {
      client = bundled
      await direct.stop()
    }
  })

  test('bad input: batches are checked, other users cannot read a batch, smart accounts only on enabled chains', async () => {
    const user = await signIn('smart-bad@example.com', 'smart-device-0000002')
    const other = await signIn('smart-other@example.com', 'smart-device-0000003')
    await fund(user.address)
    // Each malformed batch is refused before any approval, with its EIP-1193 / EIP-5792 code and what is wrong.
    for (const [params, code, message] of [
      [[{ chainId: '0x7a69', calls: [] }], -32602, 'calls: at least one call'],
      [[{ chainId: '0x7a69', calls: [{ to: 'nope' }] }], -32602, 'calls.0.to: Invalid address'],
      [[{ chainId: '0x7a69', calls: [{ to: usdc }, { to: usdc, data: 'zz' }] }], -32602, 'calls.1.data'],
      [[{ chainId: '0x7a69', calls: Array.from({ length: 65 }, () => ({ to: usdc })) }], 5740, 'Batch too large: 65 calls, at most 64'],
      [[{ chainId: '0x7a69', from: other.address, calls: [{ to: usdc }] }], 4100, 'The address does not match the connected account'],
      ['garbage', -32602, 'wallet_sendCalls expects'],
    ] as const) {
      const response = await rpc(user, 'wallet_sendCalls', params)
      expect(response.status).toBe(400)
      expect(response.body.status).toBeUndefined()
      expect(response.body.error?.code).toBe(code)
      expect(response.body.error?.message).toContain(message)
    }
    expect((await rpc(user, 'wallet_sendCalls', [{ chainId: '0x2105', calls: [{ to: usdc }] }])).body.error?.code).toBe(5710)
    expect((await rpc(user, 'wallet_sendCalls', [{ chainId: '0x7a69', calls: [{ to: usdc }], capabilities: { paymasterService: {} } }])).body.error?.code).toBe(
      5700,
    )
    // An EOA cannot honour atomicRequired: refused with 5760 after approval, nothing sent.
    const nonce = await publicClient().getTransactionCount({ address: user.address })
    const atomicOnly = await sendCalls(user, approveAndTransfer(1n), { atomicRequired: true })
    expect(atomicOnly.body.error?.code).toBe(5760)
    expect(await publicClient().getTransactionCount({ address: user.address })).toBe(nonce)

    const batch = await sendCalls(user, [{ to: usdc, data: encodeFunctionData({ abi: testTokenAbi, functionName: 'approve', args: [spender, 1n] }) }])
    const id = (batch.body.result as { id: string }).id
    expect((await rpc(other, 'wallet_getCallsStatus', [id])).body.error?.code).toBe(5730)
    expect((await rpc(user, 'wallet_getCallsStatus', ['0x1234'])).body.error?.code).toBe(5730)
    expect((await client.post('/api/smart-account/preferred', { type: 'smartAccount', chainId: 1 }, user.token)).status).toBe(400)
    expect((await client.post('/api/smart-account/preferred', { type: 'owner' }, user.token)).status).toBe(400)
    expect((await client.post('/api/smart-account/preferred', { type: 'smartAccount' })).status).toBe(401)
  })
})
