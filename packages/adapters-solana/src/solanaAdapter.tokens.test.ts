import { fetchPortfolio, getSendTokens, getTokenBalances, sendToken } from '@kit/core'
import { SOLANA_DEVNET_TOKENS, type SolanaDevnet, startSolanaDevnet } from '@kit/devnet'
import { createSolanaTestWallet } from '@kit/test'
import { Keypair } from '@solana/web3.js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getTokenBalances as getSplBalances } from './actions/getTokenBalances.js'
import { waitForSignature } from './actions/waitForSignature.js'
import { setupConnected } from './test/setupConnected.js'

// The adapter's token capabilities through core: the token list (getTokenBalances) and SPL sends
// (sendTokenTransfer) behind core's fetchPortfolio / getSendTokens / sendToken, on a real devnet.
const usdc = SOLANA_DEVNET_TOKENS.USDC
const tokens = [{ mint: usdc.address, symbol: 'USDC', name: 'USD Coin' }]

let devnet: SolanaDevnet
beforeAll(async () => {
  devnet = await startSolanaDevnet({ freePorts: true })
})
afterAll(async () => {
  await devnet?.stop()
})

test("default: the token list holds SOL and the named SPL token with the chain's balances", async () => {
  const wallet = createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, account: 6 })
  const { kit } = await setupConnected({ rpcUrl: devnet.rpcUrl, wallet, tokens })
  await fetchPortfolio(kit)
  expect(getTokenBalances(kit)).toMatchObject({ status: 'success', supported: true })
  expect(getTokenBalances(kit).tokens.map(({ symbol, quantity, address }) => ({ symbol, quantity, address }))).toEqual([
    { symbol: 'SOL', quantity: { decimals: '9', numeric: '1000' }, address: undefined },
    { symbol: 'USDC', quantity: { decimals: '6', numeric: '1000000' }, address: `${kit.networks[0]!.caipNetworkId}:${usdc.address}` },
  ])
  expect(getSendTokens(kit).map(({ symbol, address, decimals }) => ({ symbol, address, decimals }))).toEqual([
    { symbol: 'SOL', address: undefined, decimals: 9 },
    { symbol: 'USDC', address: usdc.address, decimals: 6 },
  ])
  kit._internal.unmount()
})

test('behavior: a mint the app did not name shows its shortened address', async () => {
  const wallet = createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, account: 6 })
  const { kit } = await setupConnected({ rpcUrl: devnet.rpcUrl, wallet })
  await fetchPortfolio(kit)
  expect(getSendTokens(kit)[1]).toMatchObject({ symbol: `${usdc.address.slice(0, 4)}…${usdc.address.slice(-4)}`, address: usdc.address })
  kit._internal.unmount()
})

test('default: sendToken sends USDC through the adapter (receiver account created), confirmed', async () => {
  const wallet = createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, account: 7 })
  const { kit } = await setupConnected({ rpcUrl: devnet.rpcUrl, wallet, tokens })
  await fetchPortfolio(kit)
  const token = getSendTokens(kit).find((candidate) => candidate.symbol === 'USDC')
  const to = Keypair.generate().publicKey.toBase58()
  const signature = await sendToken(kit, { token, amount: '2.5', to })
  expect((await waitForSignature(kit, { signature })).err).toBeNull()
  expect(await getSplBalances(kit, { address: to })).toMatchObject([{ mint: usdc.address, amount: 2_500_000n }])
  expect((await getSplBalances(kit))[0]).toMatchObject({ amount: usdc.amountPerAccount - 2_500_000n })
  kit._internal.unmount()
})

test('behavior: bad receivers are refused before the wallet; a refusal is UserRejectedRequestError', async () => {
  const wallet = createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, account: 7 })
  const { kit } = await setupConnected({ rpcUrl: devnet.rpcUrl, wallet, tokens })
  await fetchPortfolio(kit)
  const token = getSendTokens(kit).find((candidate) => candidate.symbol === 'USDC')
  let prompts = 0
  wallet.override('signAndSendTransaction', (_input, next) => {
    prompts++
    return next()
  })
  for (const to of ['0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', 'tb1qecdwckghkz056g4t4ejwdm7vm4va0tnhegye0d', 'O0Il'.repeat(10)])
    await expect(sendToken(kit, { token, amount: '1', to })).rejects.toMatchObject({ name: 'InvalidAddressError', shortMessage: 'Invalid address' })
  expect(prompts).toBe(0)
  wallet.setReject(true)
  await expect(sendToken(kit, { token, amount: '1', to: Keypair.generate().publicKey.toBase58() })).rejects.toMatchObject({
    name: 'UserRejectedRequestError',
  })
  expect(prompts).toBe(1)
  kit._internal.unmount()
})
