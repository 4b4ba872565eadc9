import { type SolanaDevnet, startSolanaDevnet } from '@kit/devnet'
import { ed25519 } from '@noble/curves/ed25519'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { decryptSecret } from '../crypto/keyEncryption.js'
import type { RunningSecure } from '../startSecure.js'
import { createClock, createTestClient, startTestSecure, type TestClient } from '../testing/testSecure.js'
import { solanaWalletAssociatedData } from '../wallet/solanaWallets.js'

// Issue 17, the embedded wallet on Solana: an ed25519 key per user beside the EVM key (encrypted
// the same way), and the Solana methods of docs/rules/calls.md behind the same approval and device
// proof as the EVM ones, against the local Solana devnet (apps/devnet).

let devnet: SolanaDevnet
let secure: RunningSecure
let client: TestClient
let network: string
// The 30 s email cooldown: a second login of one email moves this clock on first.
const clock = createClock(Date.now())

beforeAll(async () => {
  devnet = await startSolanaDevnet({ freePorts: true, slotIntervalMs: 50 })
  network = devnet.cluster.caipNetworkId
  secure = await startTestSecure({ now: clock.now, solanaChains: [{ id: network, name: 'Solana Devnet', rpcUrls: [devnet.rpcUrl] }] })
  client = createTestClient(secure, { now: clock.now })
}, 60_000)
afterAll(async () => {
  await secure?.stop()
  await devnet?.stop()
})

type Approval = { id: string; method: string; chainId: string; requestHash: string; preview: Record<string, unknown> }

async function login(email: string): Promise<{ token: string; evm: string; solana: string }> {
  clock.advance(31_000)
  await client.post('/api/email/connect', { email })
  const { code } = await client.latestMail(email)
  const { body } = await client.post<{ token: string }>('/api/email/otp', { email, otp: code })
  const evm = await client.post<{ address: string }>('/api/user', {}, body.token)
  const solana = await client.post<{ address: string; chainId: string }>('/api/user', { chainId: network }, body.token)
  expect(solana.body.chainId).toBe(network)
  return { token: body.token, evm: evm.body.address, solana: solana.body.address }
}

async function ask(token: string, method: string, params: unknown): Promise<Approval> {
  const response = await client.post<{ status: string; approval: Approval }>('/api/rpc', { method, params, chainId: network, chainNamespace: 'solana' }, token)
  expect(response).toMatchObject({ status: 200, body: { status: 'approval_required' } })
  return response.body.approval
}

async function approve<T>(token: string, approval: Approval): Promise<T> {
  const device = await client.deviceOf(token)
  const proof = await device.proveApproval({ approvalId: approval.id, requestHash: approval.requestHash })
  const response = await client.post<{ result: T }>(`/api/rpc/approvals/${approval.id}`, { approve: true, proof }, token)
  expect(response.status).toBe(200)
  return response.body.result
}

async function transfer(from: string, to: PublicKey, lamports: number): Promise<Transaction> {
  const { blockhash } = await new Connection(devnet.rpcUrl, 'confirmed').getLatestBlockhash()
  return new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: to, lamports }),
  )
}

const serialize = (transaction: Transaction): string => bs58.encode(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))

