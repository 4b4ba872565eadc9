import { formatUnits, parseUnits } from '../utils/formatUnits.js'

/** A typed amount in the smallest unit, or undefined when it is empty, zero or not a number. */
export function toSmallestUnit(amount: string, decimals: number): bigint | undefined {
  const trimmed = amount.trim()
  if (!trimmed) return undefined
  try {
    const value = parseUnits(trimmed, decimals)
    return value > 0n ? value : undefined
  } catch {
    return undefined
  }
}

/** `amount` less `slippage` percent (two decimals kept): what a swap pays at least. */
export function applySlippage(amount: bigint, slippage: number): bigint {
  return (amount * (10_000n - BigInt(Math.round(slippage * 100)))) / 10_000n
}

/** Whole units, at most `digits` significant decimals (no trailing zeros). */
export function formatSwapAmount(value: bigint, decimals: number, digits = 6): string {
  const text = formatUnits(value, decimals)
  const [integer, fraction = ''] = text.split('.')
  const kept = fraction.slice(0, digits).replace(/0+$/, '')
  return kept ? `${integer}.${kept}` : (integer ?? '0')
}
