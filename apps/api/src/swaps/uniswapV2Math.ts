/** Reserves of one hop of a path: what goes in, what comes out. */
export interface HopReserves {
  readonly reserveIn: bigint
  readonly reserveOut: bigint
}

/** Uniswap V2's `getAmountOut` (0.3 % fee), exactly as `UniswapV2Library` computes it. */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const amountInWithFee = amountIn * 997n
  return (amountInWithFee * reserveOut) / (reserveIn * 1000n + amountInWithFee)
}

/** Uniswap V2's `getAmountsOut` over the hops of a path: the amount after each hop. */
export function getAmountsOut(amountIn: bigint, hops: readonly HopReserves[]): bigint[] {
  const amounts = [amountIn]
  for (const hop of hops) amounts.push(getAmountOut(amounts[amounts.length - 1]!, hop.reserveIn, hop.reserveOut))
  return amounts
}

/**
 * Price impact of a trade in percent: how far the amount out falls short of the amount the
 * pools' mid prices promise after the 0.3 % fee of each hop (the trade's own slippage).
 */
export function priceImpact(amountIn: bigint, amountOut: bigint, hops: readonly HopReserves[]): number {
  if (amountIn === 0n || hops.length === 0) return 0
  // Mid amount after fees, in 1e18 fixed point to keep precision on small trades.
  let mid = amountIn * 10n ** 18n
  for (const hop of hops) {
    if (hop.reserveIn === 0n) return 100
    mid = (mid * hop.reserveOut * 997n) / (hop.reserveIn * 1000n)
  }
  if (mid === 0n) return 0
  const ratio = Number((amountOut * 10n ** 18n * 1_000_000n) / mid) / 1_000_000
  return Math.max(0, Math.min(100, (1 - ratio) * 100))
}

/** Mid price of one whole `in` unit in whole `out` units across the hops (no fee, no impact). */
export function midPrice(hops: readonly HopReserves[], decimalsIn: number, decimalsOut: number): number {
  let price = 1
  for (const hop of hops) {
    if (hop.reserveIn === 0n) return 0
    price *= Number(hop.reserveOut) / Number(hop.reserveIn)
  }
  return price * 10 ** (decimalsIn - decimalsOut)
}
