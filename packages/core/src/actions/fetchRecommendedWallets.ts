import { getWallets } from '../api/getWallets.js'
import type { Kit } from '../kit.js'
import { walletCatalogueLimits } from '../state/wallets.js'
import { catalogueFilters, toCatalogueWallets, walletsFailed } from './fetchWallets.js'
import { reportApiError } from './reportApiError.js'

/** Extra entries read beyond the 4 shown, so that installed wallets (dropped by rdns) leave 4. */
const installedAllowance = 8

export type FetchRecommendedWalletsParameters = {
  /** Read again even after a success. */
  force?: boolean | undefined
}

/**
 * Reads what the Connect view shows after the installed wallets: the `featuredWalletIds` (in that
 * order) and the first catalogue entries (4 are shown once installed ones are dropped). Called by
 * the UI after the modal opened: the modal never waits for it. Never throws; without `apiUrl`
 * nothing happens.
 */
export async function fetchRecommendedWallets(kit: Kit, { force = false }: FetchRecommendedWalletsParameters = {}): Promise<void> {
  const client = kit.api
  const slice = kit._internal.state.wallets
  if (!client || slice.recommendedStatus === 'loading') return
  if (slice.recommendedStatus === 'success' && !force) return
  const { include, exclude, featured } = catalogueFilters(kit)
  slice.recommendedStatus = 'loading'
  try {
    const [featuredPage, recommendedPage] = await Promise.all([
      featured.length ? getWallets(client, { include: featured, entries: Math.min(featured.length, 100) }) : undefined,
      getWallets(client, {
        page: 1,
        entries: walletCatalogueLimits.recommended + installedAllowance,
        include,
        exclude: [...exclude, ...featured],
      }),
    ])
    const byId = new Map(toCatalogueWallets(kit, featuredPage?.data ?? []).map((wallet) => [wallet.id, wallet]))
    slice.featured = featured.flatMap((id) => byId.get(id) ?? [])
    slice.recommended = toCatalogueWallets(kit, recommendedPage.data)
    slice.count = recommendedPage.count
    slice.error = undefined
    slice.recommendedStatus = 'success'
  } catch (error) {
    slice.error = reportApiError(kit, error, walletsFailed).message
    slice.recommendedStatus = 'error'
  }
}
