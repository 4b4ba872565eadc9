import {
  createTransferCheckedInstruction,
  getAccount,
  getAssociatedTokenAddressSync,
  getMint,
  getOrCreateAssociatedTokenAccount,
  transfer,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { keypairOf } from './seedSolanaDevnet.js'
import { SOLANA_DEVNET_ACCOUNTS } from './solanaAccounts.js'
import { SOLANA_CLUSTERS } from './solanaClusters.js'
import { SOLANA_DEVNET_TOKENS } from './solanaTokens.js'
import { type SolanaDevnet, startSolanaDevnet } from './startSolanaDevnet.js'

let devnet: SolanaDevnet
let connection: Connection
const usdc = new PublicKey(SOLANA_DEVNET_TOKENS.USDC.address)
const account = (index: number) => {
  const key = SOLANA_DEVNET_ACCOUNTS[index]
  if (!key) throw new Error(`no account ${index}`)
  return keypairOf(key)
}

async function rpc(method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return response.json()
}

beforeAll(async () => {
  devnet = await startSolanaDevnet({ freePorts: true, slotIntervalMs: 100 })
  connection = new Connection(devnet.rpcUrl, 'confirmed')
})
afterAll(async () => {
  await devnet?.stop()
})

describe('startSolanaDevnet', () => {
  test('default: serves the devnet cluster on a port pair', async () => {
    expect(devnet.wsPort).toBe(devnet.port + 1)
    expect(await connection.getGenesisHash()).toBe(SOLANA_CLUSTERS.devnet.genesisHash)
    expect(devnet.cluster.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(devnet.clusters.map(({ caipNetworkId, local, rpcUrl }) => ({ caipNetworkId, local, rpcUrl }))).toEqual([
      { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', local: false, rpcUrl: 'https://api.mainnet-beta.solana.com' },
      { caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', local: true, rpcUrl: devnet.rpcUrl },
      { caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', local: false, rpcUrl: 'https://api.testnet.solana.com' },
    ])
    expect(await rpc('getHealth')).toEqual({ jsonrpc: '2.0', id: 1, result: 'ok' })
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    const epoch = await connection.getEpochInfo()
    expect(epoch.absoluteSlot).toBeGreaterThan(0)
    expect(await connection.getBlockHeight()).toBeGreaterThan(0)
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280)
    expect(await connection.getRecentPrioritizationFees()).toEqual(expect.any(Array))
  })

  test('behavior: the slot and blockhash advance on the interval', async () => {
    const first = await connection.getLatestBlockhash()
    const slot = await connection.getSlot()
    await new Promise((resolve) => setTimeout(resolve, 350))
    const next = await connection.getLatestBlockhash()
    expect(await connection.getSlot()).toBeGreaterThan(slot)
    expect(next.blockhash).not.toBe(first.blockhash)
    expect(next.lastValidBlockHeight).toBeGreaterThan(first.lastValidBlockHeight)
    expect((await connection.isBlockhashValid(first.blockhash)).value).toBe(true)
  })

  test('default: test accounts hold SOL and USDC', async () => {
    const owner = new PublicKey(SOLANA_DEVNET_ACCOUNTS[3]?.address ?? '')
    expect(await connection.getBalance(owner)).toBe(1_000 * LAMPORTS_PER_SOL)
    const ata = getAssociatedTokenAddressSync(usdc, owner)
    expect((await connection.getTokenAccountBalance(ata)).value).toEqual({
      amount: '1000000000000',
      decimals: 6,
      uiAmount: 1_000_000,
      uiAmountString: '1000000',
    })
    const parsed = await connection.getParsedTokenAccountsByOwner(owner, { mint: usdc })
    expect(parsed.value).toHaveLength(1)
    expect(parsed.value[0]?.pubkey.toBase58()).toBe(ata.toBase58())
    expect(parsed.value[0]?.account.data.parsed).toMatchObject({
      type: 'account',
      info: { mint: usdc.toBase58(), owner: owner.toBase58(), state: 'initialized', tokenAmount: { decimals: 6, uiAmount: 1_000_000 } },
    })
    const raw = await connection.getTokenAccountsByOwner(owner, { programId: new PublicKey(SOLANA_DEVNET_TOKENS.USDC.programId) })
    expect(raw.value.map(({ pubkey }) => pubkey.toBase58())).toEqual([ata.toBase58()])
    const mint = await getMint(connection, usdc)
    expect({ decimals: mint.decimals, supply: mint.supply, authority: mint.mintAuthority?.toBase58() }).toEqual({
      decimals: 6,
      supply: 10n * SOLANA_DEVNET_TOKENS.USDC.amountPerAccount,
      authority: SOLANA_DEVNET_TOKENS.USDC.mintAuthority,
    })
    const infos = await connection.getMultipleAccountsInfo([owner, ata, Keypair.generate().publicKey])
    expect(infos.map((info) => info?.owner.toBase58() ?? null)).toEqual(['11111111111111111111111111111111', SOLANA_DEVNET_TOKENS.USDC.programId, null])
  })

  test('behavior: requestAirdrop credits lamports and confirms', async () => {
    const wallet = Keypair.generate()
    const signature = await connection.requestAirdrop(wallet.publicKey, 2 * LAMPORTS_PER_SOL)
    const result = await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) })
    expect(result.value.err).toBeNull()
    expect(await connection.getBalance(wallet.publicKey)).toBe(2 * LAMPORTS_PER_SOL)
    await devnet.airdrop(wallet.publicKey.toBase58(), 1n)
    expect(await connection.getBalance(wallet.publicKey)).toBe(2 * LAMPORTS_PER_SOL + 1)
  })

  test('behavior: sends and confirms a SOL transfer', async () => {
    const sender = account(0)
    const recipient = Keypair.generate().publicKey
    const before = await connection.getBalance(sender.publicKey)
    const transaction = new Transaction().add(SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: recipient, lamports: LAMPORTS_PER_SOL / 10 }))
    const signature = await sendAndConfirmTransaction(connection, transaction, [sender])
    expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL / 10)
    expect(await connection.getBalance(sender.publicKey)).toBe(before - LAMPORTS_PER_SOL / 10 - 5_000)
    const status = await connection.getSignatureStatus(signature)
    expect(status.value).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  test('behavior: onAccountChange (accountSubscribe) reports a transfer', async () => {
    const sender = account(0)
    const recipient = Keypair.generate().publicKey
    let listener: number | undefined
    const changed = new Promise<number>((resolve) => {
      listener = connection.onAccountChange(recipient, (info) => resolve(info.lamports))
    })
    // The subscription reaches the server asynchronously: transfer until a notification arrives.
    let notified: number | undefined
    for (let attempt = 1; notified === undefined && attempt <= 10; attempt++) {
      const transfer = SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: recipient, lamports: 1_000_000 })
      await sendAndConfirmTransaction(connection, new Transaction().add(transfer), [sender])
      notified = await Promise.race([changed, new Promise<undefined>((resolve) => setTimeout(resolve, 500))])
    }
    if (listener !== undefined) await connection.removeAccountChangeListener(listener)
    const balance = await connection.getBalance(recipient)
    expect(notified).toBeGreaterThanOrEqual(1_000_000)
    expect(notified).toBeLessThanOrEqual(balance)
    expect((notified ?? 0) % 1_000_000).toBe(0)
  })

  test('behavior: signatureSubscribe notifies once the transaction lands', async () => {
    const socket = new WebSocket(devnet.wsUrl)
    const messages: { id?: number; result?: unknown; method?: string; params?: { result: unknown; subscription: number } }[] = []
    const next = () => new Promise<(typeof messages)[number]>((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))))
    await new Promise((resolve) => socket.once('open', resolve))
    const sender = account(6)
    const transaction = new Transaction({ feePayer: sender.publicKey, ...(await connection.getLatestBlockhash()) }).add(
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: account(7).publicKey, lamports: 1 }),
    )
    transaction.sign(sender)
    const signature = bs58.encode(transaction.signature ?? new Uint8Array())
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: [signature, { commitment: 'confirmed' }] }))
    const subscribed = await next()
    expect(subscribed).toEqual({ jsonrpc: '2.0', id: 1, result: expect.any(Number) })
    const notified = next()
    await connection.sendRawTransaction(transaction.serialize())
    expect(await notified).toEqual({
      jsonrpc: '2.0',
      method: 'signatureNotification',
      params: { result: { context: { slot: expect.any(Number) }, value: { err: null } }, subscription: subscribed.result },
    })
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'signatureUnsubscribe', params: [subscribed.result] }))
    expect(await next()).toMatchObject({ id: 2, error: { code: -32602, message: 'Invalid subscription id.' } }) // one-shot: already removed
    socket.close()
  })

  test('behavior: sends a v0 transaction with sendTransaction and fee from getFeeForMessage', async () => {
    const sender = account(1)
    const recipient = Keypair.generate().publicKey
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: sender.publicKey,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: recipient, lamports: 1_000_000 })],
    }).compileToV0Message()
    expect((await connection.getFeeForMessage(message)).value).toBe(5_000)
    const transaction = new VersionedTransaction(message)
    transaction.sign([sender])
    const simulation = await connection.simulateTransaction(transaction, { sigVerify: true })
    expect(simulation.value.err).toBeNull()
    expect(simulation.value.logs).toContain('Program 11111111111111111111111111111111 success')
    const signature = await connection.sendTransaction(transaction, { maxRetries: 0, preflightCommitment: 'processed' })
    const confirmation = await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight }, 'finalized')
    expect(confirmation.value.err).toBeNull()
    expect(await connection.getBalance(recipient)).toBe(1_000_000)
  })

  test('behavior: transfers USDC with @solana/spl-token', async () => {
    const sender = account(2)
    const recipient = Keypair.generate()
    await connection.confirmTransaction({
      signature: await connection.requestAirdrop(recipient.publicKey, LAMPORTS_PER_SOL),
      ...(await connection.getLatestBlockhash()),
    })
    const source = getAssociatedTokenAddressSync(usdc, sender.publicKey)
    const destination = await getOrCreateAssociatedTokenAccount(connection, sender, usdc, recipient.publicKey)
    await transfer(connection, sender, source, destination.address, sender, 2_500_000n)
    const checked = new Transaction().add(createTransferCheckedInstruction(source, usdc, destination.address, sender.publicKey, 500_000n, 6))
    await sendAndConfirmTransaction(connection, checked, [sender])
    expect((await getAccount(connection, destination.address)).amount).toBe(3_000_000n)
    expect((await connection.getTokenAccountBalance(destination.address)).value.uiAmountString).toBe('3')
    expect((await connection.getTokenAccountBalance(source)).value.amount).toBe(String(SOLANA_DEVNET_TOKENS.USDC.amountPerAccount - 3_000_000n))
    const supply = await connection.getTokenSupply(usdc)
    expect(supply.value.amount).toBe(String(10n * SOLANA_DEVNET_TOKENS.USDC.amountPerAccount))
  })

  test('behavior: rejects a transfer above the balance with the simulation logs', async () => {
    const poor = Keypair.generate()
    await devnet.airdrop(poor.publicKey.toBase58(), LAMPORTS_PER_SOL)
    const transaction = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: account(0).publicKey, lamports: 5 * LAMPORTS_PER_SOL }),
    )
    const error = await sendAndConfirmTransaction(connection, transaction, [poor]).catch((cause: unknown) => cause)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).message).toContain('Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1')
    expect((error as SendTransactionError).logs?.join('\n')).toContain('insufficient lamports')
    expect(await connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL) // preflight failed: no fee taken
  })

  test('behavior: rejects a tampered signature and an unknown blockhash', async () => {
    const sender = account(4)
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: sender.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: account(5).publicKey, lamports: 1 }),
    )
    transaction.sign(sender)
    const wire = transaction.serialize()
    wire[10] = (wire[10] ?? 0) ^ 0xff // inside the first signature
    await expect(connection.sendRawTransaction(wire)).rejects.toThrow('Transaction signature verification failure')

    const stale = new Transaction({ feePayer: sender.publicKey, recentBlockhash: Keypair.generate().publicKey.toBase58() }).add(
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: account(5).publicKey, lamports: 1 }),
    )
    stale.sign(sender)
    await expect(connection.sendRawTransaction(stale.serialize())).rejects.toThrow('Blockhash not found')

    await expect(connection.sendRawTransaction(Buffer.from([1, 2, 3]))).rejects.toThrow('failed to deserialize')
  })

  test('behavior: a transaction failing on chain with skipPreflight lands with its error', async () => {
    const poor = Keypair.generate()
    await devnet.airdrop(poor.publicKey.toBase58(), LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: poor.publicKey, ...latest }).add(
      SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: account(0).publicKey, lamports: 2 * LAMPORTS_PER_SOL }),
    )
    transaction.sign(poor)
    const signature = await connection.sendRawTransaction(transaction.serialize(), { skipPreflight: true })
    const result = await connection.confirmTransaction({ signature, ...latest })
    expect(result.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(await connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL - 5_000)
  })

  test('behavior: unknown methods answer Method not found', async () => {
    const response = await fetch(devnet.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getNothing' },
        { jsonrpc: '2.0', id: 2, method: 'getSlot' },
      ]),
    })
    const body = (await response.json()) as { id: number; error?: { code: number }; result?: number }[]
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(body[0]).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } })
    expect(body[1]?.result).toEqual(expect.any(Number))
  })
})

