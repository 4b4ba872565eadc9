import { DEVNET_ACCOUNT_ABSTRACTION, DEVNET_TOKENS, type Devnet, startDevnet, testTokenAbi } from '@kit/devnet'
import { type Address, createPublicClient, encodeFunctionData, type Hex, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TEST_WALLET_7702_DELEGATE } from './createEip5792Handlers.js'
import { createTestWallet } from './createTestWallet.js'

const TIMEOUT = 60_000
const SPENDER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const RECEIVER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const usdc = DEVNET_TOKENS.USDC.address

describe('test wallet EIP-5792', () => {
  let devnet: Devnet
  const chains = () => devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))
  const read = (functionName: 'allowance' | 'balanceOf', args: readonly Address[]) =>
    createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) }).readContract({ address: usdc, abi: testTokenAbi, functionName, args: args as never })

  beforeAll(async () => {
    devnet = await startDevnet({ freePorts: true, handleSignals: false })
  }, TIMEOUT)
  afterAll(() => devnet?.stop(), TIMEOUT)

  it('delegates to the devnet Simple7702Account', () => {
    expect(TEST_WALLET_7702_DELEGATE).toBe(DEVNET_ACCOUNT_ABSTRACTION.simple7702Account)
  })

  it('runs approve + transfer in one EIP-7702 transaction and reports it confirmed and atomic', async () => {
    const wallet = createTestWallet({ accountIndex: 5, chains: chains() })
    const [address] = (await wallet.request({ method: 'eth_requestAccounts' })) as Address[]
    expect(await wallet.request({ method: 'wallet_getCapabilities', params: [address, ['0x7a69']] })).toEqual({ '0x7a69': { atomic: { status: 'ready' } } })
    const before = await read('balanceOf', [RECEIVER])
    const { id } = (await wallet.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          from: address,
          chainId: '0x7a69',
          atomicRequired: true,
          calls: [
            { to: usdc, data: encodeFunctionData({ abi: testTokenAbi, functionName: 'approve', args: [SPENDER, 11n] }) },
            { to: usdc, data: encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [RECEIVER, 13n] }) },
          ],
        },
      ],
    })) as { id: Hex }
    // Pending (100) until the transaction is mined; a client polls as viem's waitForCallsStatus does.
    type CallsStatus = { status: number; atomic: boolean; receipts: { status: Hex }[] }
    const status = await vi.waitFor(
      async () => {
        const current = (await wallet.request({ method: 'wallet_getCallsStatus', params: [id] })) as CallsStatus
        if (current.status === 100) throw new Error('still pending')
        return current
      },
      { timeout: 10_000, interval: 50 },
    )
    expect(status).toMatchObject({ status: 200, atomic: true, chainId: '0x7a69', version: '2.0.0' })
    expect(status.receipts).toHaveLength(1)
    expect(await read('allowance', [address!, SPENDER])).toBe(11n)
    expect(await read('balanceOf', [RECEIVER])).toBe(before + 13n)
    expect(await wallet.request({ method: 'wallet_getCapabilities', params: [address] })).toMatchObject({ '0x7a69': { atomic: { status: 'supported' } } })
    expect(await wallet.request({ method: 'wallet_showCallsStatus', params: [id] })).toBeNull()
  })

  it('sends no half batch: a reverting call reverts the other one too', async () => {
    const wallet = createTestWallet({ accountIndex: 5, chains: chains() })
    const [address] = (await wallet.request({ method: 'eth_requestAccounts' })) as Address[]
    const allowance = await read('allowance', [address!, RECEIVER])
    const hugeTransfer = encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [RECEIVER, 10n ** 30n] })
    const approve = encodeFunctionData({ abi: testTokenAbi, functionName: 'approve', args: [RECEIVER, 99n] })
    await expect(
      wallet.request({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x7a69',
            calls: [
              { to: usdc, data: approve },
              { to: usdc, data: hugeTransfer },
            ],
          },
        ],
      }),
    ).rejects.toMatchObject({ code: expect.any(Number) })
    expect(await read('allowance', [address!, RECEIVER])).toBe(allowance)
  })

  it('refuses bad batches with EIP-5792 and JSON-RPC codes, and unknown ids with 5730', async () => {
    const wallet = createTestWallet({ accountIndex: 5, chains: chains() })
    const send = (request: object) => wallet.request({ method: 'wallet_sendCalls', params: [request] })
    await expect(send({ chainId: '0x7a69', calls: [{ to: usdc }] })).rejects.toMatchObject({ code: 4100 })
    await wallet.request({ method: 'eth_requestAccounts' })
    await expect(send({ chainId: '0x2105', calls: [{ to: usdc }] })).rejects.toMatchObject({ code: 5710 })
    await expect(send({ chainId: '0x7a69', calls: [] })).rejects.toMatchObject({ code: -32602 })
    await expect(send({ chainId: '0x7a69', calls: [{ to: 'nope' }] })).rejects.toMatchObject({ code: -32602 })
    await expect(send({ chainId: '0x7a69', calls: [{ to: usdc, data: 'zz' }] })).rejects.toMatchObject({ code: -32602 })
    await expect(send({ chainId: '0x7a69', calls: [{ to: usdc }], capabilities: { paymasterService: { url: 'x' } } })).rejects.toMatchObject({ code: 5700 })
    await expect(wallet.request({ method: 'wallet_getCallsStatus', params: ['0x1234'] })).rejects.toMatchObject({ code: 5730 })
    wallet.setReject(true)
    await expect(send({ chainId: '0x7a69', calls: [{ to: usdc }] })).rejects.toMatchObject({ code: 4001 })
  })

  it('with eip5792: false lacks the methods (4200), like wallets without EIP-5792', async () => {
    const wallet = createTestWallet({ accountIndex: 5, chains: chains(), eip5792: false })
    await wallet.request({ method: 'eth_requestAccounts' })
    for (const method of ['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus'])
      await expect(wallet.request({ method, params: [] })).rejects.toMatchObject({ code: 4200 })
  })
})
