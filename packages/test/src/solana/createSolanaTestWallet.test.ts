import { SOLANA_DEVNET_ACCOUNTS, type SolanaDevnet, startSolanaDevnet } from '@kit/devnet'
import { ed25519 } from '@noble/curves/ed25519'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletStandardHost } from '../multi/createWalletStandardHost.js'
import { toStandardWallet } from '../multi/toStandardWallet.js'
import { createSolanaTestWallet } from './createSolanaTestWallet.js'
import { resolveSolanaTestAccount } from './resolveSolanaTestAccount.js'

type Feature = Record<string, (...inputs: unknown[]) => Promise<unknown>>

describe('createSolanaTestWallet', () => {
  let devnet: SolanaDevnet
  let connection: Connection
  beforeAll(async () => {
    devnet = await startSolanaDevnet({ freePorts: true, slotIntervalMs: 100 })
    connection = new Connection(devnet.rpcUrl, 'confirmed')
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  const setup = (account = 0) => {
    const wallet = createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, account })
    const standard = toStandardWallet(createWalletStandardHost({ name: wallet.name, icon: wallet.icon, parts: [wallet.part] }))
    const feature = (name: string) => standard.features[name as `${string}:${string}`] as Feature
    return { wallet, standard, feature }
  }

  it('derives the devnet accounts by index and from secret keys', () => {
    for (const [index, key] of SOLANA_DEVNET_ACCOUNTS.entries()) {
      expect(resolveSolanaTestAccount(index).publicKey.toBase58()).toBe(key.address)
      expect(resolveSolanaTestAccount(key.secretKey).publicKey.toBase58()).toBe(key.address)
    }
    expect(() => resolveSolanaTestAccount('abc')).toThrow('64 bytes')
  })

  it('connects (silent connect never prompts), signs a message that verifies, emits changes', async () => {
    const { wallet, standard, feature } = setup(1)
    expect(standard.accounts).toEqual([])
    expect(await feature('standard:connect').connect!({ silent: true })).toEqual({ accounts: [] })
    const changes: unknown[] = []
    feature('standard:events').on!('change', ((properties: unknown) => changes.push(properties)) as never)
    const { accounts } = (await feature('standard:connect').connect!()) as { accounts: { address: string; publicKey: Uint8Array; chains: string[] }[] }
    expect(accounts.map((account) => account.address)).toEqual([SOLANA_DEVNET_ACCOUNTS[1]!.address])
    expect(accounts[0]).toBe(standard.accounts[0])
    expect(accounts[0]!.chains).toEqual(['solana:devnet'])
    expect(changes).toHaveLength(1)
    const message = new TextEncoder().encode('hello')
    const [output] = (await feature('solana:signMessage').signMessage!({ account: accounts[0], message })) as { signature: Uint8Array }[]
    expect(ed25519.verify(output!.signature, message, accounts[0]!.publicKey)).toBe(true)
    wallet.setAccount(2)
    expect(standard.accounts[0]!.address).toBe(SOLANA_DEVNET_ACCOUNTS[2]!.address)
    expect(changes).toHaveLength(2)
    wallet.disconnectWallet()
    expect(standard.accounts).toEqual([])
  })

  it('wrapMessage: signs the message between the prefix and suffix and returns those bytes as signedMessage', async () => {
    const wallet = createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, account: 4, wrapMessage: { prefix: '<<wrap>>\n', suffix: new Uint8Array([0, 255]) } })
    const standard = toStandardWallet(createWalletStandardHost({ name: wallet.name, icon: wallet.icon, parts: [wallet.part] }))
    const feature = (name: string) => standard.features[name as `${string}:${string}`] as Feature
    await feature('standard:connect').connect!()
    const message = new TextEncoder().encode('hello')
    const [output] = (await feature('solana:signMessage').signMessage!({ account: standard.accounts[0], message })) as {
      signedMessage: Uint8Array
      signature: Uint8Array
    }[]
    const expected = new Uint8Array([...new TextEncoder().encode('<<wrap>>\n'), ...message, 0, 255])
    expect(output!.signedMessage).toEqual(expected)
    expect(ed25519.verify(output!.signature, expected, standard.accounts[0]!.publicKey)).toBe(true)
    expect(ed25519.verify(output!.signature, message, standard.accounts[0]!.publicKey)).toBe(false)
    // Default: the plain message.
    const plain = setup(4)
    await plain.feature('standard:connect').connect!()
    const [own] = (await plain.feature('solana:signMessage').signMessage!({ account: plain.standard.accounts[0], message })) as { signedMessage: Uint8Array }[]
    expect(own!.signedMessage).toEqual(message)
  })

  it('rejects with code 4001 in reject mode and 4100 for an unknown account', async () => {
    const { wallet, standard, feature } = setup()
    wallet.setReject(true)
    await expect(feature('standard:connect').connect!()).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    wallet.setReject(false)
    await feature('standard:connect').connect!()
    const account = standard.accounts[0]
    wallet.setReject(true)
    await expect(feature('solana:signMessage').signMessage!({ account, message: new Uint8Array([1]) })).rejects.toMatchObject({ code: 4001 })
    await expect(
      feature('solana:signMessage').signMessage!({ account: { address: Keypair.generate().publicKey.toBase58() }, message: new Uint8Array([1]) }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('signs legacy and v0 transactions, and signs and sends to the devnet', async () => {
    const { standard, feature } = setup(3)
    await feature('standard:connect').connect!()
    const [account] = standard.accounts
    const from = new PublicKey(account!.address)
    const to = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const legacy = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: LAMPORTS_PER_SOL }),
    )
    const v0 = new VersionedTransaction(
      new TransactionMessage({ payerKey: from, recentBlockhash: blockhash, instructions: legacy.instructions }).compileToV0Message(),
    )
    const signed = (await feature('solana:signTransaction').signTransaction!(
      { account, transaction: legacy.serialize({ requireAllSignatures: false }) },
      { account, transaction: v0.serialize() },
    )) as { signedTransaction: Uint8Array }[]
    expect(Transaction.from(signed[0]!.signedTransaction).verifySignatures()).toBe(true)
    expect(VersionedTransaction.deserialize(signed[1]!.signedTransaction).version).toBe(0)

    const [sent] = (await feature('solana:signAndSendTransaction').signAndSendTransaction!({
      account,
      transaction: v0.serialize(),
      chain: 'solana:devnet',
      options: { skipPreflight: false, preflightCommitment: 'confirmed' },
    })) as { signature: Uint8Array }[]
    expect(sent!.signature).toHaveLength(64)
    await expect.poll(() => connection.getBalance(to), { timeout: 10_000 }).toBe(LAMPORTS_PER_SOL)
    await expect(
      feature('solana:signAndSendTransaction').signAndSendTransaction!({ account, transaction: v0.serialize(), chain: 'solana:mainnet' }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})
