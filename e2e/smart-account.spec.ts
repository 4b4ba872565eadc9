import { createTestWallet } from '@kit/test'
import { type Address, createWalletClient, erc20Abi, getAddress, type Hex, http, parseEventLogs } from 'viem'
import { entryPoint08Abi, entryPoint08Address } from 'viem/account-abstraction'
import { expectFrameOverSlot, fund, loginWithEmail, secureFrame, storageValue, uniqueEmail } from './support/auth.js'
import { chains, connectWallet, expect, publicClient, test } from './support/fixtures.js'
import { stack } from './support/stack.js'

// Smart accounts and EIP-5792 against the real stack: the secure frame delegates the embedded
// wallet to the devnet's Simple7702Account (EIP-7702) and runs a batch as one user operation through
// the stack's ERC-4337 bundler; a reverting batch is refused with the call and the decoded error;
// back to EOA removes the delegation on chain. An injected wallet without EIP-5792 gets the calls
// one by one, marked non-atomic.

const usdc: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const spender: Address = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
const receiver: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const simple7702Account = '0x26FEBd801561a2a3EF12c0d05B388eb1b8741434'
const client = publicClient(31337)
const read = (functionName: 'allowance' | 'balanceOf', args: readonly Address[]) =>
  client.readContract({ address: usdc, abi: erc20Abi, functionName, args: args as never }) as Promise<bigint>

