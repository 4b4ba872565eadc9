import {
  type CatalogueWallet,
  type ConnectorGroup,
  excludeInstalledWallets,
  fetchRecommendedWallets,
  fetchWallets,
  getConnectorGroups,
  getRouter,
  getWalletCatalogue,
  type Kit,
  searchWallets,
  watchConnectorGroups,
  watchRouter,
  watchWalletCatalogue,
} from '@kit/core'
import { KitButton } from '../../components/button/button.component.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import { KitSkeleton } from '../../components/skeleton/skeleton.component.js'
import type { KitInputEvent } from '../../components/text-field/text-field.component.js'
import { KitTextField } from '../../components/text-field/text-field.component.js'
import { KitWalletItem } from '../../components/wallet-item/wallet-item.component.js'
import { combineWatch } from '../../controllers/KitStateController.js'
import { html, nothing, repeat } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { catalogueNamespaces, catalogueTestId, selectCatalogueWallet, selectConnectorGroup, walletsForNamespaces } from '../catalogue-wallet.js'
import { walletGroupTestId } from '../connect-view/connect-view.component.js'
import { KitView } from '../kit-view.js'
import { viewStyles } from '../view.styles.js'
import styles from './all-wallets-view.styles.js'

/** The installed wallets AllWallets lists first (WalletConnect itself is not a wallet of the catalogue). */
const installedGroups = (kit: Kit) => getConnectorGroups(kit, { namespace: getRouter(kit).data.namespace })

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, '')

/**
 * @summary AllWallets: the installed wallets (tagged) and then the Kit API's wallet catalogue, 40
 * at a time; the next page loads when the end of the list scrolls into view (IntersectionObserver).
 * `all-wallets-search` searches the catalogue by name (500 ms after the last keystroke, up to 100
 * results). Installed wallets are matched by rdns and listed once. Choosing a wallet that is not
 * installed pairs it over WalletConnect. The view shows at once; skeletons stand in while pages load.
 *
 * @dependency kit-button
 * @dependency kit-icon
 * @dependency kit-skeleton
 * @dependency kit-text-field
 * @dependency kit-wallet-item
 */
export class KitAllWalletsView extends KitView {
  static override styles = [baseStyles, viewStyles, styles]
  static override dependencies = {
    'kit-button': KitButton,
    'kit-icon': KitIcon,
    'kit-skeleton': KitSkeleton,
    'kit-text-field': KitTextField,
    'kit-wallet-item': KitWalletItem,
  }

  private readonly catalogue = this.select({ get: getWalletCatalogue, watch: watchWalletCatalogue })
  private readonly groups = this.select({
    get: installedGroups,
    watch: combineWatch(installedGroups, (kit, parameters) => watchConnectorGroups(kit, parameters), watchRouter),
  })

