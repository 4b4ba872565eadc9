import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { formatSiwxMessage, type SIWXMessage } from '@kit/core/siwx'
import { createSolanaTestWallet, createWalletStandardHost, type SolanaTestWalletMessageWrapper, toStandardWallet } from '@kit/test'
import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningApi, startApi } from '../startApi.js'

// Solana sign-in with a wallet that wraps the message it signs (Wallet Standard `signedMessage`):
// the signature is checked over the signed bytes, which must hold the issued message unchanged.
const ORIGIN = 'http://localhost:5173'
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const BITCOIN = 'bip122:000000000933ea01ad0ee984209779ba'
const PREFIX = '\u00ffsolana offchain-ish envelope\n'
const SUFFIX = '\n[signed by a wrapping wallet]'
const utf8 = new TextEncoder()
const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64')

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
type SignOutput = { signedMessage: Uint8Array; signature: Uint8Array }

/** The Solana test wallet (real Wallet Standard feature), wrapping or not, connected in-process. */
async function testWallet(wrap: boolean | SolanaTestWalletMessageWrapper) {
  const wrapMessage = wrap === true ? { prefix: PREFIX, suffix: SUFFIX } : wrap || undefined
  const wallet = createSolanaTestWallet({ rpcUrl: 'http://127.0.0.1:1', account: 7, ...(wrapMessage ? { wrapMessage } : {}) })
  const standard = toStandardWallet(createWalletStandardHost({ name: wallet.name, icon: wallet.icon, parts: [wallet.part] }))
  const features = standard.features as Record<string, Record<string, (...inputs: unknown[]) => Promise<unknown>>>
  await features['standard:connect']!['connect']!()
  const sign = async (bytes: Uint8Array): Promise<SignOutput> => {
    const [output] = (await features['solana:signMessage']!['signMessage']!({ account: standard.accounts[0], message: bytes })) as SignOutput[]
    return output!
  }
  return { address: wallet.getAddress(), sign }
}

