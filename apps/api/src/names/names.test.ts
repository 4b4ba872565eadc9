import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chainIdToCoinType, createNameMessage } from '@kit/core/names'
import {
  type AnvilProcess,
  DEVNET_ACCOUNTS,
  DEVNET_NAMES,
  deployDevnetNames,
  findFreePort,
  spawnAnvil,
  testSmartAccountFactoryAbi,
  testSmartAccountFactoryBytecode,
} from '@kit/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  type PublicClient,
  parseAbi,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiConfigInput } from '../config/apiConfigSchema.js'
import { type RunningApi, startApi } from '../startApi.js'

const MNEMONIC = 'test test test test test test test test test test test junk'
const ORIGIN = 'http://localhost:5173'
const SDK = 'st=appkit&sv=html-test-1.0.0'
const COIN = chainIdToCoinType(31337)
const BIG_LIMIT = { requestsPerSecond: 100_000, burst: 100_000 }
const alice = mnemonicToAccount(MNEMONIC, { addressIndex: 5 })
const bob = mnemonicToAccount(MNEMONIC, { addressIndex: 6 })
const carol = mnemonicToAccount(MNEMONIC, { addressIndex: 4 })

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

describe('names: profile routes, ENS gateway and identity (PGlite, real anvil)', () => {
  let anvil: AnvilProcess
  let api: RunningApi
  let dir: string
  let client: PublicClient
  let factory: Address

  const url = (path: string): string => `${api.url}${path}${path.includes('?') ? '&' : '?'}projectId=p1`
  const register = (body: unknown): Promise<Response> =>
    fetch(url('/v1/profile/account'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const signed = async (name: string, account = alice, timestamp?: number): Promise<Json> => {
    const message = createNameMessage(name, timestamp)
    return { coin_type: COIN, address: account.address, message, signature: await account.signMessage({ message }) }
  }
  const expectError = async (response: Response, status: number, code: string): Promise<Json> => {
    const body = (await response.json()) as Json
    expect({ status: response.status, code: body['code'] ?? body['error'] }, JSON.stringify(body)).toEqual({ status, code })
    return body
  }
  const count = async (): Promise<number> => (await api.db.query<{ n: number }>('select count(*)::int as n from profile_names'))[0]!.n

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kit-names-'))
    anvil = await spawnAnvil({ chainId: 31337, port: await findFreePort() })
    const config: ApiConfigInput = {
      host: '127.0.0.1',
      port: 0,
      storage: { dataDir: join(dir, 'pglite') },
      logErrors: false,
      chains: [
        {
          id: 'eip155:31337',
          name: 'Anvil',
          rpcUrl: anvil.rpcUrl,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          ens: { universalResolver: DEVNET_NAMES.universalResolver },
        },
      ],
      indexer: { enabled: false },
      names: { gateway: { privateKey: DEVNET_NAMES.gatewayPrivateKey, resolver: DEVNET_NAMES.offchainResolver } },
      projects: [{ id: 'p1', allowedOrigins: [ORIGIN], rateLimit: BIG_LIMIT }],
    }
    api = await startApi(config)
    await deployDevnetNames(anvil.rpcUrl, `${api.url}/v1/profile/gateway/{sender}/{data}.json`)
    client = createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 20 }) as PublicClient
    const wallet = createWalletClient({ transport: http(anvil.rpcUrl), account: DEVNET_ACCOUNTS[0]! })
    const hash = await wallet.deployContract({ abi: testSmartAccountFactoryAbi, bytecode: testSmartAccountFactoryBytecode, chain: null })
    factory = (await client.waitForTransactionReceipt({ hash })).contractAddress!
  }, 60_000)

  afterAll(async () => {
    await api?.close()
    await anvil?.stop()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('registers a name, then every lookup and viem (getEnsAddress / getEnsName through CCIP-Read) finds it', async () => {
    const universalResolverAddress = DEVNET_NAMES.universalResolver as Address
    expect(await client.getEnsAddress({ name: 'alice.kit.id', universalResolverAddress })).toBeNull()
    const identityBefore = await (await fetch(url(`/v1/identity/${alice.address}?${SDK}`))).json()
    expect(identityBefore).toEqual({ name: null, avatar: null })

    const response = await register(await signed('Alice.kit.id'))
    const created = (await response.json()) as Json
    expect(response.status, JSON.stringify(created)).toBe(201)
    expect(created).toMatchObject({ name: 'alice.kit.id', addresses: { [String(COIN)]: { address: alice.address.toLowerCase() } }, attributes: {} })

    for (const name of ['alice', 'alice.kit.id', 'ALICE.reown.id', 'alice.wcn.id']) {
      const found = await fetch(url(`/v1/profile/account/${name}`))
      expect(found.status, name).toBe(200)
      expect(((await found.json()) as Json)['name']).toBe('alice.kit.id')
    }
    await expectError(await fetch(url('/v1/profile/account/nobody.kit.id')), 404, 'NAME_NOT_FOUND')
    expect(((await (await fetch(url(`/v1/profile/reverse/${alice.address}`))).json()) as Json[]).map((each) => each['name'])).toEqual(['alice.kit.id'])
    expect(await (await fetch(url(`/v1/profile/reverse/${bob.address}`))).json()).toEqual([])
    const suggestions = ((await (await fetch(url('/v1/profile/suggestions/alice?zone=kit.id'))).json()) as Json)['suggestions'] as Json[]
    expect(suggestions.length).toBeGreaterThan(2)
    expect(suggestions.map((each) => each['name'])).not.toContain('alice.kit.id')
    expect(suggestions[0]).toEqual({ name: 'alice-kit.kit.id', registered: false })
    expect((((await (await fetch(url('/v1/profile/suggestions/freename'))).json()) as Json)['suggestions'] as Json[])[0]!['name']).toBe('freename.kit.id')

    // Identity: the identities table was written by the registration.
    expect(await (await fetch(url(`/v1/identity/${alice.address}?${SDK}`))).json()).toEqual({ name: 'alice.kit.id', avatar: null })

    // Anyone resolves it on chain with viem alone.
    expect(await client.getEnsAddress({ name: 'alice.kit.id', universalResolverAddress })).toBe(alice.address)
    expect(await client.getEnsAddress({ name: 'alice.reown.id', universalResolverAddress })).toBe(alice.address)
    expect((await client.getEnsAddress({ name: 'alice.kit.id', coinType: BigInt(COIN), universalResolverAddress }))?.toLowerCase()).toBe(
      alice.address.toLowerCase(),
    )
    expect(await client.getEnsAddress({ name: 'nobody.kit.id', universalResolverAddress })).toBeNull()
    expect(await client.getEnsName({ address: alice.address, universalResolverAddress })).toBe('alice.kit.id')
    expect(await client.getEnsName({ address: alice.address, coinType: BigInt(COIN), universalResolverAddress })).toBe('alice.kit.id')
    expect(await client.getEnsName({ address: bob.address, universalResolverAddress })).toBeNull()
  })

  it('identity answers from reverse resolution on the chain when the name is not in its tables', async () => {
    await register(await signed('carol-name', carol))
    // Only the chain knows it now: drop what the registration wrote into identities.
    await api.db.query('delete from identities where address = $1', [carol.address.toLowerCase()])
    const identity = await (await fetch(url(`/v1/identity/${carol.address}?${SDK}`))).json()
    expect(identity).toEqual({ name: 'carol-name.kit.id', avatar: null })
  })

  it('refuses taken names, a second name per coin type, stale or future timestamps and replays', async () => {
    const before = await count()
    await expectError(await register(await signed('alice.kit.id', bob)), 409, 'NAME_TAKEN')
    await expectError(await register(await signed('alice-two', alice)), 409, 'ADDRESS_HAS_NAME')
    // The window is 600 s either way. A timestamp 601 s ahead passed once the test had taken over a
    // second to reach the server under load, so both sit 30 s outside it.
    const now = Math.floor(Date.now() / 1000)
    await expectError(await register(await signed('bob-name', bob, now - 630)), 400, 'STALE_MESSAGE')
    await expectError(await register(await signed('bob-name', bob, now + 630)), 400, 'STALE_MESSAGE')
    // Someone else's signature, or a signature over another message.
    const forged = await signed('bob-name', bob)
    await expectError(await register({ ...forged, address: carol.address }), 401, 'INVALID_SIGNATURE')
    await expectError(await register({ ...forged, message: createNameMessage('bob-other') }), 401, 'INVALID_SIGNATURE')
    expect(await count()).toBe(before)

    const first = await signed('bob-name', bob)
    const [a, b] = await Promise.all([register(first), register(first)])
    expect([a.status, b.status].sort()).toEqual([201, 409])
    await expectError(await register(first), 409, 'SIGNATURE_USED')
    // Replayed after the name was freed: still refused.
    await api.db.query("delete from profile_names where name = 'bob-name'")
    await expectError(await register(first), 409, 'SIGNATURE_USED')
    // The same address may hold a name on another coin type.
    const message = createNameMessage('bob-on-base')
    const other = await register({ coin_type: chainIdToCoinType(8453), address: bob.address, message, signature: await bob.signMessage({ message }) })
    expect(other.status).toBe(201)
  })

  it('name rules (docs/rules/validation.md) and bad input: 400 naming the field', async () => {
    const before = await count()
    for (const name of ['abc.kit.id', 'ab', 'al_ice', 'al ice', 'alice.eth', '-alice', 'émile', 'a'.repeat(64), 'alice.bob.kit.id', '']) {
      const body = await expectError(await register(await signed(name, bob)), 400, 'Invalid input')
      expect(body['field'], name).toMatch(/^message/)
    }
    await expectError(await register({ ...(await signed('bobby-b', bob)), coin_type: 2 ** 31 + 2 ** 31 }), 400, 'Invalid input')
    await expectError(await register({ ...(await signed('bobby-b', bob)), coin_type: 5 }), 400, 'Invalid input')
    await expectError(await register({ ...(await signed('bobby-b', bob)), address: 'bob' }), 400, 'Invalid input')
    await expectError(await register({ ...(await signed('bobby-b', bob)), extra: 1 }), 400, 'Invalid input')
    await expectError(
      await register({ ...(await signed('bobby-b', bob)), message: '{"name":"bobby-b.kit.id","attributes":{"x":"1"},"timestamp":1}' }),
      400,
      'Invalid input',
    )
    await expectError(await fetch(url('/v1/profile/account/a_b')), 400, 'Invalid input')
    await expectError(await fetch(url('/v1/profile/suggestions/ab')), 400, 'Invalid input')
    await expectError(await fetch(url('/v1/profile/reverse/0x12')), 400, 'Invalid input')
    expect(await count()).toBe(before)
  })

  it('ERC-1271 (deployed) and ERC-6492 (counterfactual) smart accounts register through the chain', async () => {
    const wallet = createWalletClient({ transport: http(anvil.rpcUrl), account: DEVNET_ACCOUNTS[0]! })
    const salt = keccak256(toHex('names-test'))
    const account = (await client.readContract({
      address: factory,
      abi: testSmartAccountFactoryAbi,
      functionName: 'getAddress',
      args: [alice.address, salt],
    })) as Address
    const message = createNameMessage('smart-alice')
    const wrapped = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({ abi: testSmartAccountFactoryAbi, functionName: 'createAccount', args: [alice.address, salt] }),
      signature: await alice.signMessage({ message }),
    })
    const forgedMessage = createNameMessage('smart-forged')
    await expectError(
      await register({
        coin_type: COIN,
        address: account,
        message: forgedMessage,
        signature: serializeErc6492Signature({
          address: factory,
          data: encodeFunctionData({ abi: testSmartAccountFactoryAbi, functionName: 'createAccount', args: [alice.address, salt] }),
          signature: await bob.signMessage({ message: forgedMessage }),
        }),
      }),
      401,
      'INVALID_SIGNATURE',
    )
    const counterfactual = await register({ coin_type: COIN, address: account, message, signature: wrapped })
    expect(counterfactual.status, JSON.stringify(await counterfactual.clone().json())).toBe(201)

    const salt2 = keccak256(toHex('names-test-2'))
    const hash = await wallet.writeContract({
      address: factory,
      abi: testSmartAccountFactoryAbi,
      functionName: 'createAccount',
      args: [bob.address, salt2],
      chain: null,
    })
    await client.waitForTransactionReceipt({ hash })
    const deployed = (await client.readContract({
      address: factory,
      abi: testSmartAccountFactoryAbi,
      functionName: 'getAddress',
      args: [bob.address, salt2],
    })) as Address
    const message1271 = createNameMessage('smart-bob')
    const created = await register({ coin_type: COIN, address: deployed, message: message1271, signature: await bob.signMessage({ message: message1271 }) })
    expect(created.status).toBe(201)
  })

  it('the resolver only accepts answers signed by its gateway signer (a forged gateway answer reverts)', async () => {
    const resolverAbi = parseAbi(['function resolveWithProof(bytes response, bytes extraData) view returns (bytes)'])
    const request = '0x1234' as Hex
    const result = encodeAbiParameters([{ type: 'address' }], [bob.address])
    const expires = BigInt(Math.floor(Date.now() / 1000) + 300)
    const hash = keccak256(
      (await import('viem')).encodePacked(
        ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
        ['0x1900', DEVNET_NAMES.offchainResolver, expires, keccak256(request), keccak256(result)],
      ),
    )
    const sign = async (key: Hex): Promise<Hex> => (await import('viem/accounts')).sign({ hash, privateKey: key, to: 'hex' })
    const call = async (key: Hex): Promise<unknown> =>
      client.readContract({
        address: DEVNET_NAMES.offchainResolver as Address,
        abi: resolverAbi,
        functionName: 'resolveWithProof',
        args: [encodeAbiParameters([{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }], [result, expires, await sign(key)]), request],
      })
    expect(await call(DEVNET_NAMES.gatewayPrivateKey)).toBe(result)
    await expect(call(generatePrivateKey())).rejects.toThrow(/Invalid sigature/)
    expect(privateKeyToAccount(DEVNET_NAMES.gatewayPrivateKey).address).toBe(DEVNET_NAMES.gatewaySigner)

    // The gateway itself: hostile input is a 400, never a 5xx.
    for (const path of [
      '/v1/profile/gateway/0x12/0x.json',
      `/v1/profile/gateway/${bob.address}/0xdeadbeef.json`,
      `/v1/profile/gateway/${bob.address}/zz.json`,
    ]) {
      const response = await fetch(`${api.url}${path}`)
      expect(response.status, path).toBe(400)
    }
  })

  it('fuzz: 600 malformed profile requests → no 5xx, nothing stored', async () => {
    const before = await count()
    const signatures = (await api.db.query<{ n: number }>('select count(*)::int as n from profile_signatures'))[0]!.n
    const valid = await signed('fuzz-target', carol)
    const random = (n: number): string => Array.from({ length: n }, () => String.fromCharCode(32 + Math.floor(Math.random() * 95))).join('')
    const requests: { path: string; init?: RequestInit }[] = []
    for (let i = 0; i < 600; i++) {
      const kind = i % 8
      const post = (body: unknown): RequestInit => ({
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      if (kind === 0) requests.push({ path: '/v1/profile/account', init: post({ ...valid, signature: toHex(random(65)) }) })
      else if (kind === 1) requests.push({ path: '/v1/profile/account', init: post({ ...valid, message: random(i % 300) }) })
      else if (kind === 2) requests.push({ path: '/v1/profile/account', init: post({ ...valid, coin_type: [i, random(3), -i, 1e40, null][i % 5] }) })
      else if (kind === 3) requests.push({ path: '/v1/profile/account', init: post(random(i % 200)) })
      else if (kind === 4)
        requests.push({
          path: '/v1/profile/account',
          init: post({ ...valid, message: JSON.stringify({ name: random(i % 20), attributes: {}, timestamp: Math.floor(Date.now() / 1000) }) }),
        })
      else if (kind === 5) requests.push({ path: `/v1/profile/account/${encodeURIComponent(random(1 + (i % 80)))}` })
      else if (kind === 6) requests.push({ path: `/v1/profile/suggestions/${encodeURIComponent(random(1 + (i % 80)))}` })
      else requests.push({ path: `/v1/profile/reverse/${encodeURIComponent(random(1 + (i % 60)))}` })
    }
    const statuses = new Map<number, number>()
    for (let i = 0; i < requests.length; i += 50) {
      const slice = requests.slice(i, i + 50)
      const batch = await Promise.all(slice.map((each) => fetch(url(each.path), each.init)))
      for (const [index, response] of batch.entries()) {
        if (slice[index]!.init) expect(response.status, 'a malformed registration').toBeGreaterThanOrEqual(400)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        await response.arrayBuffer()
      }
    }
    // GETs of a random name that happens to be valid answer 200/404; nothing answers 5xx.
    expect(
      [...statuses.keys()].every((status) => status < 500),
      JSON.stringify([...statuses]),
    ).toBe(true)
    expect(await count()).toBe(before)
    expect((await api.db.query<{ n: number }>('select count(*)::int as n from profile_signatures'))[0]!.n).toBe(signatures)
  })
})