  #observer: IntersectionObserver | undefined
  #observed: Element | undefined
  #startedFor: Kit | undefined
  /** The end of the list is in view: after a page arrives, the next one loads if it still is. */
  #sentinelVisible = false

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.#observer?.disconnect()
    this.#observer = undefined
    this.#observed = undefined
  }

  protected override updated(): void {
    const kit = this.kit
    if (kit && this.#startedFor !== kit) {
      this.#startedFor = kit
      // Featured wallets lead the list; the first page loads now (the view is already shown).
      void fetchRecommendedWallets(kit)
      const { page, search } = getWalletCatalogue(kit)
      if (search) searchWallets(kit, { query: '' })
      if (page === 0) void fetchWallets(kit)
    }
    this.observeSentinel()
    if (kit && this.#sentinelVisible && this.#observed && getWalletCatalogue(kit).listStatus === 'success') void fetchWallets(kit)
  }

  /** Loads the next page when the end of the list comes into view. */
  private observeSentinel(): void {
    const sentinel = this.renderRoot.querySelector('[data-testid="all-wallets-sentinel"]') ?? undefined
    if (sentinel === this.#observed) return
    this.#observer?.disconnect()
    this.#observed = sentinel
    if (!sentinel || typeof IntersectionObserver === 'undefined') return
    this.#sentinelVisible = false
    this.#observer = new IntersectionObserver(
      (entries) => {
        const kit = this.kit
        this.#sentinelVisible = entries.some((entry) => entry.isIntersecting)
        if (kit && this.#sentinelVisible && getWalletCatalogue(kit).listStatus !== 'error') void fetchWallets(kit)
      },
      { rootMargin: '0px 0px 200px 0px' },
    )
    this.#observer.observe(sentinel)
  }

  private handleSearch(event: KitInputEvent): void {
    if (this.kit) searchWallets(this.kit, { query: event.detail.value })
  }

  private handleRetry(): void {
    if (this.kit) void fetchWallets(this.kit)
  }

  private renderInstalled(groups: readonly ConnectorGroup[]) {
    return repeat(
      groups,
      (group) => `installed:${group.id}`,
      (group) => html`<li>
        <kit-wallet-item
          .name=${group.name}
          .icon=${group.icon ?? ''}
          .tag=${this.t('connect.installed')}
          tag-variant="success"
          .testid=${walletGroupTestId(group)}
          @click=${() => this.kit && selectConnectorGroup(this.kit, group)}
        ></kit-wallet-item>
      </li>`,
    )
  }

  private renderCatalogue(wallets: readonly CatalogueWallet[], installed: readonly ConnectorGroup[]) {
    return repeat(
      wallets,
      (wallet) => wallet.id,
      (wallet) => html`<li>
        <kit-wallet-item
          .name=${wallet.name}
          .icon=${wallet.imageUrl ?? ''}
          .testid=${catalogueTestId(wallet)}
          @click=${() => this.kit && selectCatalogueWallet(this.kit, wallet, installed)}
        ></kit-wallet-item>
      </li>`,
    )
  }

  private renderSkeletons(count: number) {
    return Array.from(
      { length: count },
      () => html`<li class="skeleton-row" aria-hidden="true">
        <kit-skeleton width="40" height="40" style="--radius: 12px"></kit-skeleton>
        <kit-skeleton width="45%" height="14"></kit-skeleton>
      </li>`,
    )
  }

  override render() {
    const kit = this.kit
    const catalogue = this.catalogue.value
    if (!kit || !catalogue) return nothing
    const namespaces = catalogueNamespaces(kit)
    const groups = (this.groups.value ?? []).filter((group) => group.type !== 'walletConnect' && group.type !== 'auth')
    const query = catalogue.search.trim()
    const searching = query.length > 0
    const visibleGroups = searching ? groups.filter((group) => normalise(group.name).includes(normalise(query))) : groups
    const source = searching ? catalogue.searchResults : [...catalogue.featured, ...catalogue.list]
    const wallets = walletsForNamespaces(excludeInstalledWallets(source, groups), namespaces)
    const loading = searching ? catalogue.searchStatus === 'loading' : catalogue.listStatus === 'loading' || catalogue.page === 0
    const failed = searching ? catalogue.searchStatus === 'error' : catalogue.listStatus === 'error'
    const more = !searching && !failed && catalogue.page > 0 && catalogue.count !== undefined && catalogue.list.length < catalogue.count
    const empty = searching && !loading && !failed && visibleGroups.length === 0 && wallets.length === 0
    return html`<div class="view all-wallets" data-testid="all-wallets-view">
      <kit-text-field
        type="search"
        hide-label
        label=${this.t('common.searchWallet')}
        placeholder=${this.t('common.searchWallet')}
        testid="all-wallets-search"
        .value=${catalogue.search}
        @kit-input=${this.handleSearch}
      ></kit-text-field>
      <ul class="list" data-testid="all-wallets-list" aria-busy=${loading ? 'true' : 'false'}>
        ${this.renderInstalled(visibleGroups)} ${this.renderCatalogue(wallets, groups)}
        ${loading ? this.renderSkeletons(searching ? 3 : 6) : nothing}
      </ul>
      ${empty ? html`<p class="description centered" data-testid="all-wallets-empty">${this.t('common.noResults')}</p>` : nothing}
      ${
        failed
          ? html`<div class="failed" data-testid="all-wallets-error" role="alert">
            <p class="description">${this.t('allWallets.loadFailed')}</p>
            ${
              searching
                ? nothing
                : html`<kit-button variant="secondary" size="md" pill testid="all-wallets-retry" @click=${this.handleRetry}>
                  <kit-icon slot="prefix" name="refresh" size="16"></kit-icon>${this.t('common.tryAgain')}
                </kit-button>`
            }
          </div>`
          : nothing
      }
      ${more ? html`<div class="sentinel" data-testid="all-wallets-sentinel" aria-hidden="true"></div>` : nothing}
    </div>`
  }
}
