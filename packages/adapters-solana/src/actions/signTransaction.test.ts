import { createKit, createMemoryBackend, solanaDevnet } from '@kit/core'
import { type SolanaDevnet, startSolanaDevnet } from '@kit/devnet'
import { createSolanaTestWallet } from '@kit/test'
import { Connection, Keypair, type PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { solanaAdapter } from '../solanaAdapter.js'
import { setupConnected } from '../test/setupConnected.js'
import { getConnection } from './getConnection.js'
import { signAllTransactions } from './signAllTransactions.js'
import { signAndSendTransaction } from './signAndSendTransaction.js'
import { signTransaction } from './signTransaction.js'
import { waitForSignature } from './waitForSignature.js'

let devnet: SolanaDevnet
beforeAll(async () => {
  devnet = await startSolanaDevnet({ freePorts: true })
})
afterAll(async () => {
  await devnet?.stop()
})

async function transfers(from: PublicKey, count: number) {
  const connection = new Connection(devnet.rpcUrl, 'confirmed')
  const { blockhash } = await connection.getLatestBlockhash()
  return Array.from({ length: count }, (_, index) => {
    const instruction = SystemProgram.transfer({ fromPubkey: from, toPubkey: Keypair.generate().publicKey, lamports: 1_000_000 + index })
    return new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(instruction)
  })
}

test('signTransaction: legacy and v0 come back signed, of the same kind', async () => {
  const wallet = createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, account: 3 })
  const { kit } = await setupConnected({ rpcUrl: devnet.rpcUrl, wallet })
  const from = wallet.getKeypair().publicKey
  const [legacy] = await transfers(from, 1)
  const signed = await signTransaction(kit, { transaction: legacy! })
  expect(signed).toBeInstanceOf(Transaction)
  expect(signed.verifySignatures()).toBe(true)
  const v0 = new VersionedTransaction(
    new TransactionMessage({ payerKey: from, recentBlockhash: legacy!.recentBlockhash!, instructions: legacy!.instructions }).compileToV0Message(),
  )
  const signedV0 = await signTransaction(kit, { transaction: v0 })
  expect(signedV0).toBeInstanceOf(VersionedTransaction)
  expect(signedV0.signatures[0]!.some((byte) => byte !== 0)).toBe(true)
  kit._internal.unmount()
})

test('signAllTransactions: one prompt, all signed in order; a refusal is UserRejectedRequestError', async () => {
  const wallet = createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, account: 3 })
  const { kit } = await setupConnected({ rpcUrl: devnet.rpcUrl, wallet })
  let prompts = 0
  wallet.override('signTransaction', (_inputs, next) => {
    prompts++
    return next()
  })
  const list = await transfers(wallet.getKeypair().publicKey, 3)
  const signed = await signAllTransactions(kit, { transactions: list })
  expect(prompts).toBe(1)
  expect(signed.map((transaction) => transaction.verifySignatures())).toEqual([true, true, true])
  expect(signed.map((transaction) => transaction.instructions[0]!.data.toString('hex'))).toEqual(
    list.map((transaction) => transaction.instructions[0]!.data.toString('hex')),
  )
  expect(await signAllTransactions(kit, { transactions: [] })).toEqual([])
  wallet.setReject(true)
  await expect(signAllTransactions(kit, { transactions: list })).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
  kit._internal.unmount()
})

test('signAndSendTransaction: options reach the wallet; confirmed on chain', async () => {
  const wallet = createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, account: 3 })
  const { kit } = await setupConnected({ rpcUrl: devnet.rpcUrl, wallet })
  const inputs: unknown[] = []
  wallet.override('signAndSendTransaction', (input, next) => {
    inputs.push(input)
    return next()
  })
  const [transaction] = await transfers(wallet.getKeypair().publicKey, 1)
  const slot = await (await getConnection(kit)).getSlot()
  const options = { skipPreflight: true, preflightCommitment: 'processed', maxRetries: 2, minContextSlot: slot } as const
  const signature = await signAndSendTransaction(kit, { transaction: transaction!, options })
  expect(inputs).toMatchObject([[{ chain: 'solana:devnet', options }]])
  expect((await waitForSignature(kit, { signature })).err).toBeNull()
  kit._internal.unmount()
})

test('behavior: not connected → ConnectorNotConnectedError', async () => {
  const kit = createKit({
    projectId: 'test',
    networks: [solanaDevnet],
    adapters: [solanaAdapter()],
    storage: createMemoryBackend(),
    environment: { isBrowser: () => false },
  })
  const [transaction] = await transfers(Keypair.generate().publicKey, 1)
  await expect(signTransaction(kit, { transaction: transaction! })).rejects.toMatchObject({ name: 'ConnectorNotConnectedError' })
  await expect(signAndSendTransaction(kit, { transaction: transaction! })).rejects.toMatchObject({ name: 'ConnectorNotConnectedError' })
  await expect(getConnection(kit, { networkId: 'solana:unknown' })).rejects.toMatchObject({ name: 'ChainNotConfiguredError' })
})
