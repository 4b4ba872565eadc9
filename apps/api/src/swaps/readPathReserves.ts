import { type Address, getAddress, type Hex, type PublicClient } from 'viem'
import { pairAddress, sortTokens } from './pairAddress.js'
import { uniswapV2PairAbi } from './uniswapV2Abi.js'
import type { HopReserves } from './uniswapV2Math.js'

export interface PairReserves {
  readonly token0: Address
  readonly reserve0: bigint
  readonly reserve1: bigint
}

/** Reads one pair's reserves; undefined when the pair does not exist (no contract) or is empty. */
export async function readPairReserves(client: PublicClient, factory: Address, initCodeHash: Hex, a: Address, b: Address): Promise<PairReserves | undefined> {
  const pair = pairAddress(factory, initCodeHash, a, b)
  try {
    const [reserve0, reserve1] = await client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' })
    if (reserve0 === 0n || reserve1 === 0n) return undefined
    return { token0: getAddress(sortTokens(a, b)[0]), reserve0, reserve1 }
  } catch (error) {
    // A pair that was never created has no code: the call returns no data.
    if (error instanceof Error && /returned no data|zero data/i.test(error.message)) return undefined
    throw error
  }
}

/** Orients a pair's reserves along a hop `from → to`. */
export function hopOf(pair: PairReserves, from: Address): HopReserves {
  return getAddress(from) === pair.token0 ? { reserveIn: pair.reserve0, reserveOut: pair.reserve1 } : { reserveIn: pair.reserve1, reserveOut: pair.reserve0 }
}

/** The hops of `path` with their reserves, or undefined when a pair is missing. */
export async function readPathReserves(
  readPair: (a: Address, b: Address) => Promise<PairReserves | undefined>,
  path: readonly Address[],
): Promise<HopReserves[] | undefined> {
  const pairs = await Promise.all(path.slice(1).map((to, index) => readPair(path[index]!, to)))
  if (pairs.some((pair) => pair === undefined)) return undefined
  return pairs.map((pair, index) => hopOf(pair!, path[index]!))
}
