import { createPublicClient, createWalletClient, encodeFunctionData, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryPointAbi } from '../contracts/entryPoint.js'
import { simple7702AccountAbi } from '../contracts/simple7702Account.js'
import { testTokenAbi } from '../contracts/testToken.js'
import { DEVNET_ACCOUNTS, DEVNET_MNEMONIC } from '../devnetAccounts.js'
import { DEVNET_TOKENS } from '../devnetTokens.js'
import { type Devnet, startDevnet } from '../startDevnet.js'
import { deployAccountAbstraction } from './deployAccountAbstraction.js'
import { DEVNET_ACCOUNT_ABSTRACTION } from './devnetAccountAbstraction.js'

const TIMEOUT = 60_000

describe('account abstraction on the devnet', () => {
  let devnet: Devnet

  beforeAll(async () => {
    devnet = await startDevnet({ freePorts: true, handleSignals: false })
  }, TIMEOUT)

  afterAll(async () => {
    await devnet?.stop()
  }, TIMEOUT)

  it('deploys EntryPoint v0.8 and Simple7702Account at the same addresses on both chains, idempotently', async () => {
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      for (const address of Object.values(DEVNET_ACCOUNT_ABSTRACTION)) expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]{100,}/)
      expect(
        await client.readContract({
          address: DEVNET_ACCOUNT_ABSTRACTION.entryPoint,
          abi: entryPointAbi,
          functionName: 'getNonce',
          args: [DEVNET_ACCOUNTS[0]!, 0n],
        }),
      ).toBe(0n)
      await deployAccountAbstraction(chain.rpcUrl)
    }
  })

  it('runs an EIP-7702-delegated executeBatch (approve + transfer) in one transaction, and refuses a stranger', async () => {
    const chain = devnet.chains[0]!
    const transport = http(chain.rpcUrl)
    const publicClient = createPublicClient({ transport, pollingInterval: 20 })
    const owner = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 9 })
    const wallet = createWalletClient({ account: owner, transport })
    const usdc = DEVNET_TOKENS.USDC.address
    const [spender, receiver] = [DEVNET_ACCOUNTS[7]!, DEVNET_ACCOUNTS[8]!]
    const before = await publicClient.readContract({ address: usdc, abi: testTokenAbi, functionName: 'balanceOf', args: [receiver] })
    const authorization = await wallet.signAuthorization({
      contractAddress: DEVNET_ACCOUNT_ABSTRACTION.simple7702Account,
      executor: 'self',
      chainId: chain.chainId,
    })
    const calls = [
      { target: usdc, value: 0n, data: encodeFunctionData({ abi: testTokenAbi, functionName: 'approve', args: [spender, 5n] }) },
      { target: usdc, value: 0n, data: encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [receiver, 7n] }) },
    ]
    const hash = await wallet.sendTransaction({
      chain: null,
      to: owner.address,
      authorizationList: [authorization],
      data: encodeFunctionData({ abi: simple7702AccountAbi, functionName: 'executeBatch', args: [calls] }),
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.type).toBe('eip7702')
    expect(await publicClient.getCode({ address: owner.address })).toBe(`0xef0100${DEVNET_ACCOUNT_ABSTRACTION.simple7702Account.slice(2).toLowerCase()}`)
    expect(await publicClient.readContract({ address: usdc, abi: testTokenAbi, functionName: 'allowance', args: [owner.address, spender] })).toBe(5n)
    expect(await publicClient.readContract({ address: usdc, abi: testTokenAbi, functionName: 'balanceOf', args: [receiver] })).toBe(before + 7n)

    await expect(
      publicClient.call({
        account: DEVNET_ACCOUNTS[6]!,
        to: owner.address,
        data: encodeFunctionData({ abi: simple7702AccountAbi, functionName: 'executeBatch', args: [calls] }),
      }),
    ).rejects.toThrow(/not from self or EntryPoint/)
  })
})
