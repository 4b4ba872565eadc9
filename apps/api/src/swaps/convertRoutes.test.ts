import { DEVNET_NFT, DEVNET_UNISWAP, type Devnet, findFreePort, startDevnet, testTokenAbi, uniswapV2RouterAbi } from '@kit/devnet'
import { type Address, createPublicClient, createWalletClient, type Hex, http, type PublicClient, parseEther, parseUnits, type WalletClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainRuntimes } from '../chains/createChainRuntimes.js'
import { parseApiConfig } from '../config/apiConfigSchema.js'
import { createApi, type KitApi } from '../createApi.js'
import { devnetChains, devnetContracts } from '../testing/devnetChains.js'
import { createUniswapV2Provider } from './createUniswapV2Provider.js'
import { uniswapV2RouterAbi as routerAbi } from './uniswapV2Abi.js'

const Q = 'projectId=test-project&st=appkit&sv=html-test-1.0.0'
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

interface Json {
  [key: string]: any // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('/v1/convert/* over the devnet Uniswap V2 pools', () => {
  let devnet: Devnet
  let api: KitApi
  let client: PublicClient
  let wallet: WalletClient
  let USDC: Address
  let TST: Address
  const caip = (address: string, chainId = 31337) => `eip155:${chainId}:${address}`

  const config = () =>
    parseApiConfig({
      storage: { dataDir: 'memory://' },
      chains: devnetChains(devnet, () => ({ uniswapV2: devnetContracts.uniswapV2 })),
      prices: { source: 'pools', cacheSeconds: 0 },
      swaps: { provider: 'uniswap-v2', quoteCacheSeconds: 1 },
      projects: [{ id: 'test-project', rateLimit: { requestsPerSecond: 100_000, burst: 100_000 } }],
      indexer: { enabled: false },
      logErrors: false,
    })