describe('SIWX: Solana wallets that wrap the message (signedMessage)', () => {
  let dir: string
  let api: RunningApi
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kit-siwx-signed-'))
    api = await startApi({
      host: '127.0.0.1',
      port: 0,
      storage: { dataDir: join(dir, 'pglite') },
      logErrors: false,
      indexer: { enabled: false },
      siwx: { networks: [SOLANA, BITCOIN] },
      projects: [{ id: 'p1', allowedOrigins: [ORIGIN], rateLimit: { requestsPerSecond: 100_000, burst: 100_000 } }],
    })
  }, 60_000)
  afterAll(async () => {
    await api?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const url = (path: string): string => `${api.url}${path}${path.includes('?') ? '&' : '?'}projectId=p1`
  const message = async (accountAddress: string, chainId: SIWXMessage.Data['chainId'] = SOLANA): Promise<string> => {
    const { nonce } = (await (await fetch(url('/v1/sessions/nonce'))).json()) as { nonce: string }
    const data: SIWXMessage.Data = {
      accountAddress,
      chainId,
      domain: 'localhost:5173',
      uri: `${ORIGIN}/`,
      version: '1',
      nonce,
      issuedAt: new Date().toISOString(),
    }
    return formatSiwxMessage({ ...data, statement: 'Sign in to the test app' })
  }
  const post = (body: unknown): Promise<Response> =>
    fetch(url('/v1/sessions'), { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify(body) })
  const expectError = async (response: Response, status: number, code: string, field?: string): Promise<void> => {
    const body = (await response.json()) as Json
    expect({ status: response.status, code: body['code'] ?? body['error'], field: body['field'] }).toEqual({ status, code, field })
  }
  const count = async (): Promise<number> => (await api.db.query<{ n: number }>('select count(*)::int as n from siwx_sessions'))[0]!.n

  it('a wrapped message is accepted: the session keeps the signed bytes, read back too; a replay is refused', async () => {
    const wallet = await testWallet(true)
    const text = await message(wallet.address)
    const { signedMessage, signature } = await wallet.sign(utf8.encode(text))
    expect(Buffer.from(signedMessage).toString('latin1')).not.toBe(text)
    const body = { message: text, signature: bs58.encode(signature), signedMessage: base64(signedMessage) }
    const response = await post(body)
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
    const { token, ...session } = (await response.json()) as Json
    expect(session).toMatchObject({ chainId: SOLANA, address: wallet.address, message: text, signedMessage: base64(signedMessage), status: 'active' })
    const read = await fetch(url(`/v1/sessions/${session['id']}`), { headers: { authorization: `Bearer ${token}` } })
    expect(await read.json()).toEqual(session)
    await expectError(await post(body), 409, 'NONCE_USED')
  })

  it('a plain Solana signature still works and has no signedMessage', async () => {
    const wallet = await testWallet(false)
    const text = await message(wallet.address)
    const { signedMessage, signature } = await wallet.sign(utf8.encode(text))
    expect(signedMessage).toEqual(utf8.encode(text))
    const response = await post({ message: text, signature: bs58.encode(signature) })
    expect(response.status).toBe(201)
    expect((await response.json()) as Json).not.toHaveProperty('signedMessage')
  })

  it('a wrapped message whose inner text was altered is refused (422), nothing stored, the nonce still usable', async () => {
    const wallet = await testWallet(true)
    const text = await message(wallet.address)
    const before = await count()
    // The wallet signed a validly wrapped message, but not the one issued: another domain, another
    // nonce, one character changed, one byte dropped.
    const alterations = [
      text.replace('localhost:5173 wants', 'evil.test wants'),
      text.replace(/Nonce: ([0-9a-f]+)/, 'Nonce: 00000000000000000000000000000000'),
      text.replace('Sign in to the test app', 'Sign in to the test apq'),
      text.slice(0, -1),
    ]
    for (const altered of alterations) {
      const { signedMessage, signature } = await wallet.sign(utf8.encode(altered))
      expect(ed25519.verify(signature, signedMessage, bs58.decode(wallet.address))).toBe(true)
      await expectError(await post({ message: text, signature: bs58.encode(signature), signedMessage: base64(signedMessage) }), 422, 'SIGNED_MESSAGE_MISMATCH')
    }
    expect(await count()).toBe(before)
    const { signedMessage, signature } = await wallet.sign(utf8.encode(text))
    expect((await post({ message: text, signature: bs58.encode(signature), signedMessage: base64(signedMessage) })).status).toBe(201)
  })

  it('a signature over the plain text with a signedMessage it does not cover is refused (401)', async () => {
    const plain = await testWallet(false)
    const text = await message(plain.address)
    const { signature } = await plain.sign(utf8.encode(text))
    const wrapped = utf8.encode(`${PREFIX}${text}${SUFFIX}`)
    await expectError(await post({ message: text, signature: bs58.encode(signature), signedMessage: base64(wrapped) }), 401, 'INVALID_SIGNATURE')
    // The other way round: a wrapped signature sent without its signed bytes.
    const wrapping = await testWallet(true)
    const text2 = await message(wrapping.address)
    const { signature: wrappedSignature } = await wrapping.sign(utf8.encode(text2))
    await expectError(await post({ message: text2, signature: bs58.encode(wrappedSignature) }), 401, 'INVALID_SIGNATURE')
  })

  it('a Solana off-chain message (Ledger format: binary header around the text) is accepted', async () => {
    const key = bs58.decode((await testWallet(false)).address)
    const text = await message(bs58.encode(key))
    const length = utf8.encode(text).length
    // Signing domain, version 0, application domain, format 2 (UTF-8), one signer, its key, u16 LE length.
    const header = new Uint8Array([0xff, ...utf8.encode('solana offchain'), 0, ...new Uint8Array(32).fill(7), 2, 1, ...key, length & 0xff, length >> 8])
    const { signedMessage, signature } = await (await testWallet({ prefix: header })).sign(utf8.encode(text))
    expect(signedMessage.subarray(0, header.length)).toEqual(header)
    const response = await post({ message: text, signature: bs58.encode(signature), signedMessage: base64(signedMessage) })
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
  })

  it('a signed Solana transaction carrying the message in a memo does not sign in (422), nothing stored', async () => {
    const wallet = await testWallet(false)
    const text = await message(wallet.address)
    const memo = utf8.encode(text)
    const blockhash = new Uint8Array(32).map((_, index) => (index * 97 + 200) & 0xff)
    // A legacy transaction message: header, 2 keys (the signer, the memo program), blockhash, one
    // memo instruction whose data is the sign-in message (compact-u16 lengths).
    const compact = (n: number): number[] => (n < 0x80 ? [n] : [(n & 0x7f) | 0x80, n >> 7])
    const transaction = new Uint8Array([
      1,
      0,
      1,
      2,
      ...bs58.decode(wallet.address),
      ...bs58.decode('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
      ...blockhash,
      1,
      1,
      0,
      ...compact(memo.length),
      ...memo,
    ])
    const { signature } = await wallet.sign(transaction)
    const before = await count()
    await expectError(await post({ message: text, signature: bs58.encode(signature), signedMessage: base64(transaction) }), 422, 'SIGNED_MESSAGE_UNSUPPORTED')
    expect(await count()).toBe(before)
  })

  it('malformed or misplaced signedMessage: 400 on the field', async () => {
    const wallet = await testWallet(true)
    const text = await message(wallet.address)
    const { signedMessage, signature } = await wallet.sign(utf8.encode(text))
    const before = await count()
    // Not base64; 'A' spelled with non-zero padding bits, without its padding, twice padded.
    for (const bad of ['not base64!', 'QR==', 'QQ', 'QQ==QQ==', `${base64(signedMessage)}\n`]) {
      await expectError(await post({ message: text, signature: bs58.encode(signature), signedMessage: bad }), 400, 'Invalid input', 'signedMessage')
    }
    await expectError(await post({ message: text, signature: bs58.encode(signature), signedMessage: '' }), 400, 'Invalid input', 'signedMessage')
    await expectError(
      await post({ message: text, signature: bs58.encode(signature), signedMessage: 'A'.repeat(44_000) }),
      400,
      'Invalid input',
      'signedMessage',
    )
    // Only Solana sign-ins carry signed bytes.
    const bitcoin = await message('tb1q9vza2e8x573nczrlzms0wvx3gsqjx7vaxwd45v', BITCOIN)
    await expectError(await post({ message: bitcoin, signature: 'AAAA', signedMessage: base64(utf8.encode(bitcoin)) }), 400, 'Invalid input', 'signedMessage')
    expect(await count()).toBe(before)
  })
})
