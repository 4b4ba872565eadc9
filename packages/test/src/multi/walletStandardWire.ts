import type { TestWalletAccount } from './walletStandardPart.js'

/** An account as it crosses the Playwright binding. */
export interface WireAccount {
  readonly address: string
  readonly publicKey: string
  readonly chains: readonly string[]
  readonly features: readonly string[]
  readonly label?: string
}

const toBase64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64')

const isAccount = (value: object): value is TestWalletAccount =>
  typeof (value as TestWalletAccount).address === 'string' &&
  (value as TestWalletAccount).publicKey instanceof Uint8Array &&
  Array.isArray((value as TestWalletAccount).chains)

export function toWireAccount(account: TestWalletAccount): WireAccount {
  const wire = { address: account.address, publicKey: toBase64(account.publicKey), chains: [...account.chains], features: [...account.features] }
  return account.label === undefined ? wire : { ...wire, label: account.label }
}

/**
 * Node → page: byte arrays become `{ $bytes: base64 }`, accounts `{ $account: WireAccount }`,
 * so the page can rebuild `Uint8Array`s and its own (stable) account objects.
 */
export function encodeForPage(value: unknown): unknown {
  if (value instanceof Uint8Array) return { $bytes: toBase64(value) }
  if (Array.isArray(value)) return value.map(encodeForPage)
  if (typeof value === 'object' && value !== null) {
    if (isAccount(value)) return { $account: toWireAccount(value) }
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, encodeForPage(entry)]))
  }
  return value
}

/** Page → Node: `{ $bytes }` back to `Uint8Array`, `{ $account: address }` to `{ address }`. */
export function decodeFromPage(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeFromPage)
  if (typeof value === 'object' && value !== null) {
    const { $bytes, $account } = value as { $bytes?: unknown; $account?: unknown }
    if (typeof $bytes === 'string') return new Uint8Array(Buffer.from($bytes, 'base64'))
    if (typeof $account === 'string') return { address: $account }
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, decodeFromPage(entry)]))
  }
  return value
}
