import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { formatSiwxMessage, type SIWXMessage } from '@kit/core/siwx'
import {
  type AnvilProcess,
  BITCOIN_DEVNET_ACCOUNTS,
  DEVNET_ACCOUNTS,
  findFreePort,
  SOLANA_DEVNET_ACCOUNTS,
  spawnAnvil,
  testSmartAccountFactoryAbi,
  testSmartAccountFactoryBytecode,
} from '@kit/devnet'
import { findPostgresBinaries, startPostgres } from '@kit/test/servers'
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { Signer } from 'bip322-js'
import { networks, payments } from 'bitcoinjs-lib'
import bs58 from 'bs58'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  hexToBytes,
  http,
  keccak256,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiConfigInput } from '../config/apiConfigSchema.js'
import { type RunningApi, startApi } from '../startApi.js'

const MNEMONIC = 'test test test test test test test test test test test junk'
const ORIGIN = 'http://localhost:5173'
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const BITCOIN = 'bip122:000000000933ea01ad0ee984209779ba'
const BIG_LIMIT = { requestsPerSecond: 100_000, burst: 100_000 }
const owner = mnemonicToAccount(MNEMONIC, { addressIndex: 7 })
const stranger = mnemonicToAccount(MNEMONIC, { addressIndex: 8 })

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const storages: [string, () => Promise<{ storage: NonNullable<ApiConfigInput['storage']>; cleanup: () => Promise<void> }>][] = [
  [
    'PGlite',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'kit-siwx-'))
      return { storage: { dataDir: join(dir, 'pglite') }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) }
    },
  ],
]
const pgBinaries = findPostgresBinaries()
if (pgBinaries && process.env['KIT_SKIP_POSTGRES'] !== '1')
  storages.push([
    'PostgreSQL',
    async () => {
      const server = await startPostgres({ binaries: pgBinaries, databases: ['kit_api_test'] })
      return { storage: { databaseUrl: server.url }, cleanup: () => server.stop() }
    },
  ])

