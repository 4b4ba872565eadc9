import { NegativeHexNumberError } from '../errors/encoding.js'

/**
 * The few hex conversions the connect/sign/send path needs, without pulling viem into the
 * first load (viem's clients are imported lazily, on the first balance read).
 */
export type Hex = `0x${string}`

export function isHex(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value)
}

export function numberToHex(value: bigint | number): Hex {
  const number = BigInt(value)
  if (number < 0n) throw new NegativeHexNumberError({ value: number })
  return `0x${number.toString(16)}`
}

export function stringToHex(value: string): Hex {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(value)) hex += byte.toString(16).padStart(2, '0')
  return hex as Hex
}

/** EVM address as wallets return it: 0x plus 40 hex characters (checksum not enforced). */
export function isAddress(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
}
