import { createHash, createPublicKey, type KeyObject, verify } from 'node:crypto'
import { base64UrlPattern } from './deviceMessages.js'

/** A device as the server knows it: its id (sha256 of the public key) and the public key (raw P-256 point, base64url). */
export interface Device {
  readonly id: string
  readonly publicKey: string
}

/** The device for a raw uncompressed P-256 public key (65 bytes, base64url), or null when it is not one. */
export function parseDeviceKey(publicKey: string): (Device & { key: KeyObject }) | null {
  if (publicKey.length !== 87 || !base64UrlPattern.test(publicKey)) return null
  const raw = Buffer.from(publicKey, 'base64url')
  if (raw.length !== 65 || raw[0] !== 4) return null
  try {
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
      format: 'jwk',
    })
    return { id: createHash('sha256').update(raw).digest('base64url'), publicKey, key }
  } catch {
    return null
  }
}

/** Whether `signature` (WebCrypto's r‖s, base64url) is `key`'s ECDSA-SHA256 signature of `message`. */
export function verifyDeviceSignature(key: KeyObject, message: string, signature: string): boolean {
  if (signature.length > 128 || !base64UrlPattern.test(signature)) return false
  const bytes = Buffer.from(signature, 'base64url')
  if (bytes.length !== 64) return false
  return verify('sha256', Buffer.from(message, 'utf8'), { key, dsaEncoding: 'ieee-p1363' }, bytes)
}