describe('startSolanaDevnet ports', () => {
  test('parameters: KIT_SOLANA_PORT (WebSocket on the next port) and a busy port', async () => {
    const { findFreePort } = await import('../findFreePort.js')
    const port = await findFreePort()
    const second = await startSolanaDevnet({ env: { KIT_SOLANA_PORT: String(port), KIT_SOLANA_WS_PORT: '0' }, slotIntervalMs: 0, cluster: 'testnet' })
    try {
      expect(second.port).toBe(port)
      expect(second.wsPort).not.toBe(0)
      expect(second.cluster.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
      expect(second.clusters.filter((cluster) => cluster.local)).toHaveLength(1)
      expect(await new Connection(second.rpcUrl).getGenesisHash()).toBe(SOLANA_CLUSTERS.testnet.genesisHash)
      await expect(startSolanaDevnet({ port, slotIntervalMs: 0 })).rejects.toThrow(
        `Port ${port} on 127.0.0.1 is already in use; set KIT_SOLANA_PORT to another port.`,
      )
      await expect(startSolanaDevnet({ port, slotIntervalMs: 0 })).rejects.toMatchObject({ name: 'PortInUseError', code: 'EADDRINUSE' })
    } finally {
      await second.stop()
    }
    const { isPortFree } = await import('../isPortFree.js')
    expect([await isPortFree(second.port), await isPortFree(second.wsPort)]).toEqual([true, true])
    await expect(startSolanaDevnet({ env: { KIT_SOLANA_PORT: 'abc' } })).rejects.toThrow('Invalid port "abc" (from KIT_SOLANA_PORT)')
  })
})
