import { anvil as anvilNetwork, getRpcUrls, type Kit } from '@kit/core'
import { type AnvilProcess, DEVNET_MNEMONIC, findFreePort, spawnAnvil } from '@kit/devnet'
import { createPublicClient, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RunningApi, startApi } from '../startApi.js'
import { MAX_RPC_BATCH } from './parseRpcBody.js'

const CHAIN = 'eip155:31337'
const Q = `chainId=${CHAIN}&projectId=rpc`

interface Json {
  [key: string]: any // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function rpcDirect(url: string, method: string, params: unknown[] = []): Promise<any> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as Json)['result']
}

/**
 * `POST /v1/rpc` against two real anvils of one chain, over the real HTTP server. The second
 * upstream starts only in the fallback test: until then it fails every probe and ranks last,
 * so the earlier answers all come from the first.
 */
describe('POST /v1/rpc', () => {
  let first: AnvilProcess
  let second: AnvilProcess | undefined
  let secondPort: number
  let api: RunningApi
  const logs: string[] = []

  beforeAll(async () => {
    first = await spawnAnvil({ chainId: 31337, port: await findFreePort() })
    secondPort = await findFreePort()
    // Tell the two apart: the first is 5 blocks ahead.
    await rpcDirect(first.rpcUrl, 'anvil_mine', ['0x5'])
    api = await startApi(
      {
        port: 0,
        storage: { dataDir: 'memory://' },
        chains: [
          {
            id: CHAIN,
            name: 'Anvil',
            rpcUrl: first.rpcUrl,
            rpcUrls: [`http://127.0.0.1:${secondPort}`],
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
        projects: [
          { id: 'rpc', allowedOrigins: ['http://localhost:*'], rateLimit: { requestsPerSecond: 100_000, burst: 100_000 } },
          { id: 'limited', rateLimit: { requestsPerSecond: 0.1, burst: 2 } },
        ],
        indexer: { enabled: false },
      },
      { log: (message) => logs.push(message) },
    )
  })

  afterAll(async () => {
    await api?.close()
    await Promise.all([first?.stop(), second?.stop()])
  })

  const post = async (query: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${api.url}/v1/rpc?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    return { status: response.status, headers: response.headers, body: (await response.json()) as Json }
  }
  const call = (method: string, params: unknown[] = [], id: string | number = 1) => ({ jsonrpc: '2.0', id, method, params })

  it('default: forwards one call to the first upstream and answers eth_chainId from the config', async () => {
    expect(await post(Q, call('eth_blockNumber', [], 'a'))).toMatchObject({ status: 200, body: { jsonrpc: '2.0', id: 'a', result: '0x5' } })
    expect((await post(Q, call('eth_chainId', [], 7))).body).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' })
    // A page on an allowed origin can read the answer (its preflight is answered for any origin).
    const fromPage = await post(Q, call('eth_chainId'), { origin: 'http://localhost:5173' })
    expect([fromPage.status, fromPage.headers.get('access-control-allow-origin')]).toEqual([200, 'http://localhost:5173'])
    const preflight = await fetch(`${api.url}/v1/rpc?${Q}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })
    expect([preflight.status, preflight.headers.get('access-control-allow-headers')]).toEqual([204, expect.stringContaining('content-type')])
    const balance = await post(Q, call('eth_getBalance', [mnemonicToAccount(DEVNET_MNEMONIC).address, 'latest']))
    expect(balance.body['result']).toBe(await rpcDirect(first.rpcUrl, 'eth_getBalance', [mnemonicToAccount(DEVNET_MNEMONIC).address, 'latest']))
  })

  it('client: a kit network without RPC URLs reads through the API (the URL core builds from apiUrl, a viem client on it)', async () => {
    const network = { ...anvilNetwork, rpcUrls: { default: { http: [] } } }
    const kit = { options: { rpcUrls: {}, apiUrl: `${api.url}/`, projectId: 'rpc' } } as unknown as Kit
    const [url] = getRpcUrls(kit, network)
    expect(url).toBe(`${api.url}/v1/rpc?chainId=eip155%3A31337&projectId=rpc`)
    const client = createPublicClient({ transport: http(url, { batch: true }) })
    const [height, chainId, balance] = await Promise.all([
      client.getBlockNumber(),
      client.getChainId(),
      client.getBalance({ address: mnemonicToAccount(DEVNET_MNEMONIC).address }),
    ])
    expect([height, chainId]).toEqual([5n, 31337])
    expect(balance).toBe(BigInt(await rpcDirect(first.rpcUrl, 'eth_getBalance', [mnemonicToAccount(DEVNET_MNEMONIC).address, 'latest'])))
  })

  it('batch: answers each call in its place, refused and invalid calls named, the rest forwarded', async () => {
    const { status, body } = await post(Q, [
      call('eth_blockNumber', [], 1),
      call('eth_sign', ['0x00', '0x00'], 2),
      { jsonrpc: '1.0', id: 3, method: 'eth_blockNumber' },
      call('eth_getBlockByNumber', ['0x1', false], 'four'),
      { jsonrpc: '2.0', method: 'eth_blockNumber' },
      call('eth_getBalance', ['not an address', 'latest'], 6),
    ])
    expect(status).toBe(200)
    expect(body).toHaveLength(6)
    expect(body[0]).toEqual({ jsonrpc: '2.0', id: 1, result: '0x5' })
    expect(body[1]).toEqual({ jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method eth_sign is not allowed through the Kit API' } })
    expect(body[2]).toEqual({ jsonrpc: '2.0', id: 3, error: { code: -32600, message: 'Invalid request: jsonrpc must be "2.0"' } })
    expect(body[3]).toMatchObject({ id: 'four', result: { number: '0x1' } })
    expect(body[4]).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request: id is required (notifications are not forwarded)' } })
    // The node's own error (bad params) passes through unchanged.
    expect(body[5]).toMatchObject({ id: 6, error: { code: -32602 } })
  })

  it(`batch: ${MAX_RPC_BATCH} calls are answered in order; ${MAX_RPC_BATCH + 1} are refused`, async () => {
    const calls = Array.from({ length: MAX_RPC_BATCH }, (_, index) => call('eth_getBlockByNumber', [`0x${(index % 6).toString(16)}`, false], index))
    const { status, body } = await post(Q, calls)
    expect(status).toBe(200)
    expect(body.map((answer: Json) => [answer['id'], answer['result']['number']])).toEqual(calls.map((_, index) => [index, `0x${(index % 6).toString(16)}`]))
    const over = await post(Q, [...calls, call('eth_blockNumber', [], 'x')])
    expect(over).toMatchObject({
      status: 400,
      body: { jsonrpc: '2.0', id: null, error: { code: -32600, message: `Invalid request: a batch of ${MAX_RPC_BATCH + 1} calls, at most ${MAX_RPC_BATCH}` } },
    })
  })

  it('bad input: JSON-RPC errors with a 4xx status, never a 500', async () => {
    const cases: [string, unknown, Record<string, string>, number, number, string][] = [
      [Q, '{"jsonrpc":', {}, 400, -32700, 'Parse error: the body is not valid JSON'],
      [Q, '', {}, 400, -32600, 'Invalid request: empty body, expected a JSON-RPC call or a batch'],
      [Q, [], {}, 400, -32600, 'Invalid request: empty batch'],
      [Q, 42, {}, 400, -32600, 'Invalid request: expected a JSON-RPC call object'],
      [Q, { ...call('eth_blockNumber'), id: { no: 1 } }, {}, 400, -32600, 'Invalid request: id must be a string, a number or null'],
      [Q, { ...call('eth_blockNumber'), params: 'x' }, {}, 400, -32600, 'Invalid request: params must be an array or an object'],
      [Q, { ...call('eth_blockNumber'), method: 7 }, {}, 400, -32600, 'Invalid request: method must be a non-empty string'],
      [Q, call('anvil_setBalance', ['0x00', '0x1']), {}, 400, -32601, 'Method anvil_setBalance is not allowed through the Kit API'],
      [Q, call('eth_newBlockFilter'), {}, 400, -32601, 'Method eth_newBlockFilter is not allowed through the Kit API'],
      ['projectId=rpc', call('eth_blockNumber'), {}, 400, -32602, 'chainId: Required (a CAIP-2 id such as eip155:1)'],
      ['projectId=rpc&chainId=eip155:1', call('eth_blockNumber'), {}, 400, -32602, 'chainId: eip155:1 is not a chain this Kit API forwards (eip155:31337)'],
      [`chainId=${CHAIN}`, call('eth_blockNumber'), {}, 400, -32602, 'projectId: Required'],
      [`chainId=${CHAIN}&projectId=nope`, call('eth_blockNumber'), {}, 401, -32001, 'Unauthorized: invalid key'],
      [Q, call('eth_blockNumber'), { origin: 'https://evil.example' }, 403, -32001, 'Unauthorized: origin not allowed'],
      [Q, `${'['.repeat(100)}${']'.repeat(100)}`, {}, 400, -32600, 'Invalid request: nested deeper than 64 levels'],
    ]
    for (const [query, body, headers, status, code, message] of cases) {
      const answer = await post(query, body, headers)
      // A bad call is answered under its id when it has a usable one; a bad request (project, chain) under null.
      const id = query === Q && !headers['origin'] && typeof (body as { id?: unknown } | null)?.id === 'number' ? (body as { id: number }).id : null
      expect({ status: answer.status, body: answer.body }, JSON.stringify(body).slice(0, 80)).toEqual({
        status,
        body: { jsonrpc: '2.0', id, error: { code, message } },
      })
    }
    const big = await fetch(`${api.url}/v1/rpc?${Q}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `[${'"x",'.repeat(2_200_000)}1]`,
    })
    expect({ status: big.status, body: await big.json() }).toEqual({
      status: 413,
      body: { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request: body larger than 8 MB' } },
    })
    expect(logs.filter((line) => line.includes('failed'))).toEqual([])
  })

  it('rate limit: each request takes one token of the project; an empty bucket answers 429 -32005 with Retry-After', async () => {
    const query = `chainId=${CHAIN}&projectId=limited`
    expect((await post(query, call('eth_blockNumber'))).status).toBe(200)
    expect((await post(query, [call('eth_blockNumber'), call('eth_chainId', [], 2)])).status).toBe(200)
    const limited = await post(query, call('eth_blockNumber'))
    expect(limited).toMatchObject({ status: 429, body: { error: { code: -32005, message: 'Rate Limited' } } })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('eth_sendRawTransaction, then the mined receipt and its block by hash (cached: answered with every upstream down, below)', async () => {
    const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 1 })
    const nonce = Number(await rpcDirect(first.rpcUrl, 'eth_getTransactionCount', [account.address, 'pending']))
    const raw = await account.signTransaction({
      chainId: 31337,
      type: 'eip1559',
      to: account.address,
      value: parseEther('0.001'),
      nonce,
      gas: 21_000n,
      maxFeePerGas: 10n ** 10n,
      maxPriorityFeePerGas: 1n,
    })
    const sent = await post(Q, call('eth_sendRawTransaction', [raw]))
    expect(sent.status).toBe(200)
    const hash = sent.body['result'] as string
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await vi.waitFor(async () => {
      const answer = (await post(Q, call('eth_getTransactionReceipt', [hash]))).body['result']
      expect(answer).not.toBeNull()
      return answer as Json
    })
    expect(receipt['status']).toBe('0x1')
    const block = await post(Q, call('eth_getBlockByHash', [receipt['blockHash'], false]))
    expect(block.body['result']['transactions']).toContain(hash)
    cached.push(call('eth_getTransactionReceipt', [hash], 'r'), call('eth_getBlockByHash', [receipt['blockHash'], false], 'b'))
  })
  const cached: Json[] = []

  it('fallback: the second upstream comes up, the first is killed mid-run, the second takes over without a failed request; both down → 502 JSON-RPC error', async () => {
    expect(api.rpc.get(CHAIN)?.upstreams.ranked()).toEqual([`${first.rpcUrl}/`, `http://127.0.0.1:${secondPort}/`])
    const fallback = await spawnAnvil({ chainId: 31337, port: secondPort })
    second = fallback
    const heights = new Set<string>()
    let failures = 0
    const run = async (count: number) => {
      for (let index = 0; index < count; index++) {
        const answer = await post(Q, call('eth_blockNumber', [], index))
        if (answer.status === 200) heights.add(answer.body['result'])
        else failures++
      }
    }
    const running = run(200)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await first.stop(0)
    await running
    expect(failures).toBe(0)
    // Both answered: the first (block 6 after the transaction), then the second (block 0).
    expect([...heights].sort()).toEqual(['0x0', '0x6'])
    await fallback.stop(0)
    const down = await post(Q, call('eth_blockNumber', [], 'd'))
    expect(down).toMatchObject({
      status: 502,
      body: { jsonrpc: '2.0', id: 'd', error: { code: -32002, message: `Chain node unavailable: no upstream of ${CHAIN} answered` } },
    })
    expect((await post(Q, [call('eth_blockNumber')])).status).toBe(502)
    // What cannot change is still answered from the cache (and eth_chainId from the config).
    const fromCache = await post(Q, [...cached, call('eth_chainId', [], 'c')])
    expect(fromCache.status).toBe(200)
    expect(fromCache.body.map((answer: Json) => [answer['id'], 'result' in answer])).toEqual([
      ['r', true],
      ['b', true],
      ['c', true],
    ])
    expect(logs.some((line) => line.includes(`/v1/rpc ${CHAIN}: no upstream answered`))).toBe(true)
  })
})
