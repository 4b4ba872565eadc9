import { connect, getAccount, getSendTokens, type Kit, sendToken } from '@kit/core'
import { encodeFunctionData, erc20Abi, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { createWalletKit } from '../test/createWalletKit.js'
import { type AnvilInstance, startAnvil } from '../test/startAnvil.js'
import { getPublicClient } from './getPublicClient.js'
import { sendErc20 } from './sendErc20.js'

let chain: AnvilInstance
const kits: Kit[] = []
beforeAll(async () => {
  chain = await startAnvil()
})
afterAll(async () => {
  await chain?.stop()
})
afterEach(() => {
  for (const kit of kits.splice(0)) kit._internal.unmount()
})

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function setup() {
  const result = createWalletKit({ rpcUrls: { 31337: chain.rpcUrl, 31338: chain.rpcUrl } })
  kits.push(result.kit)
  await connect(result.kit, { connectorId: 'injected' })
  return result
}

test('default: an ERC-20 transfer call to the token contract', async () => {
  const { kit } = await setup()
  const hash = await sendErc20(kit, { token, to: receiver, amount: 5_000_000n })
  const transaction = await getPublicClient(kit).getTransaction({ hash })
  expect(transaction.to).toBe(token.toLowerCase())
  expect(transaction.value).toBe(0n)
  expect(transaction.input).toBe(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 5_000_000n] }))
})

test('behavior: core sendToken uses the adapter capability for a token', async () => {
  const { kit } = await setup()
  const hash = await sendToken(kit, {
    token: { symbol: 'USDC', name: 'USD Coin', decimals: 6, balance: '100', address: token, networkId: 'eip155:31337' },
    amount: '2.5',
    to: receiver,
  })
  const transaction = await getPublicClient(kit).getTransaction({ hash: hash as `0x${string}` })
  expect(transaction.to).toBe(token.toLowerCase())
  expect(transaction.input).toBe(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 2_500_000n] }))
})

test('behavior: core sendToken sends the native currency and the balance drops', async () => {
  const { kit } = await setup()
  await vi.waitUntil(() => getAccount(kit).balance !== undefined)
  const [native] = getSendTokens(kit)
  expect(native).toMatchObject({ symbol: 'ETH', decimals: 18, networkId: 'eip155:31337' })
  expect(native?.address).toBeUndefined()
  const before = await getPublicClient(kit).getBalance({ address: receiver })
  await sendToken(kit, { token: native, amount: '1.5', to: receiver })
  expect((await getPublicClient(kit).getBalance({ address: receiver })) - before).toBe(parseEther('1.5'))
})

test('behavior: invalid receiver and excess amount never reach the wallet', async () => {
  const { kit, provider } = await setup()
  await vi.waitUntil(() => getAccount(kit).balance !== undefined)
  const [native] = getSendTokens(kit)
  const request = vi.spyOn(provider, 'request')
  await expect(sendToken(kit, { token: native, amount: '1', to: '0x1234' })).rejects.toMatchObject({ name: 'InvalidAddressError' })
  await expect(sendToken(kit, { token: native, amount: '100000000', to: receiver })).rejects.toMatchObject({
    name: 'InsufficientFundsError',
    shortMessage: 'Insufficient funds',
  })
  expect(request.mock.calls.filter(([call]) => call.method === 'eth_sendTransaction')).toEqual([])
})
