import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SIWXMessage } from './types.js'

/** Where the page runs: the message's domain and URI (the host page's origin). */
export function pageLocation(fallbackUrl: string | undefined): { domain: string; uri: string } {
  const location = (globalThis as { location?: { host: string; origin: string } }).location
  if (location?.host) return { domain: location.host, uri: `${location.origin}/` }
  const url = new URL(fallbackUrl ?? 'http://localhost/')
  return { domain: url.host, uri: `${url.origin}/` }
}

/** 128 random bits from the Web Crypto RNG, hex (for configurations without a server nonce). */
export function randomNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** A SIWXMessage: its fields plus `toString()` (the EIP-4361 / CAIP-122 text, checked when written). */
export function createSiwxMessage(data: SIWXMessage.Data): SIWXMessage {
  const text = formatSiwxMessage(data)
  return { ...data, toString: () => text }
}
