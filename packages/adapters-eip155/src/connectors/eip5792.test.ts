import { anvil, connect, createKit, createMemoryBackend, getCallsStatus, getCapabilities, type Kit, sendCalls, showCallsStatus } from '@kit/core'
import { DEVNET_TOKENS, type Devnet, startDevnet, testTokenAbi } from '@kit/devnet'
import { createTestWallet } from '@kit/test'
import { type Address, createPublicClient, encodeFunctionData, http } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { eip155Adapter } from '../eip155Adapter.js'
import { createTestWindow } from '../test/createTestWindow.js'

let devnet: Devnet
const kits: Kit[] = []
beforeAll(async () => {
  devnet = await startDevnet({ freePorts: true, handleSignals: false })
}, 60_000)
afterAll(() => devnet?.stop(), 60_000)
afterEach(() => {
  for (const kit of kits.splice(0)) kit._internal.unmount()
})

const usdc = DEVNET_TOKENS.USDC.address
const spender = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const receiver = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const calls = (amount: bigint) => [
  { to: usdc, data: encodeFunctionData({ abi: testTokenAbi, functionName: 'approve', args: [spender, amount] }) },
  { to: usdc, data: encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [receiver, amount] }) },
]

async function setup({ eip5792, accountIndex }: { eip5792: boolean; accountIndex: number }) {
  const rpcUrl = devnet.chains[0]!.rpcUrl
  const wallet = createTestWallet({ accountIndex, chains: [{ chainId: 31337, rpcUrl }], eip5792 })
  const kit = createKit({
    projectId: 'test',
    networks: [anvil],
    adapters: [eip155Adapter({ getWindow: () => createTestWindow({ ethereum: wallet }) })],
    storage: createMemoryBackend(),
    rpcUrls: { 'eip155:31337': [rpcUrl] },
    enableReconnect: false,
    environment: { isBrowser: () => true },
  })
  kits.push(kit)
  await connect(kit, { connectorId: 'injected' })
  const client = createPublicClient({ transport: http(rpcUrl) })
  const read = (functionName: 'allowance' | 'balanceOf', args: readonly Address[]) =>
    client.readContract({ address: usdc, abi: testTokenAbi, functionName, args: args as never })
  return { kit, wallet, client, read }
}

async function settled(kit: Kit, id: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const status = await getCallsStatus(kit, { id })
    if (status.status !== 'pending') return status
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`batch ${id} still pending`)
}

test('behavior: a wallet with EIP-5792 runs approve + transfer atomically (one transaction, both effects)', async () => {
  const { kit, wallet, client, read } = await setup({ eip5792: true, accountIndex: 6 })
  const address = wallet.getAddress()
  expect(await getCapabilities(kit)).toEqual({ 31337: { atomic: { status: 'ready' } } })
  const before = await read('balanceOf', [receiver])
  const { id } = await sendCalls(kit, { calls: calls(21n), forceAtomic: true })
  const status = await settled(kit, id)
  expect(status).toMatchObject({ status: 'success', statusCode: 200, atomic: true, chainId: 31337 })
  expect(status.receipts).toHaveLength(1)
  const transaction = await client.getTransaction({ hash: status.receipts[0]!.transactionHash as `0x${string}` })
  expect(transaction.type).toBe('eip7702')
  expect(await read('allowance', [address, spender])).toBe(21n)
  expect(await read('balanceOf', [receiver])).toBe(before + 21n)
  await expect(showCallsStatus(kit, { id })).resolves.toBeUndefined()
  expect(await getCapabilities(kit)).toEqual({ 31337: { atomic: { status: 'supported' } } })
})

test('behavior: a wallet without EIP-5792 gets the sequential fallback, marked atomic: false', async () => {
  const { kit, wallet, read } = await setup({ eip5792: false, accountIndex: 7 })
  expect(await getCapabilities(kit)).toEqual({ 31337: { atomic: { status: 'unsupported' } } })
  const before = await read('balanceOf', [receiver])
  const { id } = await sendCalls(kit, { calls: calls(8n) })
  const status = await settled(kit, id)
  expect(status).toMatchObject({ status: 'success', statusCode: 200, atomic: false, chainId: 31337 })
  expect(status.receipts).toHaveLength(2)
  expect(new Set(status.receipts.map((receipt) => receipt.transactionHash)).size).toBe(2)
  expect(await read('allowance', [wallet.getAddress(), spender])).toBe(8n)
  expect(await read('balanceOf', [receiver])).toBe(before + 8n)
  // Atomicity cannot be had from such a wallet: forceAtomic refuses instead of sending one by one.
  await expect(sendCalls(kit, { calls: calls(1n), forceAtomic: true })).rejects.toThrow()
  expect(await read('allowance', [wallet.getAddress(), spender])).toBe(8n)
})

test('bad input: targets and data are checked before the wallet sees them', async () => {
  const { kit, wallet } = await setup({ eip5792: true, accountIndex: 8 })
  let asked = 0
  wallet.override('wallet_sendCalls', (_params, next) => {
    asked++
    return next()
  })
  const cases: [unknown, RegExp][] = [
    [[], /at least one call/],
    [[{ to: usdc.slice(2) }], /Call 1: the target must start with 0x/],
    [[{ to: '0x1234' }], /Call 1: "0x1234" is not a valid address/],
    [[{ to: usdc }, { to: usdc, data: 'a9059cbb' }], /Call 2: data must start with 0x/],
    [[{ to: usdc, data: '0xzz' }], /Call 1: data is not hex bytes/],
    [[{ to: usdc, value: -1n }], /Call 1: value must be a non-negative bigint/],
    [[null], /Call 1 is not an object/],
  ]
  for (const [bad, message] of cases) {
    const error = await sendCalls(kit, { calls: bad as never }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'InvalidCallsError', shortMessage: 'Invalid input' })
    expect((error as Error).message).toMatch(message)
  }
  await expect(getCallsStatus(kit, { id: '' })).rejects.toMatchObject({ name: 'UnknownCallsIdError' })
  await expect(getCallsStatus(kit, { id: '0xdeadbeef' })).rejects.toThrow()
  expect(asked).toBe(0)
})

test('behavior: a user rejection maps to UserRejectedRequestError and sends nothing', async () => {
  const { kit, wallet, read } = await setup({ eip5792: true, accountIndex: 9 })
  wallet.setReject(true)
  const before = await read('balanceOf', [receiver])
  await expect(sendCalls(kit, { calls: calls(3n) })).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
  expect(await read('balanceOf', [receiver])).toBe(before)
})
