import {
  type CatalogueWallet,
  type ConnectorGroup,
  emitEvent,
  excludeInstalledWallets,
  fetchRecommendedWallets,
  type GetWalletCatalogueReturnType,
  getRouter,
  type Kit,
  navigate,
  walletCatalogueLimits,
} from '@kit/core'
import { getTranslate } from '../../i18n/getTranslate.js'
import type { Translate } from '../../i18n/translate.js'
import { html, nothing } from '../../internal/lit.js'
import { catalogueNamespaces, catalogueTestId, selectCatalogueWallet, walletsForNamespaces } from '../catalogue-wallet.js'

/** Reads the featured and recommended wallets (once; again after a failure). */
export function startConnectCatalogue(kit: Kit): void {
  void fetchRecommendedWallets(kit)
}

/** The catalogue size on the All Wallets entry: `100+` style, exact below 10. */
function countTag(t: Translate, count: number | undefined): string {
  if (count === undefined || count <= 0) return ''
  return count < 10 ? String(count) : t('allWallets.countMore', { count: Math.floor(count / 10) * 10 })
}

/** The All Wallets entry's 2×2 logos: four wallets behind it (the ones after those listed, else the first ones). */
export function allWalletsIcons(wallets: readonly CatalogueWallet[]): string[] {
  const after = wallets.slice(walletCatalogueLimits.recommended)
  return (after.length >= 4 ? after : wallets).flatMap((wallet) => (wallet.imageUrl ? [wallet.imageUrl] : [])).slice(0, 4)
}

type Part = ReturnType<typeof html> | typeof nothing

/**
 * The Connect view's part of the Kit API catalogue, as three list-item parts the view places by
 * `features.connectorTypeOrder`: featured wallets, 4 recommended ones (installed ones dropped by
 * rdns, skeletons while they load), and the `all-wallets` entry (always last). Nothing without
 * `apiUrl`. The modal never waits for it.
 */
export function connectCatalogueParts(
  kit: Kit | undefined,
  catalogue: GetWalletCatalogueReturnType | undefined,
  installed: readonly ConnectorGroup[],
  allWallets: boolean,
): { featured: Part; recommended: Part; allWallets: Part } {
  if (!kit?.api || !catalogue) return { featured: nothing, recommended: nothing, allWallets: nothing }
  const t = getTranslate(kit)
  const namespaces = catalogueNamespaces(kit)
  const featured = walletsForNamespaces(excludeInstalledWallets(catalogue.featured, installed), namespaces)
  const listed = walletsForNamespaces(excludeInstalledWallets(catalogue.recommended, installed), namespaces)
  const recommended = listed.slice(0, walletCatalogueLimits.recommended)
  const loading = catalogue.recommendedStatus === 'loading' || catalogue.recommendedStatus === 'idle'
  const total = catalogue.count === undefined ? undefined : catalogue.count + catalogue.featured.length
  const item = (wallet: CatalogueWallet) => html`<li>
    <kit-wallet-item
      .name=${wallet.name}
      .icon=${wallet.imageUrl ?? ''}
      .testid=${catalogueTestId(wallet)}
      @click=${() => selectCatalogueWallet(kit, wallet, installed)}
    ></kit-wallet-item>
  </li>`
  return {
    featured: html`${featured.map(item)}`,
    recommended: html`${recommended.map(item)}${
      loading
        ? html`<li class="skeleton-row" aria-hidden="true" data-testid="recommended-loading">
            <kit-skeleton width="40" height="40" style="--radius: 12px"></kit-skeleton>
            <kit-skeleton width="45%" height="14"></kit-skeleton>
          </li>`
        : nothing
    }`,
    allWallets: allWallets
      ? html`<li>
          <kit-wallet-item
            .name=${t('connect.allWallets')}
            .tag=${countTag(t, total)}
            .icons=${allWalletsIcons(listed)}
            testid="all-wallets"
            @click=${() => {
              navigate(kit, { view: 'AllWallets', data: { namespace: getRouter(kit).data.namespace } })
              emitEvent(kit, 'CLICK_ALL_WALLETS')
            }}
          ></kit-wallet-item>
        </li>`
      : nothing,
  }
}
