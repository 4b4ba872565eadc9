import { connect, getAccount, type Kit, sendTransaction } from '@kit/core'
import { parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { createWalletKit } from '../test/createWalletKit.js'
import { type AnvilInstance, startAnvil } from '../test/startAnvil.js'
import { waitForTransactionReceipt } from './waitForTransactionReceipt.js'

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

test('default: the receipt of a mined send, then a fresh balance', async () => {
  const { kit } = createWalletKit({ rpcUrls: { 31337: chain.rpcUrl, 31338: chain.rpcUrl } })
  kits.push(kit)
  await connect(kit, { connectorId: 'injected' })
  await vi.waitUntil(() => getAccount(kit).balance !== undefined)
  const before = Number(getAccount(kit).balance)
  const hash = await sendTransaction(kit, { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: parseEther('10') })
  const receipt = await waitForTransactionReceipt(kit, { hash })
  expect(receipt).toMatchObject({ transactionHash: hash, status: 'success', to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' })
  await vi.waitUntil(() => Number(getAccount(kit).balance) < before - 9.99)
})

test('parameters: timeout', async () => {
  const { kit } = createWalletKit({ rpcUrls: { 31337: chain.rpcUrl, 31338: chain.rpcUrl } })
  kits.push(kit)
  const hash = `0x${'ab'.repeat(32)}`
  await expect(waitForTransactionReceipt(kit, { hash, timeout: 300 })).rejects.toMatchObject({
    name: 'WaitForTransactionReceiptTimeoutError',
  })
})