/** Gas money (anvil_setBalance) and 10 USDC from anvil's account 0 (unlocked). */
async function fundWithUsdc(address: Address) {
  await fund(address)
  const funder = createWalletClient({ account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', transport: http(stack.anvilUrl) })
  const hash = await funder.writeContract({ chain: null, address: usdc, abi: erc20Abi, functionName: 'transfer', args: [address, 10_000_000n] })
  await client.waitForTransactionReceipt({ hash })
}

/** Sends the account's whole USDC balance away (anvil impersonation: the test holds no key of the embedded wallet). */
async function drainUsdc(address: Address) {
  await client.request({ method: 'anvil_impersonateAccount' as never, params: [address] as never })
  try {
    const owner = createWalletClient({ account: address, transport: http(stack.anvilUrl) })
    const balance = await read('balanceOf', [address])
    const hash = await owner.writeContract({ chain: null, address: usdc, abi: erc20Abi, functionName: 'transfer', args: [receiver, balance] })
    await client.waitForTransactionReceipt({ hash })
  } finally {
    await client.request({ method: 'anvil_stopImpersonatingAccount' as never, params: [address] as never })
  }
  expect(await read('balanceOf', [address])).toBe(0n)
}

type Settled = { id: string; status: string; atomic: boolean; receipts: Hex[] }
async function settledBatch(page: import('@playwright/test').Page): Promise<Settled> {
  const output = page.getByTestId('demo-calls-status')
  await expect(output).toHaveAttribute('data-pending', 'false', { timeout: 30_000 })
  await expect(output).toHaveAttribute('data-error', 'false')
  return JSON.parse((await output.textContent()) ?? '{}') as Settled
}

test('smart account: email login → switch to smartAccount (7702 delegation on chain) → approve + transfer in one transaction → a failing batch says which call and why → back to EOA empties the code', async ({
  page,
}) => {
  await page.goto('/')
  const address = (await loginWithEmail(page, uniqueEmail('smart'))) as Address
  await fundWithUsdc(address)
  await expect.poll(() => storageValue(page, 'smartAccountNetworks')).toBe('"31337,8453"')

  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('account-type')).toHaveAttribute('data-type', 'eoa')
  // The switch and its EIP-7702 delegation wait for the user on the secure origin's approval screen
  // (the modal shows ApproveTransaction with the frame over it). Declined: still an EOA, and it says so.
  await page.getByTestId('account-type-toggle').click()
  await expect(secureFrame(page).getByTestId('approve-title')).toHaveText('Switch to smart account')
  await expect(secureFrame(page).getByTestId('approve-screen')).toContainText(simple7702Account)
  await expectFrameOverSlot(page, 'approve-transaction')
  await secureFrame(page).getByTestId('approve-reject').click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Switch to a smart account declined: the account stays an EOA' })).toBeVisible()
  await expect(page.getByTestId('account-type')).toHaveAttribute('data-type', 'eoa')
  expect(await client.getCode({ address })).toBeUndefined()
  expect(await storageValue(page, 'preferredAccountType')).toBe('"eoa"')

  // Approved on the secure frame: delegated on chain.
  await page.getByTestId('account-type-toggle').click()
  await secureFrame(page).getByTestId('approve-confirm').click()
  await expect(page.getByTestId('account-type')).toHaveAttribute('data-type', 'smartAccount', { timeout: 30_000 })
  await expect(page.getByTestId('account-type')).toHaveText('Smart account')
  // The toggle says where it goes (its accessible name): back to the EOA.
  await expect(page.getByTestId('account-type-toggle')).toContainText('Switch to your EOA')
  // smartAccountDeployed: the EIP-7702 delegation is on chain.
  expect(await client.getCode({ address })).toBe(`0xef0100${simple7702Account.slice(2).toLowerCase()}`)
  expect(await storageValue(page, 'preferredAccountType')).toBe('"smartAccount"')
  await page.keyboard.press('Escape')

  const before = await read('balanceOf', [receiver])
  await page.getByTestId('demo-send-calls').click()
  await secureFrame(page).getByTestId('approve-confirm').click()
  const batch = await settledBatch(page)
  expect(batch).toMatchObject({ status: 'success', atomic: true })
  expect(batch.receipts).toHaveLength(1)
  // One user operation through the stack's bundler (alto): one handleOps transaction to the
  // EntryPoint, both effects (read with viem).
  const transaction = await client.getTransaction({ hash: batch.receipts[0]! })
  expect(transaction.to?.toLowerCase()).toBe(entryPoint08Address.toLowerCase())
  const [operation] = parseEventLogs({
    abi: entryPoint08Abi,
    eventName: 'UserOperationEvent',
    logs: (await client.getTransactionReceipt({ hash: transaction.hash })).logs,
  })
  expect(operation?.args).toMatchObject({ sender: address, success: true })
  expect(await read('allowance', [address, spender])).toBe(1_000_000n)
  expect(await read('balanceOf', [receiver])).toBe(before + 1_000_000n)

  // A batch whose second call reverts: the approval screen says which call and why (simulated),
  // and after Approve the page gets the same readable error, not the bundler's 545 characters of hex.
  await drainUsdc(address)
  const reason = `Call 2 of 2 (transfer on ${usdc}) reverted: ERC20InsufficientBalance(sender: ${getAddress(address)}, balance: 0, needed: 1000000)`
  await page.getByTestId('demo-send-calls').click()
  await expect(secureFrame(page).getByTestId('approve-screen')).toContainText(reason)
  await secureFrame(page).getByTestId('approve-confirm').click()
  const output = page.getByTestId('demo-calls-status')
  await expect(output).toHaveAttribute('data-error', 'true', { timeout: 30_000 })
  await expect(output).toHaveText(reason)

  // Back to EOA removes the delegation on chain (EIP-7702 authorisation to the zero address): the
  // page says 'EOA account' and the account's code is empty again.
  await fund(address)
  await page.getByTestId('account-button').click()
  await page.getByTestId('account-type-toggle').click()
  await expect(secureFrame(page).getByTestId('approve-title')).toHaveText('Switch to EOA')
  await expect(secureFrame(page).getByTestId('approve-screen')).toContainText("Removes this account's EIP-7702 delegation")
  await secureFrame(page).getByTestId('approve-confirm').click()
  await expect(page.getByTestId('account-type')).toHaveAttribute('data-type', 'eoa', { timeout: 30_000 })
  await expect(page.getByTestId('account-type')).toHaveText('EOA account')
  await expect(page.getByTestId('account-type-toggle')).toContainText('Switch to your smart account')
  expect(await client.getCode({ address })).toBeUndefined()
  expect(await storageValue(page, 'preferredAccountType')).toBe('"eoa"')
})

test.describe('an injected wallet without EIP-5792', () => {
  test.use({ wallet: async ({}, use) => use(createTestWallet({ accountIndex: 3, chains, eip5792: false })) })

  test('sendCalls falls back to one transaction per call, marked atomic: false', async ({ demo, wallet }) => {
    await connectWallet(demo)
    const address = wallet.getAddress()
    const before = await read('balanceOf', [receiver])
    await demo.getByTestId('demo-send-calls').click()
    const batch = await settledBatch(demo)
    expect(batch).toMatchObject({ status: 'success', atomic: false })
    expect(batch.receipts).toHaveLength(2)
    expect(new Set(batch.receipts).size).toBe(2)
    expect(await read('allowance', [address, spender])).toBe(1_000_000n)
    expect(await read('balanceOf', [receiver])).toBe(before + 1_000_000n)
  })
})
