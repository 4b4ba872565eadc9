/** Namespaces that can sign in, with the account word of the message's first line (CAIP-122). */
export const SIWX_ACCOUNT_NAMES = { eip155: 'Ethereum', solana: 'Solana', bip122: 'Bitcoin' } as const
export type SiwxNamespace = keyof typeof SIWX_ACCOUNT_NAMES

/** Address shape per namespace (docs/rules/validation.md; Bitcoin: base58 or bech32/bech32m). */
export const SIWX_ADDRESS_PATTERNS: Record<SiwxNamespace, RegExp> = {
  eip155: /^0x[0-9a-fA-F]{40}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  bip122: /^(?:[13mn2][1-9A-HJ-NP-Za-km-z]{25,34}|(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87})$/,
}

/** CAIP-2 reference per namespace: a decimal EIP-155 chain id, else CAIP-2's 1-32 characters. */
export const SIWX_REFERENCE_PATTERNS: Record<SiwxNamespace, RegExp> = {
  eip155: /^[1-9][0-9]{0,19}$/,
  solana: /^[-_a-zA-Z0-9]{1,32}$/,
  bip122: /^[-_a-zA-Z0-9]{1,32}$/,
}

/** Whether a CAIP-2 namespace is one sign-in messages are written for (`eip155`, `solana`, `bip122`). */
export function isSiwxNamespace(value: string): value is SiwxNamespace {
  return Object.hasOwn(SIWX_ACCOUNT_NAMES, value)
}
