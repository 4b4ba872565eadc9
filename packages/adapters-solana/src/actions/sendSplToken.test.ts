import { SOLANA_DEVNET_TOKENS, type SolanaDevnet, startSolanaDevnet } from '@kit/devnet'
import { createSolanaTestWallet } from '@kit/test'
import { getAssociatedTokenAddressSync, getAccount as getTokenAccount } from '@solana/spl-token'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { setupConnected } from '../test/setupConnected.js'
import { getTokenBalances } from './getTokenBalances.js'
import { sendSplToken } from './sendSplToken.js'
import { waitForSignature } from './waitForSignature.js'

const usdc = SOLANA_DEVNET_TOKENS.USDC

let devnet: SolanaDevnet
beforeAll(async () => {
  devnet = await startSolanaDevnet({ freePorts: true })
})
afterAll(async () => {
  await devnet?.stop()
})

test('default: sends USDC to a new receiver (its token account is created), confirmed; balances follow', async () => {
  const wallet = createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, account: 5 })
  const { kit } = await setupConnected({ rpcUrl: devnet.rpcUrl, wallet })
  expect(await getTokenBalances(kit)).toEqual([
    { mint: usdc.address, programId: usdc.programId, amount: usdc.amountPerAccount, decimals: 6, formatted: '1000000' },
  ])
  const to = Keypair.generate().publicKey.toBase58()
  const signature = await sendSplToken(kit, { mint: usdc.address, to, amount: 1_500_000n })
  expect((await waitForSignature(kit, { signature })).err).toBeNull()
  const connection = new Connection(devnet.rpcUrl, 'confirmed')
  const receiverAccount = await getTokenAccount(connection, getAssociatedTokenAddressSync(new PublicKey(usdc.address), new PublicKey(to)))
  expect(receiverAccount.amount).toBe(1_500_000n)
  expect(await getTokenBalances(kit, { address: to })).toMatchObject([{ mint: usdc.address, amount: 1_500_000n, formatted: '1.5' }])
  expect((await getTokenBalances(kit))[0]).toMatchObject({ amount: usdc.amountPerAccount - 1_500_000n, formatted: '999998.5' })
  // The receiver's account exists now: a second transfer creates nothing and still works.
  await waitForSignature(kit, { signature: await sendSplToken(kit, { mint: usdc.address, to, amount: 1n, decimals: 6 }) })
  expect((await getTokenAccount(connection, receiverAccount.address)).amount).toBe(1_500_001n)
  kit._internal.unmount()
})

test('behavior: bad input is refused before the wallet; wrong decimals fail on chain', async () => {
  const wallet = createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, account: 5 })
  const { kit } = await setupConnected({ rpcUrl: devnet.rpcUrl, wallet })
  let prompts = 0
  wallet.override('signAndSendTransaction', (_input, next) => {
    prompts++
    return next()
  })
  await expect(sendSplToken(kit, { mint: usdc.address, to: '0xabc', amount: 1n })).rejects.toThrowErrorMatchingInlineSnapshot(`
    [InvalidAddressError: Invalid address

    Details: "0xabc" is not a valid solana address
    Version: @kit/core@0.1.0]
  `)
  await expect(sendSplToken(kit, { mint: 'nope', to: wallet.getAddress(), amount: 1n })).rejects.toMatchObject({ name: 'InvalidAddressError' })
  await expect(sendSplToken(kit, { mint: Keypair.generate().publicKey.toBase58(), to: wallet.getAddress(), amount: 1n })).rejects.toThrow(
    'is not an SPL token mint',
  )
  expect(prompts).toBe(0)
  await expect(sendSplToken(kit, { mint: usdc.address, to: wallet.getAddress(), amount: 1n, decimals: 9 })).rejects.toMatchObject({
    name: 'WalletRpcError',
  })
  kit._internal.unmount()
})
