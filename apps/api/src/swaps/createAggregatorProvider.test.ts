import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi, type KitApi } from '../createApi.js'

const Q = 'projectId=p&st=appkit&sv=html-test-1.0.0'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SPENDER = '0x111111125421cA6dc452d289314280a0f8842A65'

interface Seen {
  path: string
  query: URLSearchParams
  authorization: string | undefined
}

/**
 * A local stand-in for a 1inch-style aggregator (Swap API v6, Gas Price API v1.5): fixed
 * answers, records what it was asked; `mode` makes it fail the ways a real one can.
 */
function startStandIn(): Promise<{ server: Server; url: string; seen: Seen[]; setMode(mode: 'ok' | 'down' | 'garbage' | 'liquidity' | 'token'): void }> {
  const seen: Seen[] = []
  let mode: 'ok' | 'down' | 'garbage' | 'liquidity' | 'token' = 'ok'
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    seen.push({ path: url.pathname, query: url.searchParams, authorization: request.headers.authorization })
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(typeof body === 'string' ? body : JSON.stringify(body))
    }
    if (request.headers.authorization !== 'Bearer test-key') return json(401, { error: 'Unauthorized' })
    if (mode === 'down') return json(503, { error: 'maintenance' })
    if (mode === 'garbage') return json(200, '{"dstAmount": 12')
    if (mode === 'liquidity') return json(400, { error: 'insufficient liquidity', description: 'insufficient liquidity' })
    if (mode === 'token')
      return json(400, { error: 'Bad Request', description: 'cannot sync token 0x0000000000000000000000000000000000000001', statusCode: 400 })
    const path = url.pathname
    if (path === '/swap/v6.0/1/quote') return json(200, { dstAmount: String(BigInt(url.searchParams.get('amount')!) * 2n) })
    if (path === '/swap/v6.0/1/swap')
      return json(200, {
        dstAmount: '42',
        tx: {
          from: USER,
          to: SPENDER,
          data: '0x12aa3caf',
          value: url.searchParams.get('src') === NATIVE ? url.searchParams.get('amount') : '0',
          gas: 210000,
          gasPrice: '30000000000',
        },
      })
    if (path === '/swap/v6.0/1/tokens')
      return json(200, {
        tokens: {
          [USDC.toLowerCase()]: { address: USDC.toLowerCase(), symbol: 'USDC', name: 'USD Coin', decimals: 6, logoURI: 'https://tokens.example/usdc.png' },
        },
      })
    if (path === '/swap/v6.0/1/approve/allowance') return json(200, { allowance: '1234' })
    if (path === '/swap/v6.0/1/approve/transaction') return json(200, { to: USDC, data: '0x095ea7b3', value: '0', gasPrice: '31000000000' })
    if (path === '/gas-price/v1.5/1')
      return json(200, { baseFee: '1', low: { maxFeePerGas: '10' }, medium: { maxFeePerGas: '20000000000' }, high: { maxFeePerGas: '30' } })
    return json(404, { error: 'not found' })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, setMode: (next) => void (mode = next) }),
    ),
  )
}

