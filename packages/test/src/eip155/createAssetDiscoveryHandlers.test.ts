import { DEVNET_TOKENS, type Devnet, startDevnet, testTokenAbi } from '@kit/devnet'
import { type Address, createPublicClient, http, numberToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestWallet } from './createTestWallet.js'

const TIMEOUT = 60_000
const usdc = DEVNET_TOKENS.USDC.address
// Has no code on the devnet: a wallet leaves it out.
const notAToken: Address = '0x000000000000000000000000000000000000bEEF'

describe('test wallet ERC-7811 (wallet_getAssets)', () => {
  let devnet: Devnet
  const chains = () => devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))

  beforeAll(async () => {
    devnet = await startDevnet({ freePorts: true, handleSignals: false })
  }, TIMEOUT)
  afterAll(() => devnet?.stop(), TIMEOUT)

  it('reports assetDiscovery and answers with the balances on chain', async () => {
    const wallet = createTestWallet({ accountIndex: 2, chains: chains(), assets: [usdc, notAToken] })
    const [address] = (await wallet.request({ method: 'eth_requestAccounts' })) as Address[]
    expect(await wallet.request({ method: 'wallet_getCapabilities', params: [address, ['0x7a69']] })).toEqual({
      '0x7a69': { atomic: { status: 'ready' }, assetDiscovery: { supported: true } },
    })
    const client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    const [native, tokens] = await Promise.all([
      client.getBalance({ address: address! }),
      client.readContract({ address: usdc, abi: testTokenAbi, functionName: 'balanceOf', args: [address!] }),
    ])
    const assets = (await wallet.request({ method: 'wallet_getAssets', params: [{ account: address, chainFilter: ['0x7a69'] }] })) as Record<string, unknown>
    expect(assets).toEqual({
      '0x7a69': [
        { address: 'native', balance: numberToHex(native), type: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
        { address: usdc, balance: numberToHex(tokens), type: 'erc20', metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } },
      ],
    })
    // Both chains without a filter; only ERC-20s with the type filter.
    const all = (await wallet.request({ method: 'wallet_getAssets', params: [{ account: address, assetTypeFilter: ['erc20'] }] })) as Record<
      string,
      { type: string }[]
    >
    expect(Object.keys(all)).toEqual(['0x7a69', '0x2105'])
    expect(all['0x2105']!.map((asset) => asset.type)).toEqual(['erc20'])
  })

  it('refuses other accounts and bad filters; a wallet without assets lacks the method', async () => {
    const wallet = createTestWallet({ accountIndex: 2, chains: chains(), assets: [usdc] })
    const ask = (params: unknown) => wallet.request({ method: 'wallet_getAssets', params: params as never })
    await expect(ask([{ account: devnet.accounts[0] }])).rejects.toMatchObject({ code: 4100 })
    const [address] = (await wallet.request({ method: 'eth_requestAccounts' })) as Address[]
    await expect(ask([{ account: devnet.accounts[0] }])).rejects.toMatchObject({ code: 4100 })
    await expect(ask([{ account: 'nope' }])).rejects.toMatchObject({ code: -32602 })
    await expect(ask([{ account: address, chainFilter: '0x7a69' }])).rejects.toMatchObject({ code: -32602 })
    await expect(ask([{ account: address, chainFilter: ['31337'] }])).rejects.toMatchObject({ code: -32602 })

    const plain = createTestWallet({ accountIndex: 2, chains: chains() })
    await plain.request({ method: 'eth_requestAccounts' })
    expect(await plain.request({ method: 'wallet_getCapabilities', params: [address, ['0x7a69']] })).toEqual({ '0x7a69': { atomic: { status: 'ready' } } })
    await expect(plain.request({ method: 'wallet_getAssets', params: [{ account: address }] })).rejects.toMatchObject({ code: 4200 })
  })
})
