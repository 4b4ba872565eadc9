import { InvalidBase58CharacterError } from '../errors/token.js'

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const indexes = new Map([...alphabet].map((character, index) => [character, index]))

/** Base58 (Bitcoin alphabet), the text form of Solana addresses and signatures. */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  // Repeated division of the big-endian number by 58, in base-58 digits (little-endian).
  const digits: number[] = []
  for (let index = zeros; index < bytes.length; index++) {
    let carry = bytes[index]!
    for (let digit = 0; digit < digits.length; digit++) {
      carry += digits[digit]! << 8
      digits[digit] = carry % 58
      carry = (carry / 58) | 0
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = (carry / 58) | 0
    }
  }
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((digit) => alphabet[digit])
      .join('')
  )
}

/** The inverse of {@link encodeBase58}; throws on a character outside the alphabet. */
export function decodeBase58(text: string): Uint8Array {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  const bytes: number[] = []
  for (let index = zeros; index < text.length; index++) {
    const value = indexes.get(text[index]!)
    if (value === undefined) throw new InvalidBase58CharacterError({ character: text[index]! })
    let carry = value
    for (let byte = 0; byte < bytes.length; byte++) {
      carry += bytes[byte]! * 58
      bytes[byte] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}
