import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A random URL-safe token (32 bytes). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** sha256 hex: tokens and codes are stored hashed. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex')
}

/** A uniformly random numeric code of `length` digits. */
export function randomDigits(length: number): string {
  let code = ''
  for (let index = 0; index < length; index++) code += randomInt(0, 10).toString()
  return code
}

/** Compares two hex hashes in constant time. */
export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