describe('the Solana key', () => {
  test('default: one ed25519 key per user beside the EVM key, encrypted at rest with the master key', async () => {
    const first = await login('sol-key-1@example.com')
    const second = await login('sol-key-2@example.com')
    for (const user of [first, second]) expect(PublicKey.isOnCurve(new PublicKey(user.solana).toBytes())).toBe(true)
    expect(first.solana).not.toBe(second.solana)
    expect(first.evm).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const { db, masterKey } = secure.internals.context
    const [row] = await db.query<{ user_id: string; encrypted_key: string; key_id: string }>(
      'select user_id, encrypted_key, key_id from secure_solana_wallets where address = $1',
      [first.solana],
    )
    expect(row?.key_id).toBe(masterKey.id)
    expect(row?.encrypted_key).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/)
    // The stored value opens only with this user's id and address as associated data.
    const secret = decryptSecret(masterKey, row!.encrypted_key, solanaWalletAssociatedData(row!.user_id, first.solana))
    expect(bs58.encode(ed25519.getPublicKey(Uint8Array.from(Buffer.from(secret, 'hex'))))).toBe(first.solana)
    expect(() => decryptSecret(masterKey, row!.encrypted_key, solanaWalletAssociatedData(row!.user_id, second.solana))).toThrow(/could not be decrypted/)
    // Logging in again keeps the same key.
    expect((await login('sol-key-1@example.com')).solana).toBe(first.solana)
  })

  test('behavior: a user from before Solana gets a key on the next login', async () => {
    const email = 'sol-old-user@example.com'
    const before = await login(email)
    const { db } = secure.internals.context
    await db.query('delete from secure_solana_wallets where address = $1', [before.solana])
    const after = await login(email)
    expect(after.evm).toBe(before.evm)
    expect(after.solana).not.toBe(before.solana)
    const rows = await db.query<{ n: number }>(
      'select count(*)::int as n from secure_solana_wallets s join secure_wallets w on w.user_id = s.user_id where w.address = $1',
      [after.evm],
    )
    expect(rows[0]?.n).toBe(1)
  })

  test('behavior: when the Solana key cannot be stored, a first login writes nothing (no user without a key)', async () => {
    const { db } = secure.internals.context
    const email = 'sol-atomic@example.com'
    await db.exec(`create function kit_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$;
      create trigger kit_test_refuse before insert on secure_solana_wallets for each row execute function kit_test_refuse();`)
    try {
      await client.post('/api/email/connect', { email })
      const { code } = await client.latestMail(email)
      const failed = await client.post('/api/email/otp', { email, otp: code })
      expect(failed.status).toBe(500)
      expect(await db.query('select id from secure_users where subject = $1', [email])).toEqual([])
      expect(await db.query('select w.user_id from secure_wallets w left join secure_users u on u.id = w.user_id where u.id is null')).toEqual([])
    } finally {
      await db.exec('drop trigger kit_test_refuse on secure_solana_wallets; drop function kit_test_refuse();')
    }
    const user = await login(`retry-${email}`)
    expect(user.solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  })
})

