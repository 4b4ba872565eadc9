import type { GetWalletsResponse, WalletItem } from './walletSchemas.js'

export interface WalletQuery {
  readonly page: number
  readonly entries: number
  readonly search?: string | undefined
  readonly include?: readonly string[] | undefined
  readonly exclude?: readonly string[] | undefined
  readonly badgeType?: string | undefined
  readonly chains?: readonly string[] | undefined
}

/**
 * Filters the catalogue like AppKit's explorer API: `include` keeps only those ids, `exclude`
 * drops ids, `search` matches the name (case-insensitive, ignoring spaces), `badge_type` the
 * badge, `chains` keeps wallets supporting at least one of the CAIP-2 ids. `count` is the
 * total after filtering; `data` the requested page (1-based).
 */
export function queryWallets(wallets: readonly WalletItem[], query: WalletQuery): GetWalletsResponse {
  const include = query.include && query.include.length > 0 ? new Set(query.include) : undefined
  const exclude = new Set(query.exclude ?? [])
  const chains = query.chains && query.chains.length > 0 ? new Set(query.chains) : undefined
  const needle = query.search?.toLowerCase().replace(/\s+/g, '')
  const matches = wallets.filter(
    (wallet) =>
      (!include || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (!needle || wallet.name.toLowerCase().replace(/\s+/g, '').includes(needle)) &&
      (!query.badgeType || wallet.badge_type === query.badgeType) &&
      (!chains || wallet.chains.some((chain) => chains.has(chain))),
  )
  const start = (query.page - 1) * query.entries
  return { count: matches.length, data: matches.slice(start, start + query.entries) }
}
