import type { ApiWallet } from '../api/getWallets.js'
import { getWallets } from '../api/getWallets.js'
import { getWalletImage } from '../getters/getLogos.js'
import type { Kit } from '../kit.js'
import { appendWallets, type CatalogueWallet, toCatalogueWallet, walletCatalogueLimits } from '../state/wallets.js'
import { reportApiError } from './reportApiError.js'

/** docs/rules-style text stored when the catalogue cannot be read (alerts for 401/403/429/5xx come too). */
export const walletsFailed = 'Failed to fetch wallets'

/** The catalogue filters of the kit's options (`includeWalletIds`, `excludeWalletIds`, `featuredWalletIds`). */
export function catalogueFilters(kit: Kit): { include: string[] | undefined; exclude: string[]; featured: string[] } {
  const { includeWalletIds, excludeWalletIds, featuredWalletIds } = kit.options
  return {
    include: includeWalletIds?.length ? [...includeWalletIds] : undefined,
    exclude: [...(excludeWalletIds ?? [])],
    featured: [...(featuredWalletIds ?? [])],
  }
}

/** API wallets → the modal's shape, with each wallet's logo on the kit's API (`/v1/images/wallets/{id}`). */
export function toCatalogueWallets(kit: Kit, wallets: readonly ApiWallet[]): CatalogueWallet[] {
  return wallets.map((wallet) => toCatalogueWallet(wallet, () => getWalletImage(kit, wallet.id) ?? ''))
}

export type FetchWalletsParameters = {
  /** Read the first page again (after a failure, on retry). */
  reset?: boolean | undefined
}

/**
 * Loads the next page of 40 catalogue wallets for AllWallets (infinite scroll), with the kit's
 * include and exclude options; featured wallets are left out (they lead the list). Never throws:
 * a failure sets `listStatus: 'error'`. Without `apiUrl` nothing happens.
 */
export async function fetchWallets(kit: Kit, { reset = false }: FetchWalletsParameters = {}): Promise<void> {
  const client = kit.api
  const slice = kit._internal.state.wallets
  if (!client || slice.listStatus === 'loading') return
  if (reset) {
    slice.list = []
    slice.page = 0
  } else if (slice.page > 0 && slice.count !== undefined && slice.list.length >= slice.count) return
  const { include, exclude, featured } = catalogueFilters(kit)
  const page = slice.page + 1
  slice.listStatus = 'loading'
  try {
    const result = await getWallets(client, {
      page,
      entries: walletCatalogueLimits.page,
      include,
      exclude: [...exclude, ...featured],
    })
    slice.list = appendWallets(slice.list, toCatalogueWallets(kit, result.data))
    slice.page = page
    slice.count = result.count
    slice.error = undefined
    slice.listStatus = 'success'
  } catch (error) {
    slice.error = reportApiError(kit, error, walletsFailed).message
    slice.listStatus = 'error'
  }
}
