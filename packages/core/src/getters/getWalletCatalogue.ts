import type { Kit } from '../kit.js'
import type { WalletsState } from '../state/wallets.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetWalletCatalogueReturnType = Readonly<WalletsState>

/**
 * The wallet catalogue as the modal has loaded it: featured and recommended wallets (Connect),
 * AllWallets pages and the search. Filter installed wallets out with `excludeInstalledWallets`.
 */
export function getWalletCatalogue(kit: Kit): GetWalletCatalogueReturnType {
  return select(kit, 'walletCatalogue', (state) => state.wallets)
}

export function watchWalletCatalogue(kit: Kit, parameters: WatchParameters<GetWalletCatalogueReturnType>) {
  return watch(kit, getWalletCatalogue, parameters)
}
