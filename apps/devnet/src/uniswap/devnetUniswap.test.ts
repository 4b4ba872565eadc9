import { createPublicClient, formatUnits, getAddress, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testTokenAbi } from '../contracts/testToken.js'
import { DEVNET_ACCOUNTS } from '../devnetAccounts.js'
import { DEVNET_TOKENS } from '../devnetTokens.js'
import { type Devnet, startDevnet } from '../startDevnet.js'
import { DEVNET_UNISWAP } from './devnetUniswap.js'
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from './uniswapV2Abi.js'

const TIMEOUT = 60_000

describe('Uniswap V2 on the devnet', () => {
  let devnet: Devnet

  beforeAll(async () => {
    devnet = await startDevnet({ freePorts: true, handleSignals: false })
  }, TIMEOUT)

  afterAll(async () => {
    await devnet?.stop()
  }, TIMEOUT)

  it('deploys WETH, the factory and router02 at the fixed addresses on both chains', async () => {
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const router = { address: DEVNET_UNISWAP.router, abi: uniswapV2RouterAbi } as const
      expect(await client.readContract({ ...router, functionName: 'factory' })).toBe(DEVNET_UNISWAP.factory)
      expect(await client.readContract({ ...router, functionName: 'WETH' })).toBe(DEVNET_UNISWAP.weth)
    }
  })

  it('seeds ETH/USDC, ETH/TST and USDC/TST at the configured prices on both chains', async () => {
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      for (const pool of DEVNET_UNISWAP.pools) {
        const pair = await client.readContract({
          address: DEVNET_UNISWAP.factory,
          abi: uniswapV2FactoryAbi,
          functionName: 'getPair',
          args: [pool.tokenA, pool.tokenB],
        })
        expect(getAddress(pair)).toBe(pool.pair)
        const [reserve0, reserve1] = await client.readContract({ address: pool.pair, abi: uniswapV2PairAbi, functionName: 'getReserves' })
        const token0 = await client.readContract({ address: pool.pair, abi: uniswapV2PairAbi, functionName: 'token0' })
        const [reserveA, reserveB] = getAddress(token0) === pool.tokenA ? [reserve0, reserve1] : [reserve1, reserve0]
        const decimals = (address: string) =>
          address === DEVNET_UNISWAP.weth ? 18 : Object.values(DEVNET_TOKENS).find((token) => token.address === address)!.decimals
        expect(formatUnits(reserveA, decimals(pool.tokenA))).toBe(String(pool.amountA))
        expect(formatUnits(reserveB, decimals(pool.tokenB))).toBe(String(pool.amountB))
      }
      // 1 ETH buys just under 3000 USDC (0.3 % fee and the pool's own slippage).
      const [, usdcOut] = await client.readContract({
        address: DEVNET_UNISWAP.router,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [parseEther('1'), [DEVNET_UNISWAP.weth, DEVNET_TOKENS.USDC.address]],
      })
      expect(Number(formatUnits(usdcOut!, 6))).toBeGreaterThan(2_985)
      expect(Number(formatUnits(usdcOut!, 6))).toBeLessThan(3_000)
    }
  })

  it('leaves the ten funded accounts at their minted token balances', async () => {
    const client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    for (const account of DEVNET_ACCOUNTS) {
      const balance = await client.readContract({ address: DEVNET_TOKENS.USDC.address, abi: testTokenAbi, functionName: 'balanceOf', args: [account] })
      expect(balance).toBe(1_000_000n * 10n ** 6n)
    }
  })
})
