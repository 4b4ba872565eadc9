import type { Address } from 'viem'
import { DEVNET_TOKENS } from '../devnetTokens.js'

/** One seeded Uniswap V2 pool: `amountA` of `tokenA` against `amountB` of `tokenB` (whole units). */
export interface DevnetPool {
  readonly name: string
  /** The pair contract (CREATE2 address from the factory and the sorted token addresses). */
  readonly pair: Address
  readonly tokenA: Address
  readonly tokenB: Address
  readonly amountA: bigint
  readonly amountB: bigint
}

const WETH = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'

/**
 * Uniswap V2 on every devnet chain, deployed from the compiled artifacts of the
 * `@uniswap/v2-core` and `@uniswap/v2-periphery` npm packages by account 0 at nonces 3 (WETH9),
 * 4 (factory) and 5 (router02), right after the test tokens and the NFT collection, so the
 * addresses are the same on both chains and on every run (`startDevnet` asserts them).
 *
 * The pools are seeded at the prices of the API's default config (ETH 3000 USD, USDC 1 USD,
 * TST 0.5 USD) by a separate liquidity account, so the ten funded accounts keep their balances.
 */
export const DEVNET_UNISWAP = {
  weth: WETH,
  factory: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
  router: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
  deployNonces: { weth: 3, factory: 4, router: 5 },
  /** keccak256 of the pair creation code; router02's `pairFor` has it hard-coded. */
  pairInitCodeHash: '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f',
  /** Holds the pool shares (impersonated on anvil; not one of the ten funded accounts). */
  liquidityProvider: '0x000000000000000000000000000000000000c0DE',
  pools: [
    {
      name: 'ETH/USDC',
      pair: '0xfC060C5b8A8C0e1bb6F15434288578883cAaa866',
      tokenA: WETH,
      tokenB: DEVNET_TOKENS.USDC.address,
      amountA: 1_000n,
      amountB: 3_000_000n,
    },
    {
      name: 'ETH/TST',
      pair: '0x8411d45A589427E08E101Bb600A4E617939C952F',
      tokenA: WETH,
      tokenB: DEVNET_TOKENS.TST.address,
      amountA: 1_000n,
      amountB: 6_000_000n,
    },
    {
      name: 'USDC/TST',
      pair: '0xd5AB01462Da740594Beaf3AF32C12730d6D2DC38',
      tokenA: DEVNET_TOKENS.USDC.address,
      tokenB: DEVNET_TOKENS.TST.address,
      amountA: 1_000_000n,
      amountB: 2_000_000n,
    },
  ],
} as const satisfies {
  weth: Address
  factory: Address
  router: Address
  deployNonces: Record<'weth' | 'factory' | 'router', number>
  pairInitCodeHash: `0x${string}`
  liquidityProvider: Address
  pools: readonly DevnetPool[]
}
