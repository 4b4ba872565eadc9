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
  const slug = (text: string, kept: RegExp) =>
    text
      .trim()
      .toLowerCase()
      .replace(kept, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
  return (rdns && slug(rdns, /[^\p{L}\p{N}.]+/gu)) || slug(name, /[^\p{L}\p{N}]+/gu) || 'wallet'
}
