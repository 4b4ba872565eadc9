import { anvil, connect, createKit, createMemoryBackend, fetchPortfolio, getTokenBalances, type Kit } from '@kit/core'
import { DEVNET_TOKENS, type Devnet, startDevnet, testTokenAbi } from '@kit/devnet'
import { createTestWallet } from '@kit/test'
import { createPublicClient, formatEther, formatUnits, http } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { eip155Adapter } from '../eip155Adapter.js'
import { createTestWindow } from '../test/createTestWindow.js'

// Balances through ERC-7811 `wallet_getAssets` (docs/rules/validation.md and docs/rules/calls.md): core's fetchPortfolio asks
// the wallet when its capabilities report assetDiscovery for the chain, with the real test wallet
// reading a real anvil.

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

async function setup(assets: readonly `0x${string}`[] | undefined) {
  const rpcUrl = devnet.chains[0]!.rpcUrl
  const wallet = createTestWallet({ accountIndex: 8, chains: [{ chainId: 31337, rpcUrl }], ...(assets ? { assets } : {}) })
  // Records which methods core asks (each still runs the wallet's own implementation).
  const methods: string[] = []
  for (const method of ['wallet_getCapabilities', 'wallet_getAssets'])
    wallet.override(method, (_params, next) => {
      methods.push(method)
      return next()
    })
  // No Kit API: the only other balance source would be the API (this kit has none).
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
  return { kit, wallet, methods, client: createPublicClient({ transport: http(rpcUrl) }) }
}

test('behavior: a wallet reporting assetDiscovery → its wallet_getAssets answer is the token list', async () => {
  const { kit, wallet, methods, client } = await setup([usdc])
  const address = wallet.getAddress()
  await fetchPortfolio(kit)
  expect(methods).toContain('wallet_getAssets')
  const [ether, tokens] = await Promise.all([
    client.getBalance({ address }),
    client.readContract({ address: usdc, abi: testTokenAbi, functionName: 'balanceOf', args: [address] }),
  ])
  const result = getTokenBalances(kit)
  expect(result.status).toBe('success')
  expect(result.tokens).toEqual([
    expect.objectContaining({ symbol: 'ETH', chainId: 'eip155:31337', quantity: { decimals: '18', numeric: formatEther(ether) } }),
    expect.objectContaining({
      symbol: 'USDC',
      name: 'USD Coin',
      address: `eip155:31337:${usdc}`,
      quantity: { decimals: '6', numeric: formatUnits(tokens, 6) },
    }),
  ])
})

test('behavior: a wallet without assetDiscovery → wallet_getAssets is never asked, the usual path runs', async () => {
  const { kit, methods } = await setup(undefined)
  await fetchPortfolio(kit)
  expect(methods).toContain('wallet_getCapabilities')
  expect(methods).not.toContain('wallet_getAssets')
  // The usual sources: this kit has no Kit API and the EVM adapter no chain reads, so nothing is read.
  expect(getTokenBalances(kit)).toMatchObject({ status: 'idle', tokens: [] })
})

test('bad input: a hostile wallet answer is filtered, a failing wallet_getAssets leaves the usual path', async () => {
  const { kit, wallet } = await setup([usdc])
  wallet.override('wallet_getAssets', () => ({
    '0x7a69': [
      'garbage',
      { address: 'native', balance: 'lots', type: 'native' },
      { address: '0x1234', balance: '0x1', type: 'erc20' },
      { address: usdc, balance: '0x2540be400', type: 'ERC20', metadata: { name: 'x'.repeat(10_000), symbol: 'USDC', decimals: 6 } },
      { address: usdc, balance: '0x2540be400', type: 'erc721', metadata: { symbol: 'NFT' } },
      { address: usdc, balance: '0x2540be400', type: 'erc20', metadata: { symbol: 'USDC', decimals: 6 } },
    ],
    '0x1': [{ address: 'native', balance: '0x1', type: 'native' }],
  }))
  await fetchPortfolio(kit)
  expect(getTokenBalances(kit).tokens).toEqual([
    expect.objectContaining({ symbol: 'USDC', address: `eip155:31337:${usdc}`, quantity: { decimals: '6', numeric: '10000' } }),
  ])

  wallet.override('wallet_getAssets', () => {
    throw new Error('wallet crashed')
  })
  await fetchPortfolio(kit, { force: true })
  // No other source on this kit: nothing read, the last list stays; fetchPortfolio does not throw.
  expect(getTokenBalances(kit)).toMatchObject({ status: 'success', tokens: [expect.objectContaining({ symbol: 'USDC' })] })
})