describe.each(storages)('SIWX sessions on %s', (_, openStorage) => {
  let anvil: AnvilProcess
  let storage: Awaited<ReturnType<typeof openStorage>>
  let api: RunningApi
  let factory: Address
  const chainId = 'eip155:31337'

  const config = (): ApiConfigInput => ({
    host: '127.0.0.1',
    port: 0,
    storage: storage.storage,
    logErrors: false,
    chains: [{ id: chainId, name: 'Anvil', rpcUrl: anvil.rpcUrl, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
    indexer: { enabled: false },
    siwx: { networks: [SOLANA, BITCOIN] },
    projects: [
      { id: 'p1', allowedOrigins: [ORIGIN, 'https://*.example.com'], rateLimit: BIG_LIMIT },
      { id: 'p2', allowedOrigins: ['https://other.test'], rateLimit: BIG_LIMIT },
    ],
  })
  const url = (path: string, project = 'p1'): string => `${api.url}${path}${path.includes('?') ? '&' : '?'}projectId=${project}`
  const nonce = async (project = 'p1'): Promise<string> => {
    const response = await fetch(url('/v1/sessions/nonce', project))
    expect(response.status).toBe(200)
    const body = (await response.json()) as Json
    expect(Date.parse(body['expiresAt']) - Date.now()).toBeGreaterThan(290_000)
    return body['nonce']
  }
  const data = async (change: Partial<SIWXMessage.Data> = {}): Promise<SIWXMessage.Data> => ({
    accountAddress: owner.address,
    chainId,
    domain: 'localhost:5173',
    uri: `${ORIGIN}/`,
    version: '1',
    nonce: change.nonce ?? (await nonce()),
    statement: 'Sign in to the test app',
    issuedAt: new Date().toISOString(),
    ...change,
  })
  const post = (body: unknown, headers: Record<string, string> = { origin: ORIGIN }, project = 'p1'): Promise<Response> =>
    fetch(url('/v1/sessions', project), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  const signEvm = async (fields: SIWXMessage.Data, account = owner): Promise<{ message: string; signature: string }> => {
    const message = formatSiwxMessage(fields)
    return { message, signature: await account.signMessage({ message }) }
  }
  const expectError = async (response: Response, status: number, code: string): Promise<void> => {
    const body = (await response.json()) as Json
    expect({ status: response.status, code: body['code'] ?? body['error'] }).toEqual({ status, code })
  }
  const count = async (): Promise<number> => (await api.db.query<{ n: number }>('select count(*)::int as n from siwx_sessions'))[0]!.n

  beforeAll(async () => {
    ;[anvil, storage] = await Promise.all([findFreePort().then((port) => spawnAnvil({ chainId: 31337, port })), openStorage()])
    const transport = http(anvil.rpcUrl)
    const wallet = createWalletClient({ transport, account: DEVNET_ACCOUNTS[0]! })
    const publicClient = createPublicClient({ transport, pollingInterval: 20 })
    const hash = await wallet.deployContract({ abi: testSmartAccountFactoryAbi, bytecode: testSmartAccountFactoryBytecode, chain: null })
    factory = (await publicClient.waitForTransactionReceipt({ hash })).contractAddress!
    api = await startApi(config())
  }, 60_000)

  afterAll(async () => {
    await api?.close()
    await anvil?.stop()
    await storage?.cleanup()
  })

  it('nonces: 128-bit hex from the crypto RNG, all different', async () => {
    const nonces = await Promise.all(Array.from({ length: 20 }, () => nonce()))
    for (const each of nonces) expect(each).toMatch(/^[0-9a-f]{32}$/)
    expect(new Set(nonces).size).toBe(20)
  })

  it('EIP-191: session created, read and listed with its token, revoked, and kept across a restart', async () => {
    const signed = await signEvm(await data({ expirationTime: new Date(Date.now() + 3_600_000).toISOString() }))
    const response = await post({ ...signed, accountAddress: owner.address, chainId })
    expect(response.status).toBe(201)
    const session = (await response.json()) as Json
    expect(session).toMatchObject({ address: owner.address, chainId, domain: 'localhost:5173', status: 'active', message: signed.message })
    expect(session['token']).toMatch(/^kits_/)
    const auth = { authorization: `Bearer ${session['token']}` }
    const stored = await api.db.query<Json>('select token_hash from siwx_sessions where id = $1', [session['id']])
    expect(stored[0]!['token_hash']).not.toContain(session['token'])

    await api.close()
    api = await startApi(config())
    const read = await fetch(url(`/v1/sessions/${session['id']}`), { headers: auth })
    expect(read.status).toBe(200)
    expect(await read.json()).toMatchObject({ id: session['id'], status: 'active' })
    const list = await fetch(url(`/v1/sessions?address=${owner.address.toLowerCase()}`), { headers: auth })
    expect(((await list.json()) as Json)['data'].map((each: Json) => each['id'])).toContain(session['id'])

    await expectError(await fetch(url(`/v1/sessions/${session['id']}`)), 401, 'INVALID_SESSION_TOKEN')
    await expectError(
      await fetch(url(`/v1/sessions/${session['id']}`), { headers: { authorization: `Bearer kits_${'A'.repeat(43)}` } }),
      401,
      'INVALID_SESSION_TOKEN',
    )
    await expectError(await fetch(url(`/v1/sessions/${session['id']}`, 'p2'), { headers: auth }), 401, 'INVALID_SESSION_TOKEN')
    await expectError(await fetch(url(`/v1/sessions?address=${stranger.address}`), { headers: auth }), 403, 'NOT_SESSION_OWNER')

    const revoked = await fetch(url(`/v1/sessions/${session['id']}/revoke`), { method: 'POST', headers: auth })
    expect(await revoked.json()).toMatchObject({ status: 'revoked' })
    expect(await (await fetch(url(`/v1/sessions/${session['id']}`), { headers: auth })).json()).toMatchObject({ status: 'revoked' })
    await expectError(await fetch(url(`/v1/sessions?address=${owner.address}`), { headers: auth }), 401, 'INVALID_SESSION_TOKEN')
  })

  it('the created session is the one read back: times in another offset and with microseconds, to the millisecond in UTC', async () => {
    const issued = new Date(Date.now() - 60_000)
    const offset = (date: Date): string => `${new Date(date.getTime() + 7_200_000).toISOString().slice(0, 23)}987+02:00`
    const signed = await signEvm(await data({ issuedAt: offset(issued), expirationTime: offset(new Date(Date.now() + 3_600_000)) }))
    const response = await post(signed)
    expect(response.status).toBe(201)
    const { token, ...created } = (await response.json()) as Json
    expect(created['issuedAt']).toBe(new Date(Date.parse(offset(issued))).toISOString())
    const read = await fetch(url(`/v1/sessions/${created['id']}`), { headers: { authorization: `Bearer ${token}` } })
    expect(await read.json()).toEqual(created)
  })

  it('replay: the same signed message twice is refused (nonce single use), concurrently too', async () => {
    const signed = await signEvm(await data())
    const [a, b] = await Promise.all([post(signed), post(signed)])
    expect([a.status, b.status].sort()).toEqual([201, 409])
    await expectError(await post(signed), 409, 'NONCE_USED')
  })

  it('a malleated (high-s) twin of a valid signature is refused and leaves the nonce usable', async () => {
    const signed = await signEvm(await data())
    const bytes = hexToBytes(signed.signature as Hex)
    const twin = new Uint8Array(bytes)
    twin.set(hexToBytes(toHex(secp256k1.CURVE.n - BigInt(toHex(bytes.slice(32, 64))), { size: 32 })), 32)
    twin[64] = bytes[64] === 27 ? 28 : 27
    const before = await count()
    await expectError(await post({ ...signed, signature: toHex(twin) }), 401, 'INVALID_SIGNATURE')
    expect(await count()).toBe(before)
    expect((await post(signed)).status).toBe(201)
  })

  it('ERC-1271 (deployed smart account) and ERC-6492 (counterfactual) through the chain', async () => {
    const transport = http(anvil.rpcUrl)
    const publicClient = createPublicClient({ transport, pollingInterval: 20 })
    const wallet = createWalletClient({ transport, account: DEVNET_ACCOUNTS[0]! })
    const salt = keccak256(toHex('siwx-test-1'))
    const account = (await publicClient.readContract({
      address: factory,
      abi: testSmartAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, salt],
    })) as Address
    expect(await publicClient.getCode({ address: account })).toBeUndefined()

    // Counterfactual: the owner's signature wrapped with the factory call (ERC-6492).
    const fields6492 = await data({ accountAddress: account })
    const message6492 = formatSiwxMessage(fields6492)
    const wrapped = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({ abi: testSmartAccountFactoryAbi, functionName: 'createAccount', args: [owner.address, salt] }),
      signature: await owner.signMessage({ message: message6492 }),
    })
    const created = await post({ message: message6492, signature: wrapped })
    expect(created.status, JSON.stringify(await created.clone().json())).toBe(201)
    expect(await publicClient.getCode({ address: account })).toBeUndefined()
    // A stranger's signature wrapped the same way is refused.
    const strangerFields = await data({ accountAddress: account })
    const strangerMessage = formatSiwxMessage(strangerFields)
    const forged = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({ abi: testSmartAccountFactoryAbi, functionName: 'createAccount', args: [owner.address, salt] }),
      signature: await stranger.signMessage({ message: strangerMessage }),
    })
    await expectError(await post({ message: strangerMessage, signature: forged }), 401, 'INVALID_SIGNATURE')

    // Deployed: the same account now answers isValidSignature itself (ERC-1271).
    const hash = await wallet.writeContract({
      address: factory,
      abi: testSmartAccountFactoryAbi,
      functionName: 'createAccount',
      args: [owner.address, salt],
      chain: null,
    })
    await publicClient.waitForTransactionReceipt({ hash })
    expect(await publicClient.getCode({ address: account })).not.toBeUndefined()
    const fields1271 = await data({ accountAddress: account })
    const message1271 = formatSiwxMessage(fields1271)
    const deployed = await post({ message: message1271, signature: await owner.signMessage({ message: message1271 }) })
    expect(deployed.status).toBe(201)
    const fieldsBad = await data({ accountAddress: account })
    const messageBad = formatSiwxMessage(fieldsBad)
    await expectError(await post({ message: messageBad, signature: await stranger.signMessage({ message: messageBad }) }), 401, 'INVALID_SIGNATURE')
  })

  it('Solana: ed25519 signature of the CAIP-122 message', async () => {
    const key = SOLANA_DEVNET_ACCOUNTS[2]!
    const secret = bs58.decode(key.secretKey).slice(0, 32)
    const fields = await data({ chainId: SOLANA, accountAddress: key.address })
    const message = formatSiwxMessage(fields)
    const signature = bs58.encode(ed25519.sign(new TextEncoder().encode(message), secret))
    const response = await post({ message, signature })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ chainId: SOLANA, address: key.address })
    const other = await data({ chainId: SOLANA, accountAddress: SOLANA_DEVNET_ACCOUNTS[3]!.address })
    const otherMessage = formatSiwxMessage(other)
    await expectError(
      await post({ message: otherMessage, signature: bs58.encode(ed25519.sign(new TextEncoder().encode(otherMessage), secret)) }),
      401,
      'INVALID_SIGNATURE',
    )
  })

  it('Bitcoin: BIP-322 simple (p2wpkh, p2tr) and legacy (P2PKH)', async () => {
    const account = BITCOIN_DEVNET_ACCOUNTS[1]!
    const legacyAddress = payments.p2pkh({ pubkey: Buffer.from(account.payment.publicKey, 'hex'), network: networks.testnet }).address!
    for (const [address, wif] of [
      [account.payment.address, account.payment.wif],
      [account.ordinals.address, account.ordinals.wif],
      [legacyAddress, account.payment.wif],
    ] as const) {
      const fields = await data({ chainId: BITCOIN, accountAddress: address })
      const message = formatSiwxMessage(fields)
      const signature = Signer.sign(wif, address, message) as string
      const response = await post({ message, signature })
      expect(response.status, `${address}: ${JSON.stringify(await response.clone().json())}`).toBe(201)
    }
    const fields = await data({ chainId: BITCOIN, accountAddress: account.payment.address })
    const message = formatSiwxMessage(fields)
    const wrongKey = Signer.sign(BITCOIN_DEVNET_ACCOUNTS[2]!.payment.wif, BITCOIN_DEVNET_ACCOUNTS[2]!.payment.address, message) as string
    await expectError(await post({ message, signature: wrongKey }), 401, 'INVALID_SIGNATURE')
  })

  it('each specific refusal, and nothing stored', async () => {
    const before = await count()
    const hour = 3_600_000
    // Reused nonce is covered above; unknown and expired nonces.
    await expectError(await post(await signEvm(await data({ nonce: 'abcdef0123456789abcdef0123456789' }))), 401, 'NONCE_UNKNOWN')
    await expectError(await post(await signEvm(await data({ nonce: await nonce('p2') }))), 401, 'NONCE_UNKNOWN')
    const stale = await nonce()
    await api.db.query("update siwx_nonces set expires_at = now() - interval '1 second' where nonce = $1", [stale])
    await expectError(await post(await signEvm(await data({ nonce: stale }))), 401, 'NONCE_EXPIRED')
    // Expired and not-yet-valid messages.
    await expectError(await post(await signEvm(await data({ expirationTime: new Date(Date.now() - 1000).toISOString() }))), 401, 'MESSAGE_EXPIRED')
    await expectError(await post(await signEvm(await data({ notBefore: new Date(Date.now() + hour).toISOString() }))), 401, 'MESSAGE_NOT_YET_VALID')
    await expectError(await post(await signEvm(await data({ issuedAt: new Date(Date.now() + hour).toISOString() }))), 401, 'MESSAGE_NOT_YET_VALID')
    // Domain or URI not among the project's allowed origins, or not the caller's.
    await expectError(await post(await signEvm(await data({ domain: 'evil.test', uri: 'https://evil.test/' })), {}), 403, 'DOMAIN_NOT_ALLOWED')
    await expectError(await post(await signEvm(await data({ domain: 'evil.test' })), {}), 403, 'DOMAIN_NOT_ALLOWED')
    await expectError(
      await post(await signEvm(await data({ domain: 'a.example.com', uri: 'https://a.example.com/' })), { origin: 'https://b.example.com' }),
      403,
      'DOMAIN_NOT_ALLOWED',
    )
    await expectError(await post(await signEvm(await data({ uri: 'ftp://localhost:5173/' }))), 403, 'DOMAIN_NOT_ALLOWED')
    // Chain id not configured.
    await expectError(await post(await signEvm(await data({ chainId: 'eip155:1' }))), 400, 'CHAIN_NOT_CONFIGURED')
    await expectError(
      await post(await signEvm(await data({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', accountAddress: SOLANA_DEVNET_ACCOUNTS[0]!.address }))),
      400,
      'CHAIN_NOT_CONFIGURED',
    )
    // Bad signature and address mismatch.
    const fields = await data()
    await expectError(
      await post({ message: formatSiwxMessage(fields), signature: await stranger.signMessage({ message: formatSiwxMessage(fields) }) }),
      401,
      'INVALID_SIGNATURE',
    )
    await expectError(await post({ ...(await signEvm(await data())), signature: '0x1234' }), 401, 'INVALID_SIGNATURE')
    await expectError(await post({ ...(await signEvm(await data())), accountAddress: stranger.address }), 422, 'ADDRESS_MISMATCH')
    await expectError(await post({ ...(await signEvm(await data())), chainId: 'eip155:8453' }), 422, 'ADDRESS_MISMATCH')
    await expectError(
      await post(await signEvm(await data({ chainId: BITCOIN, accountAddress: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' }))),
      422,
      'ADDRESS_MISMATCH',
    )
    // Malformed.
    await expectError(await post({ message: 'hello', signature: '0x00' }), 400, 'Invalid input')
    await expectError(await post({ signature: '0x00' }), 400, 'Invalid input')
    await expectError(await post({ message: 'x', signature: 'y', extra: 1 }), 400, 'Invalid input')
    expect(await count()).toBe(before)
  })

  it('fuzz: 600 malformed messages and signatures → no 5xx, nothing stored', async () => {
    const before = await count()
    const base = formatSiwxMessage(await data())
    const lines = base.split('\n')
    const random = (n: number): string => Array.from({ length: n }, () => String.fromCharCode(32 + Math.floor(Math.random() * 95))).join('')
    const mutate = (i: number): string => {
      const copy = [...lines]
      const at = i % copy.length
      switch (i % 6) {
        case 0:
          copy[at] = random(i % 40)
          break
        case 1:
          copy.splice(at, 1)
          break
        case 2:
          copy.splice(at, 0, random(10))
          break
        case 3:
          copy[at] = `${copy[at]}${random(3)}`
          break
        case 4:
          return base.slice(0, i % base.length)
        default:
          return random(i % 500)
      }
      return copy.join('\n')
    }
    const bodies: unknown[] = []
    for (let i = 0; i < 600; i++) {
      const kind = i % 5
      if (kind === 0) bodies.push({ message: mutate(i), signature: toHex(random(65)) as Hex })
      else if (kind === 1) bodies.push({ message: base, signature: random(i % 200) || 'x' })
      else if (kind === 2) bodies.push({ message: i, signature: [i] })
      else if (kind === 3) bodies.push(random(i % 100))
      else bodies.push({ message: mutate(i), signature: `0x${'ab'.repeat(65)}`, accountAddress: random(10), chainId: random(12) })
    }
    const statuses = new Map<number, number>()
    for (let i = 0; i < bodies.length; i += 50) {
      const batch = await Promise.all(
        bodies.slice(i, i + 50).map((body) =>
          fetch(url('/v1/sessions'), {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: ORIGIN },
            body: typeof body === 'string' ? body : JSON.stringify(body),
          }),
        ),
      )
      for (const response of batch) {
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        await response.arrayBuffer()
      }
    }
    expect(
      [...statuses.keys()].every((status) => status >= 400 && status < 500),
      JSON.stringify([...statuses]),
    ).toBe(true)
    expect(await count()).toBe(before)
  })
})
