/** Options of {@link truncateAddress}. */
export type TruncateAddressOptions = {
  /** Characters kept at the start, not counting a `0x` prefix. Default 4. */
  start?: number
  /** Characters kept at the end. Default 4. */
  end?: number
}

const ELLIPSIS = '…'

/**
 * Shortens an address for display: `0x` (when present) plus `start` characters, an ellipsis and
 * the last `end` characters. Short strings come back unchanged.
 *
 * @example truncateAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // '0xd8dA…6045'
 */
export function truncateAddress(address: string, options: TruncateAddressOptions = {}): string {
  const start = Math.max(0, options.start ?? 4)
  const end = Math.max(0, options.end ?? 4)
  const value = address.trim()
  const prefix = /^0x/i.test(value) ? value.slice(0, 2) : ''
  const body = value.slice(prefix.length)
  if (body.length <= start + end + 1) return value
  return `${prefix}${body.slice(0, start)}${ELLIPSIS}${end > 0 ? body.slice(-end) : ''}`
}

const PLAIN_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/

function toPlainDecimal(value: string | number): string | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim().replace(/_/g, '')
  if (PLAIN_DECIMAL.test(text)) return text
  const number = Number(text)
  if (text === '' || !Number.isFinite(number)) return undefined
  // scientific notation ('1e-7', '1.5e+21'): expand without rounding away the digits we keep
  return number.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
}

/**
 * Formats a decimal amount with exactly `decimals` fraction digits, truncating (never rounding),
 * as the balance display in docs/rules/validation.md requires. Anything that is not a finite number gives
 * the zero value (`'0.000'` by default). With `locale` (the kit's), the result is written with
 * that locale's digits and decimal separator through `Intl.NumberFormat` (`'1,234'` in `de`).
 *
 * @example formatBalance('1.23456') // '1.234'
 * @example formatBalance(undefined) // '0.000'
 */
export function formatBalance(value: string | number | null | undefined, decimals = 3, locale?: string): string {
  const places = Math.max(0, Math.floor(decimals))
  const plain = truncateDecimal(value, places)
  if (!locale) return plain
  try {
    // The truncated decimal string is formatted exactly (Intl reads numeric strings as decimals):
    // the locale's digits and decimal separator, no grouping (amounts stay as docs/rules/validation.md shows them).
    return new Intl.NumberFormat(locale, { minimumFractionDigits: places, maximumFractionDigits: places, useGrouping: false }).format(
      plain as unknown as number,
    )
  } catch {
    return plain
  }
}

function truncateDecimal(value: string | number | null | undefined, places: number): string {
  const zero = places > 0 ? `0.${'0'.repeat(places)}` : '0'
  if (value === null || value === undefined) return zero
  const plain = toPlainDecimal(value)
  const match = plain === undefined ? null : PLAIN_DECIMAL.exec(plain)
  if (!match) return zero
  const [, sign = '', integerDigits = '', fractionDigits = ''] = match
  if (integerDigits === '' && fractionDigits === '') return zero
  const integer = integerDigits.replace(/^0+(?=\d)/, '') || '0'
  const fraction = fractionDigits.slice(0, places).padEnd(places, '0')
  const formatted = places > 0 ? `${integer}.${fraction}` : integer
  const isZero = /^[0.]*$/.test(formatted)
  return sign === '-' && !isZero ? `-${formatted}` : formatted
}

/** A number rounded to `places` fraction digits in `locale`'s digits and separator, without grouping. */
export function formatFixed(value: number, places: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { minimumFractionDigits: places, maximumFractionDigits: places, useGrouping: false }).format(value)
  } catch {
    return value.toFixed(places)
  }
}
