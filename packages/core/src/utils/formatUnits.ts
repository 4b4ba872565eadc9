import { InvalidDecimalNumberError, TooManyDecimalsError } from '../errors/units.js'

/** Formats an integer amount in the smallest unit as a decimal string (no rounding, no trailing zeros). */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}

/** Parses a decimal string into the smallest unit; throws on anything that is not a plain number. */
export function parseUnits(value: string, decimals: number): bigint {
  if (!/^\d+(\.\d+)?$/.test(value.trim())) throw new InvalidDecimalNumberError({ value })
  const [integer = '0', fraction = ''] = value.trim().split('.')
  if (fraction.length > decimals && /[1-9]/.test(fraction.slice(decimals))) throw new TooManyDecimalsError({ value, decimals })
  return BigInt(integer + fraction.slice(0, decimals).padEnd(decimals, '0'))
}
