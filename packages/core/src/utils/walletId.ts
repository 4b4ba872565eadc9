export type WalletIdParameters = {
  /** The wallet's reverse-DNS id (EIP-6963 `rdns`, or the same announced by a non-EVM wallet). */
  rdns?: string | undefined
  /** The wallet's display name. */
  name: string
}

/**
 * The id of a discovered wallet, formed the same way by every adapter (eip155, solana, bip122):
 * its reverse-DNS id when it announces one, otherwise its name as a slug. Lower case, and any run
 * of characters other than letters and digits (and dots in an rdns) becomes one `-`. Test ids
 * (`wallet-item-<id>`) and storage keys (recent wallets, the last connector) use it.
 *
 * @example walletId({ rdns: 'io.metamask', name: 'MetaMask' }) // 'io.metamask'
 * @example walletId({ name: 'Acme BTC' }) // 'acme-btc'
 */
export function walletId({ rdns, name }: WalletIdParameters): string {
  return (rdns && slug(rdns, '-', true)) || slug(name, '-') || 'wallet'
}

/**
 * `text` in lower case with each run of characters other than letters and digits (and dots with
 * `keepDots`) replaced by `separator`, and no separator or dot at either end.
 */
export function slug(text: string, separator: '-' | '', keepDots = false): string {
  const lower = text.trim().toLowerCase()
  // Ids run at page load (discovery). Unicode property classes cost about a millisecond to compile
  // on first use, so printable ASCII, which almost every rdns and name is, takes the ASCII classes
  // (the same result: lower-cased ASCII letters and digits are all of \p{L} and \p{N} there).
  const ascii = /^[ -~]*$/.test(lower)
  const others = ascii ? (keepDots ? /[^a-z0-9.]+/g : /[^a-z0-9]+/g) : keepDots ? /[^\p{L}\p{N}.]+/gu : /[^\p{L}\p{N}]+/gu
  return lower.replace(others, separator).replace(/^[-.]+|[-.]+$/g, '')
}
