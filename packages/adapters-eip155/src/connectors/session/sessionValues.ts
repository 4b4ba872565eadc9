/** An EIP-1193 error (the code is what core maps). */
export function providerError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code })
}

/** The chain number of a CAIP-2 id (`eip155:8453` → 8453). */
export const referenceOf = (chain: string) => Number(chain.split(':')[1])

/** A chain id as wallets send it in `chainChanged` / `wallet_switchEthereumChain`: hex, decimal or CAIP-2. */
export function toChainNumber(value: unknown): number | undefined {
  const raw = typeof value === 'object' && value !== null ? (value as { chainId?: unknown }).chainId : value
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : undefined
  if (typeof raw !== 'string') return undefined
  const text = raw.startsWith('eip155:') ? raw.slice(7) : raw
  const number = /^0x[0-9a-f]+$/i.test(text) ? Number.parseInt(text, 16) : /^\d+$/.test(text) ? Number(text) : NaN
  return Number.isSafeInteger(number) && number > 0 ? number : undefined
}

/** The address of a CAIP-10 account (or a plain address). */
export const addressOf = (account: string) => account.split(':').at(-1) ?? account
