const evmAddress = /^(0x)?[0-9a-fA-F]{40}$/
const solanaAddress = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** EVM address: 40 hex characters with optional 0x (docs/rules/validation.md). */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && evmAddress.test(value)
}

/** Solana address: base58, 32 to 44 characters (docs/rules/validation.md). */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && solanaAddress.test(value)
}