  const call = async (path: string, init?: RequestInit): Promise<{ status: number; body: Json }> => {
    const response = await api.fetch(new Request(`http://api.test${path}`, init))
    return { status: response.status, body: (await response.json()) as Json }
  }
  const ok = async (path: string, init?: RequestInit): Promise<Json> => {
    const { status, body } = await call(path, init)
    expect(status, `${path}: ${JSON.stringify(body)}`).toBe(200)
    return body
  }
  const post = (path: string, body: unknown) => call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const routerOut = async (amount: bigint, path: Address[]): Promise<bigint> => {
    const amounts = await client.readContract({ address: DEVNET_UNISWAP.router, abi: uniswapV2RouterAbi, functionName: 'getAmountsOut', args: [amount, path] })
    return amounts[amounts.length - 1]!
  }
  const balanceOf = (token: Address, owner: Address) => client.readContract({ address: token, abi: testTokenAbi, functionName: 'balanceOf', args: [owner] })
  const send = async (from: Address, tx: Json, value: bigint): Promise<void> => {
    const to = String(tx['to']).split(':')[2] as Address
    const gas = BigInt(tx['eip155']['gas'])
    const hash = await wallet.sendTransaction({ account: from, chain: null, to, data: tx['data'] as Hex, value, gas })
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })).status).toBe('success')
  }

  beforeAll(async () => {
    devnet = await startDevnet({ freePorts: true, handleSignals: false })
    USDC = devnet.tokens.USDC.address
    TST = devnet.tokens.TST.address
    const transport = http(devnet.chains[0]!.rpcUrl)
    client = createPublicClient({ transport, pollingInterval: 20 }) as PublicClient
    wallet = createWalletClient({ transport })
    api = await createApi(config())
  })

  afterAll(async () => {
    await api?.close()
    await devnet?.stop()
  })

  it("quote math matches the router's own getAmountsOut on the real pools, direct and through WETH", async () => {
    const chains = createChainRuntimes(config().chains)
    const provider = createUniswapV2Provider({ chains, cacheMs: 0, deadlineSeconds: 600 })
    const cases: [Address, Address, bigint, Address[]][] = [
      [NATIVE, USDC, parseEther('1'), [DEVNET_UNISWAP.weth, USDC]],
      [NATIVE, USDC, parseEther('250'), [DEVNET_UNISWAP.weth, USDC]],
      [USDC, NATIVE, parseUnits('1234.56', 6), [USDC, DEVNET_UNISWAP.weth]],
      [TST, NATIVE, parseUnits('7', 18), [TST, DEVNET_UNISWAP.weth]],
      [USDC, TST, parseUnits('10', 6), [USDC, TST]],
      [TST, USDC, parseUnits('0.001', 18), [TST, USDC]],
    ]
    for (const [from, to, amount, path] of cases) {
      const quote = await provider.quote({ chainId: 'eip155:31337', from, to, amount })
      expect(quote.toAmount).toBe(await routerOut(amount, path))
    }
    // A big trade moves the price more than a small one.
    const small = await provider.quote({ chainId: 'eip155:31337', from: NATIVE, to: USDC, amount: parseEther('1') })
    const big = await provider.quote({ chainId: 'eip155:31337', from: NATIVE, to: USDC, amount: parseEther('250') })
    expect(small.priceImpact!).toBeLessThan(0.2)
    expect(big.priceImpact!).toBeGreaterThan(15)
  })

  it('lists the swap tokens (native first) as CAIP-10 ids', async () => {
    const { tokens } = await ok(`/v1/convert/tokens?${Q}&chainId=eip155:31337`)
    expect(tokens.map((token: Json) => token['symbol'])).toEqual(['ETH', 'USDC', 'TST'])
    expect(tokens[1]).toMatchObject({ address: caip(USDC), decimals: 6, name: 'USD Coin' })
    expect(tokens[0]['address']).toBe(caip(NATIVE))
  })

  it('answers quotes from the pools, and the the texts of docs/rules for networks without swaps', async () => {
    const amount = parseUnits('100', 6)
    const { quotes } = await ok(
      `/v1/convert/quotes?${Q}&amount=${amount}&from=${caip(USDC)}&to=${caip(NATIVE)}&userAddress=${caip(devnet.accounts[5]!)}&gasPrice=1`,
    )
    expect(quotes[0]).toMatchObject({
      fromAmount: String(amount),
      fromAccount: caip(USDC),
      toAccount: caip(NATIVE),
      toAmount: String(await routerOut(amount, [USDC, DEVNET_UNISWAP.weth])),
    })
    expect(quotes[0]['priceImpact']).toBeGreaterThan(0)

    const other = `0x${'11'.repeat(20)}`
    const unsupported = await call(`/v1/convert/quotes?${Q}&amount=1&from=eip155:1:${other}&to=eip155:1:${NATIVE}`)
    expect(unsupported).toEqual({ status: 400, body: { message: 'Network not supported for Swaps', code: 'UNSUPPORTED_NETWORK' } })
    expect((await call(`/v1/convert/tokens?${Q}&chainId=eip155:1`)).body['message']).toBe('Network not supported for Swaps')
    expect(await call(`/v1/convert/gas-price?${Q}&chainId=eip155:1`)).toEqual({
      status: 400,
      body: { message: 'Network not supported for Gas Price', code: 'UNSUPPORTED_NETWORK' },
    })
    const noPool = await call(`/v1/convert/quotes?${Q}&amount=1&from=${caip(other)}&to=${caip(USDC)}`)
    expect(noPool).toEqual({ status: 400, body: { message: 'Insufficient liquidity', code: 'INSUFFICIENT_LIQUIDITY' } })
  })

  it('answers 400 naming the field for bad input, never 5xx', async () => {
    const bad: [string, string][] = [
      [`/v1/convert/quotes?${Q}&amount=-1&from=${caip(USDC)}&to=${caip(TST)}`, 'amount'],
      [`/v1/convert/quotes?${Q}&amount=0&from=${caip(USDC)}&to=${caip(TST)}`, 'amount'],
      [`/v1/convert/quotes?${Q}&amount=1e18&from=${caip(USDC)}&to=${caip(TST)}`, 'amount'],
      [`/v1/convert/quotes?${Q}&amount=${'9'.repeat(79)}&from=${caip(USDC)}&to=${caip(TST)}`, 'amount'],
      [`/v1/convert/quotes?${Q}&amount=1&from=${USDC}&to=${caip(TST)}`, 'from'],
      [`/v1/convert/quotes?${Q}&amount=1&from=${caip(USDC)}&to=${caip(TST, 8453)}`, 'to'],
      [`/v1/convert/quotes?${Q}&amount=1&from=${caip(USDC)}`, 'to'],
      [`/v1/convert/allowance?${Q}&tokenAddress=${caip(USDC)}&userAddress=nope`, 'userAddress'],
      [`/v1/convert/gas-price?${Q}&chainId=eip155`, 'chainId'],
      [`/v1/convert/build-approve?${Q}&userAddress=${caip(devnet.accounts[5]!)}&from=${caip(USDC)}&amount=abc`, 'amount'],
    ]
    for (const [path, field] of bad) {
      const { status, body } = await call(path)
      expect(status, path).toBe(400)
      expect(body['field'], path).toBe(field)
    }
    const body = { projectId: 'test-project', amount: '1', from: caip(USDC), to: caip(TST), userAddress: caip(devnet.accounts[5]!) }
    for (const [patch, field] of [
      [{ eip155: { slippage: '75' } }, 'eip155.slippage'],
      [{ eip155: { slippage: 'x' } }, 'eip155.slippage'],
      [{ disableEstimate: 'yes' }, 'disableEstimate'],
      [{ extra: 1 }, 'body'],
    ] as const) {
      const { status, body: answer } = await post('/v1/convert/build-transaction', { ...body, ...patch })
      expect(status).toBe(400)
      expect(String(answer['field'])).toContain(field === 'body' ? '' : field)
    }
    expect((await post('/v1/convert/build-transaction', { ...body, projectId: 'nope' })).status).toBe(401)
  })

  it('answers 400 NOT_ERC20 for a token address without an ERC-20 (code-less, precompiles, an NFT, the router), never 500', async () => {
    const user = caip(devnet.accounts[5]!)
    const notErc20 = (field: string) => ({
      status: 400,
      body: { message: `Not an ERC-20 token: ${field} has no ERC-20 contract on this chain`, code: 'NOT_ERC20' },
    })
    const odd: [string, Address][] = [
      ['code-less', '0x00000000000000000000000000000000c0dec0de'],
      ['ecrecover precompile', '0x0000000000000000000000000000000000000001'],
      ['sha256 precompile (answers 32 bytes to any call)', '0x0000000000000000000000000000000000000002'],
      ['zero address', '0x0000000000000000000000000000000000000000'],
      ['ERC-721', DEVNET_NFT.address],
      ['router (a contract without allowance)', DEVNET_UNISWAP.router],
    ]
    for (const [label, token] of odd) {
      expect(await call(`/v1/convert/allowance?${Q}&tokenAddress=${caip(token)}&userAddress=${user}`), `allowance: ${label}`).toEqual(notErc20('tokenAddress'))
      // ERC-721 shares approve(address,uint256): an approval of NFT #1 must not be built.
      expect(await call(`/v1/convert/build-approve?${Q}&userAddress=${user}&from=${caip(token)}&amount=1`), `build-approve: ${label}`).toEqual(notErc20('from'))
    }
    expect(await call(`/v1/convert/build-approve?${Q}&userAddress=${user}&from=${caip(NATIVE)}`)).toEqual({
      status: 400,
      body: { message: 'The native currency needs no approval', code: 'NATIVE_NEEDS_NO_APPROVAL' },
    })
    // No pool for a non-token: quotes and transactions say so.
    const liquidity = { status: 400, body: { message: 'Insufficient liquidity', code: 'INSUFFICIENT_LIQUIDITY' } }
    for (const [label, token] of odd) {
      expect(await call(`/v1/convert/quotes?${Q}&amount=1000&from=${caip(token)}&to=${caip(USDC)}`), `quotes: ${label}`).toEqual(liquidity)
      expect(await call(`/v1/convert/quotes?${Q}&amount=1000&from=${caip(NATIVE)}&to=${caip(token)}`), `quotes to: ${label}`).toEqual(liquidity)
      const build = await post('/v1/convert/build-transaction', {
        projectId: 'test-project',
        amount: '1000',
        from: caip(token),
        to: caip(NATIVE),
        userAddress: user,
      })
      expect(build, `build-transaction: ${label}`).toEqual(liquidity)
    }
  })

  it('answers 502 UPSTREAM_UNAVAILABLE on every convert route when the chain node is down', async () => {
    const port = await findFreePort()
    const down = await createApi({
      storage: { dataDir: 'memory://' },
      chains: [
        {
          id: 'eip155:31337',
          name: 'Down',
          rpcUrl: `http://127.0.0.1:${port}`,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          tokens: [{ address: USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6 }],
          uniswapV2: { router: DEVNET_UNISWAP.router, factory: DEVNET_UNISWAP.factory, weth: DEVNET_UNISWAP.weth },
        },
      ],
      prices: { source: 'pools', cacheSeconds: 0 },
      swaps: { provider: 'uniswap-v2', quoteCacheSeconds: 0 },
      projects: [{ id: 'test-project' }],
      indexer: { enabled: false },
      logErrors: false,
    })
    try {
      const user = caip(devnet.accounts[5]!)
      const unavailable = { status: 502, body: { message: 'Chain node unavailable', code: 'UPSTREAM_UNAVAILABLE' } }
      const answer = async (path: string, init?: RequestInit) => {
        const response = await down.fetch(new Request(`http://api.test${path}`, init))
        return { status: response.status, body: await response.json() }
      }
      const paths = [
        `/v1/convert/allowance?${Q}&tokenAddress=${caip(USDC)}&userAddress=${user}`,
        `/v1/convert/build-approve?${Q}&userAddress=${user}&from=${caip(USDC)}`,
        `/v1/convert/quotes?${Q}&amount=1000&from=${caip(USDC)}&to=${caip(NATIVE)}`,
        `/v1/convert/gas-price?${Q}&chainId=eip155:31337`,
      ]
      const answers = await Promise.all(paths.map((path) => answer(path)))
      for (const [index, path] of paths.entries()) expect(answers[index], path).toEqual(unavailable)
      const body = JSON.stringify({ projectId: 'test-project', amount: '1000', from: caip(USDC), to: caip(NATIVE), userAddress: user })
      expect(await answer('/v1/convert/build-transaction', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).toEqual(unavailable)
      // The token list is config: it needs no node.
      expect((await answer(`/v1/convert/tokens?${Q}&chainId=eip155:31337`)).status).toBe(200)
    } finally {
      await down.close()
    }
  })

  it('caches a quote for at most the configured seconds', async () => {
    const path = `/v1/convert/quotes?${Q}&amount=${parseEther('1')}&from=${caip(NATIVE)}&to=${caip(TST)}`
    const first = (await ok(path))['quotes'][0]['toAmount']
    // Someone else trades on the pool: within the cache lifetime the quote stays, after it moves.
    const trader = devnet.accounts[8]!
    const trade = {
      account: trader,
      address: DEVNET_UNISWAP.router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [DEVNET_UNISWAP.weth, TST], trader, 2n ** 40n],
      value: parseEther('20'),
    } as const
    await client.simulateContract(trade)
    const hash = await wallet.writeContract({
      account: trader,
      chain: null,
      gas: 300_000n,
      address: DEVNET_UNISWAP.router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [DEVNET_UNISWAP.weth, TST], trader, 2n ** 40n],
      value: parseEther('20'),
    })
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })).status).toBe('success')
    expect((await ok(path))['quotes'][0]['toAmount']).toBe(first)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const after = (await ok(path))['quotes'][0]['toAmount']
    expect(BigInt(after)).toBeLessThan(BigInt(first))
    expect(BigInt(after)).toBe(await routerOut(parseEther('1'), [DEVNET_UNISWAP.weth, TST]))
  })

  it('swaps USDC → ETH with the approval, moving real balances', async () => {
    const user = devnet.accounts[5]!
    const amount = parseUnits('300', 6)
    const allowance = async () => (await ok(`/v1/convert/allowance?${Q}&tokenAddress=${caip(USDC)}&userAddress=${caip(user)}`))['allowance']
    expect(await allowance()).toBe('0')
    const request = {
      projectId: 'test-project',
      amount: String(amount),
      from: caip(USDC),
      to: caip(NATIVE),
      userAddress: caip(user),
      eip155: { slippage: '1' },
    }
    expect((await post('/v1/convert/build-transaction', request)).body).toMatchObject({ code: 'INSUFFICIENT_ALLOWANCE' })

    const approve = (await ok(`/v1/convert/build-approve?${Q}&userAddress=${caip(user)}&from=${caip(USDC)}&to=${caip(NATIVE)}&amount=${amount}`))['tx']
    expect(approve).toMatchObject({ from: caip(user), to: caip(USDC), value: '0' })
    expect(approve['eip155']['gas']).toBeGreaterThan(20_000)
    await send(user, approve, 0n)
    expect(await allowance()).toBe(String(amount))

    const expected = await routerOut(amount, [USDC, DEVNET_UNISWAP.weth])
    const { tx } = await ok('/v1/convert/build-transaction', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) })
    expect(tx).toMatchObject({ from: caip(user), to: caip(DEVNET_UNISWAP.router), amount: '0' })
    expect(BigInt(tx['eip155']['gas'])).toBeGreaterThan(50_000n)
    const [usdcBefore, ethBefore] = await Promise.all([balanceOf(USDC, user), client.getBalance({ address: user })])
    await send(user, tx, 0n)
    const [usdcAfter, ethAfter] = await Promise.all([balanceOf(USDC, user), client.getBalance({ address: user })])
    expect(usdcBefore - usdcAfter).toBe(amount)
    // ETH received = quote minus the gas paid (gas < 0.01 ETH on anvil).
    expect(ethAfter - ethBefore).toBeGreaterThan(expected - parseEther('0.01'))
    expect(ethAfter - ethBefore).toBeLessThanOrEqual(expected)
  })

  it('swaps ETH → TST (router payable entry) and refuses more than the balance', async () => {
    const user = devnet.accounts[6]!
    const amount = parseEther('0.5')
    const expected = await routerOut(amount, [DEVNET_UNISWAP.weth, TST])
    const request = {
      projectId: 'test-project',
      amount: String(amount),
      from: caip(NATIVE),
      to: caip(TST),
      userAddress: caip(user),
      eip155: { slippage: '0.5' },
    }
    const { tx } = await ok('/v1/convert/build-transaction', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) })
    expect(tx['amount']).toBe(String(amount))
    const before = await balanceOf(TST, user)
    await send(user, tx, BigInt(tx['amount']))
    expect((await balanceOf(TST, user)) - before).toBe(expected)

    const tooMuch = await post('/v1/convert/build-transaction', { ...request, amount: String(parseEther('1000000')) })
    expect(tooMuch).toEqual({ status: 400, body: { message: 'Insufficient balance', code: 'INSUFFICIENT_BALANCE' } })
  })

  it('answers gas prices and prices tokens from the pools, not a table', async () => {
    const gas = await ok(`/v1/convert/gas-price?${Q}&chainId=eip155:8453`)
    expect(BigInt(gas['fast'])).toBeGreaterThan(BigInt(gas['standard']))
    expect(BigInt(gas['standard'])).toBe(await createPublicClient({ transport: http(devnet.chains[1]!.rpcUrl) }).getGasPrice())

    const { fungibles } = await ok('/v1/fungible/price', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: 'test-project', currency: 'usd', addresses: [caip(NATIVE.toLowerCase(), 8453), caip(USDC, 8453), caip(TST, 8453)] }),
    })
    expect(fungibles.map((item: Json) => item['symbol'])).toEqual(['ETH', 'USDC', 'TST'])
    expect(fungibles[0]['price']).toBeCloseTo(3000, 6)
    expect(fungibles[1]['price']).toBe(1)
    expect(fungibles[2]['price']).toBeCloseTo(0.5, 6)

    // On 31337 the pools moved with the swaps above: the price follows the market.
    const local = await ok('/v1/fungible/price', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: 'test-project', currency: 'usd', addresses: [caip(NATIVE)] }),
    })
    expect(local['fungibles'][0]['price']).toBeGreaterThan(3000) // ETH was bought with USDC
    const balances = await ok(`/v1/account/${devnet.accounts[6]}/balance?${Q}&chainId=eip155:8453`)
    expect(balances['balances'].find((item: Json) => item['symbol'] === 'ETH')['price']).toBeCloseTo(3000, 6)
  })
})
