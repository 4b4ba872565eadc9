import type { Eip1193Provider } from '../types.js'

/** True for an object with a `request` function (the one member every EIP-1193 provider has). */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as { request?: unknown }).request === 'function'
}
