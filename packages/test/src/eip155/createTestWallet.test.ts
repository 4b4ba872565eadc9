import { type Devnet, startDevnet } from '@kit/devnet'
import { type Address, createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestWallet } from './createTestWallet.js'
import type { TestWallet } from './testWallet.js'

const TIMEOUT = 60_000
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ACCOUNT_2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('createTestWallet', () => {
  let devnet: Devnet
  const newWallet = (accountIndex = 1): TestWallet =>
    createTestWallet({ accountIndex, chains: devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })) })

  beforeAll(async () => {
    devnet = await startDevnet({ freePorts: true, handleSignals: false })
  }, TIMEOUT)
  afterAll(() => devnet?.stop(), TIMEOUT)

  it('authorizes on eth_requestAccounts and reports the chain id as hex', async () => {
    const wallet = newWallet()
    const changes: (readonly Address[])[] = []
    wallet.on('accountsChanged', (accounts) => changes.push(accounts))
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_1])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_1])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(changes).toEqual([[ACCOUNT_1]])
    await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(changes).toEqual([[ACCOUNT_1], []])
  })

  it('rejects approvals with code 4001 in reject mode', async () => {
    const wallet = newWallet()
    wallet.setReject(true)
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4001 })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    wallet.setReject(false)
    await wallet.request({ method: 'eth_requestAccounts' })
    wallet.setReject(true)
    const rejected = [
      { method: 'personal_sign', params: ['0x68690a', ACCOUNT_1] },
      { method: 'eth_sendTransaction', params: [{ from: ACCOUNT_1, to: ACCOUNT_2, value: '0x1' }] },
      { method: 'wallet_addEthereumChain', params: [{ chainId: '0x1', chainName: 'X', rpcUrls: ['http://127.0.0.1:1'] }] },
    ]
    for (const request of rejected) {
      const error = await wallet.request(request).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(Error)
      expect(error).toMatchObject({ code: 4001, message: expect.stringContaining('rejected') })
    }
  })

  it('signs personal_sign messages locally (utf-8 and hex)', async () => {
    const wallet = newWallet()
    await expect(wallet.request({ method: 'personal_sign', params: ['hello', ACCOUNT_1] })).rejects.toMatchObject({ code: 4100 })
    await wallet.request({ method: 'eth_requestAccounts' })
    const signature = (await wallet.request({ method: 'personal_sign', params: ['hello kit', ACCOUNT_1] })) as Hex
    expect(await verifyMessage({ address: ACCOUNT_1, message: 'hello kit', signature })).toBe(true)
    const hexSignature = (await wallet.request({ method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT_1] })) as Hex
    expect(await verifyMessage({ address: ACCOUNT_1, message: 'hello', signature: hexSignature })).toBe(true)
    await expect(wallet.request({ method: 'personal_sign', params: ['hi', ACCOUNT_2] })).rejects.toMatchObject({ code: 4100 })
  })

  it('sends a transaction that is mined and moves the balance', async () => {
    const wallet = newWallet(3)
    const [from] = (await wallet.request({ method: 'eth_requestAccounts' })) as Address[]
    const client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    const before = await client.getBalance({ address: ACCOUNT_2 })
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from, to: ACCOUNT_2, value: `0x${parseEther('1.5').toString(16)}` }],
    })) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(from!.toLowerCase())
    expect(await client.getBalance({ address: ACCOUNT_2 })).toBe(before + parseEther('1.5'))
    const forwarded = await wallet.request({ method: 'eth_getTransactionReceipt', params: [hash] })
    expect(forwarded).toMatchObject({ transactionHash: hash, status: '0x1' })
  })

  it('switches between known chains and answers 4902 for unknown ones', async () => {
    const wallet = newWallet()
    const chainChanges: string[] = []
    wallet.on('chainChanged', (chainId) => chainChanges.push(chainId))
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(await wallet.request({ method: 'net_version' })).toBe('8453')
    await expect(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })).rejects.toMatchObject({ code: 4902 })
    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0xa', chainName: 'Local OP', rpcUrls: [devnet.chains[0]!.rpcUrl] }],
    })
    expect(wallet.getChainId()).toBe(10)
    wallet.switchChain(31337)
    expect(chainChanges).toEqual(['0x2105', '0xa', '0x7a69'])
    expect(() => wallet.switchChain(5)).toThrow(expect.objectContaining({ code: 4902 }))
  })

  it('lets a test override methods with garbage and restore them', async () => {
    const wallet = newWallet()
    wallet.override('eth_requestAccounts', () => 'not-an-array')
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toBe('not-an-array')
    wallet.override('eth_requestAccounts', () => ['0xnot-an-address'])
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual(['0xnot-an-address'])
    wallet.override('eth_chainId', () => 31337)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe(31337)
    wallet.override('eth_chainId', async (_params, next) => `${String(await next())}-garbage`)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69-garbage')
    wallet.override('eth_chainId', undefined)
    wallet.override('eth_requestAccounts', undefined)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_1])
  })

  it('answers 4200 for unsupported methods and forwards reads', async () => {
    const wallet = newWallet()
    // wallet_sendCalls is supported now (EIP-5792); ERC-7715 permissions are not.
    await expect(wallet.request({ method: 'wallet_grantPermissions', params: [] })).rejects.toMatchObject({ code: 4200 })
    await expect(wallet.request({ method: 'toString' })).rejects.toMatchObject({ code: 4200 })
    const balance = await wallet.request({ method: 'eth_getBalance', params: [ACCOUNT_1, 'latest'] })
    expect(typeof balance).toBe('string')
    expect(BigInt(balance as string)).toBeGreaterThan(0n)
    expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x[0-9a-f]+$/)
  })

  it('emits events for wallet-side account changes and disconnects', async () => {
    const wallet = newWallet()
    const events: unknown[] = []
    wallet.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]))
    wallet.on('disconnect', (error) => events.push(['disconnect', error.code]))
    wallet.on('connect', (info) => events.push(['connect', info.chainId]))
    wallet.setAccount(2) // not authorized: silent
    await wallet.request({ method: 'eth_requestAccounts' })
    wallet.setAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    expect(wallet.getAddress()).toBe(ACCOUNT_1)
    wallet.disconnectWallet()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    await wallet.request({ method: 'eth_requestAccounts' })
    expect(events).toEqual([
      ['accountsChanged', [ACCOUNT_2]],
      ['accountsChanged', [ACCOUNT_1]],
      ['accountsChanged', []],
      ['disconnect', 4900],
      ['connect', '0x7a69'],
      ['accountsChanged', [ACCOUNT_1]],
    ])
  })
})