describe('the Solana methods', () => {
  test('default: solana_signMessage needs an approval; the signature verifies with ed25519 for the address', async () => {
    const { token, solana } = await login('sol-sign@example.com')
    const message = new TextEncoder().encode('Hello from Kit on Solana')
    const approval = await ask(token, 'solana_signMessage', { message: bs58.encode(message), pubkey: solana })
    expect(approval).toMatchObject({ method: 'solana_signMessage', chainId: network, preview: { kind: 'message', text: 'Hello from Kit on Solana' } })
    const { signature } = await approve<{ signature: string }>(token, approval)
    expect(ed25519.verify(bs58.decode(signature), message, new PublicKey(solana).toBytes())).toBe(true)
  })

  test('default: sign transaction and sign all: the signatures verify; nothing is sent', async () => {
    const { token, solana } = await login('sol-sign-tx@example.com')
    const recipient = Keypair.generate().publicKey
    const one = await transfer(solana, recipient, 1_000)
    const approval = await ask(token, 'solana_signTransaction', { transaction: serialize(one) })
    expect(approval.preview).toEqual({
      kind: 'solanaTransactions',
      chainName: 'Solana Devnet',
      transactions: [{ feePayer: solana, instructions: [{ program: 'System Program', to: recipient.toBase58(), amount: '0.000001 SOL', data: null }] }],
    })
    const signed = Transaction.from(bs58.decode((await approve<{ transaction: string }>(token, approval)).transaction))
    expect(signed.verifySignatures()).toBe(true)
    expect(signed.signature && bs58.encode(signed.signature)).toBeTruthy()

    const two = await transfer(solana, recipient, 2_000)
    const all = await approve<{ transactions: string[] }>(
      token,
      await ask(token, 'solana_signAllTransactions', { transactions: [serialize(one), serialize(two)] }),
    )
    expect(all.transactions).toHaveLength(2)
    for (const encoded of all.transactions) expect(VersionedTransaction.deserialize(bs58.decode(encoded)).signatures[0]).not.toEqual(new Uint8Array(64))
    expect(all.transactions.map((encoded) => Transaction.from(bs58.decode(encoded)).verifySignatures())).toEqual([true, true])
    expect(await new Connection(devnet.rpcUrl).getBalance(recipient)).toBe(0)
  })

  test('default: solana_signAndSendTransaction sends to the cluster and the transfer lands', async () => {
    const { token, solana } = await login('sol-send@example.com')
    await devnet.airdrop(solana, LAMPORTS_PER_SOL)
    const recipient = Keypair.generate().publicKey
    const transaction = await transfer(solana, recipient, 0.25 * LAMPORTS_PER_SOL)
    const approval = await ask(token, 'solana_signAndSendTransaction', {
      transaction: serialize(transaction),
      options: { skipPreflight: false, preflightCommitment: 'confirmed', maxRetries: 2 },
    })
    const { signature } = await approve<{ signature: string }>(token, approval)
    const connection = new Connection(devnet.rpcUrl, 'confirmed')
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const confirmation = await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight }, 'confirmed')
    expect(confirmation.value.err).toBeNull()
    expect(await connection.getBalance(recipient)).toBe(0.25 * LAMPORTS_PER_SOL)
  }, 30_000)

  test('bad input: specific 4xx errors, nothing pending', async () => {
    const { token, solana } = await login('sol-bad@example.com')
    const rpc = (body: Record<string, unknown>) => client.post('/api/rpc', { chainNamespace: 'solana', chainId: network, ...body }, token)
    const stranger = Keypair.generate().publicKey.toBase58()
    expect(await rpc({ method: 'solana_signMessage', params: { message: 'Hello0' } })).toEqual({
      status: 400,
      body: { error: { message: 'solana_signMessage expects { message (base58), pubkey }', code: -32602 } },
    })
    expect(await rpc({ method: 'solana_signMessage', params: { message: '2NEpo7TZRRrLZSi2U', pubkey: stranger } })).toEqual({
      status: 400,
      body: { error: { message: 'The address does not match the connected account', code: 4100 } },
    })
    expect(await rpc({ method: 'solana_signTransaction', params: { transaction: '3'.repeat(80) } })).toEqual({
      status: 400,
      body: { error: { message: 'solana_signTransaction: not a serialized Solana transaction', code: -32602 } },
    })
    // A transaction the user does not sign (someone else's transfer).
    expect(await rpc({ method: 'solana_signTransaction', params: { transaction: serialize(await transfer(stranger, new PublicKey(solana), 5)) } })).toEqual({
      status: 400,
      body: { error: { message: "The transaction does not need the connected account's signature", code: 4100 } },
    })
    expect(await rpc({ method: 'solana_signAllTransactions', params: { transactions: [] } })).toMatchObject({ status: 400 })
    expect(await rpc({ method: 'solana_signMessage', chainId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', params: {} })).toMatchObject({
      status: 400,
      body: { error: { code: 4902 } },
    })
    expect(await rpc({ method: 'solana_signMessage', rpcUrl: 'http://169.254.169.254/latest', params: {} })).toEqual({
      status: 400,
      body: { error: { message: 'This RPC URL is not allowed for the chain', code: 4902 } },
    })
    const { db } = secure.internals.context
    expect(await db.query("select id from secure_approvals where method like 'solana_%' and decided_at is null and params like $1", [`%${stranger}%`])).toEqual(
      [],
    )
  })
})