describe('the 1inch-style aggregator provider against a local stand-in', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>
  let api: KitApi
  const call = async (path: string, init?: RequestInit) => {
    const response = await api.fetch(new Request(`http://api.test${path}`, init))
    return { status: response.status, body: (await response.json()) as Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  beforeAll(async () => {
    standIn = await startStandIn()
    api = await createApi({
      storage: { dataDir: 'memory://' },
      prices: { source: 'static', usd: {} },
      swaps: { provider: 'aggregator', quoteCacheSeconds: 0, aggregator: { url: `${standIn.url}/`, apiKey: 'test-key', chains: ['eip155:1'] } },
      projects: [{ id: 'p', rateLimit: { requestsPerSecond: 10_000, burst: 10_000 } }],
      indexer: { enabled: false },
      logErrors: false,
    })
  })

  afterAll(async () => {
    await api?.close()
    standIn?.server.close()
  })

  it('maps quotes, tokens, allowance, approvals, swaps and gas prices, sending the key', async () => {
    standIn.setMode('ok')
    const quote = await call(`/v1/convert/quotes?${Q}&amount=500&from=eip155:1:${USDC}&to=eip155:1:${NATIVE}`)
    expect(quote).toEqual({
      status: 200,
      body: {
        quotes: [{ id: null, fromAmount: '500', fromAccount: `eip155:1:${USDC}`, toAmount: '1000', toAccount: `eip155:1:${NATIVE}`, priceImpact: null }],
      },
    })
    const asked = standIn.seen.at(-1)!
    expect(asked.path).toBe('/swap/v6.0/1/quote')
    expect(Object.fromEntries(asked.query)).toEqual({ src: USDC, dst: NATIVE, amount: '500' })
    expect(asked.authorization).toBe('Bearer test-key')

    expect((await call(`/v1/convert/tokens?${Q}&chainId=eip155:1`)).body).toEqual({
      tokens: [{ name: 'USD Coin', symbol: 'USDC', address: `eip155:1:${USDC}`, decimals: 6, logoUri: 'https://tokens.example/usdc.png', eip2612: false }],
    })
    expect((await call(`/v1/convert/allowance?${Q}&tokenAddress=eip155:1:${USDC}&userAddress=eip155:1:${USER}`)).body).toEqual({ allowance: '1234' })
    expect(Object.fromEntries(standIn.seen.at(-1)!.query)).toEqual({ tokenAddress: USDC, walletAddress: USER })
    expect((await call(`/v1/convert/build-approve?${Q}&userAddress=eip155:1:${USER}&from=eip155:1:${USDC}&amount=77`)).body).toEqual({
      tx: { from: `eip155:1:${USER}`, to: `eip155:1:${USDC}`, data: '0x095ea7b3', value: '0', eip155: { gas: 60000, gasPrice: '31000000000' } },
    })
    expect((await call(`/v1/convert/gas-price?${Q}&chainId=eip155:1`)).body).toEqual({ standard: '20000000000', fast: '25000000000', instant: '30000000000' })

    const built = await call('/v1/convert/build-transaction', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        projectId: 'p',
        amount: '9',
        from: `eip155:1:${NATIVE}`,
        to: `eip155:1:${USDC}`,
        userAddress: `eip155:1:${USER}`,
        eip155: { slippage: '0.5' },
      }),
    })
    expect(built.body).toEqual({
      tx: { from: `eip155:1:${USER}`, to: `eip155:1:${SPENDER}`, data: '0x12aa3caf', amount: '9', eip155: { gas: '210000', gasPrice: '30000000000' } },
    })
    expect(Object.fromEntries(standIn.seen.at(-1)!.query)).toMatchObject({
      src: NATIVE,
      dst: USDC,
      amount: '9',
      from: USER,
      slippage: '0.5',
      disableEstimate: 'false',
    })
  })

  it('says which networks it does not serve without asking the aggregator', async () => {
    const before = standIn.seen.length
    expect((await call(`/v1/convert/quotes?${Q}&amount=1&from=eip155:8453:${USDC}&to=eip155:8453:${NATIVE}`)).body['message']).toBe(
      'Network not supported for Swaps',
    )
    expect((await call(`/v1/convert/gas-price?${Q}&chainId=eip155:8453`)).body['message']).toBe('Network not supported for Gas Price')
    expect(standIn.seen.length).toBe(before)
  })

  it('turns a failing or lying aggregator into 502, and its liquidity refusal into 400', async () => {
    const quote = `/v1/convert/quotes?${Q}&amount=5&from=eip155:1:${USDC}&to=eip155:1:${NATIVE}`
    standIn.setMode('down')
    expect(await call(quote)).toEqual({ status: 502, body: { message: 'Swap provider answered 503', code: 'UPSTREAM_UNAVAILABLE' } })
    standIn.setMode('garbage')
    expect(await call(quote)).toEqual({ status: 502, body: { message: 'Swap provider sent malformed JSON', code: 'UPSTREAM_UNAVAILABLE' } })
    standIn.setMode('liquidity')
    expect(await call(quote)).toEqual({ status: 400, body: { message: 'Insufficient liquidity', code: 'INSUFFICIENT_LIQUIDITY' } })
    standIn.setMode('token')
    expect(await call(quote)).toEqual({ status: 400, body: { message: 'Token not supported for Swaps', code: 'UNSUPPORTED_TOKEN' } })
    standIn.setMode('ok')
  })

  it('fails closed on a wrong key', async () => {
    const other = await createApi({
      storage: { dataDir: 'memory://' },
      prices: { source: 'static', usd: {} },
      swaps: { provider: 'aggregator', aggregator: { url: standIn.url, apiKey: 'wrong', chains: ['eip155:1'] } },
      projects: [{ id: 'p' }],
      indexer: { enabled: false },
      logErrors: false,
    })
    const response = await other.fetch(new Request(`http://api.test/v1/convert/quotes?${Q}&amount=5&from=eip155:1:${USDC}&to=eip155:1:${NATIVE}`))
    expect(response.status).toBe(502)
    await other.close()
  })
})
