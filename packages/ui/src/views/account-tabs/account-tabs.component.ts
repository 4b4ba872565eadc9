import {
  emitEvent,
  fetchNfts,
  fetchPortfolio,
  fetchTransactions,
  getAccount,
  getAccountNfts,
  getFeatures,
  getNetwork,
  getTokenBalances,
  getTransactions,
  type Kit,
  showToast,
  watchAccount,
  watchAccountNfts,
  watchFeatures,
  watchNetwork,
  watchTokenBalances,
  watchTransactions,
} from '@kit/core'
import { KitIcon } from '../../components/icon/icon.component.js'
import { KitSkeleton } from '../../components/skeleton/skeleton.component.js'
import { KitSpinner } from '../../components/spinner/spinner.component.js'
import { type KitTabChangeEvent, KitTabs, type TabItem } from '../../components/tabs/tabs.component.js'
import { combineWatch } from '../../controllers/KitStateController.js'
import { html, nothing, state } from '../../internal/lit.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { KitView } from '../kit-view.js'
import styles from './account-tabs.styles.js'
import { renderActivity } from './render-activity.js'
import { renderNfts } from './render-nfts.js'
import { renderTokens } from './render-tokens.js'

export type AccountTab = 'tokens' | 'nfts' | 'activity'

/** The same id as the modal's balance toast: one 'Token Balance Unavailable' at a time. */
const balanceToastId = 'kit-balance-unavailable'
const activityToastId = 'kit-activity-failed'

/** Which account the panels show: refetch when it changes (another address or network). */
const accountKey = (kit: Kit) => {
  const account = getAccount(kit)
  return account.status === 'connected' ? `${getNetwork(kit).caipNetworkId}:${account.address}` : ''
}

/**
 * @summary The Account view's tabs (a lazy chunk): Tokens (balances to 2 decimals and value),
 * NFTs (image and name; spam hidden) and Activity (EVM only; grouped by month, newest first,
 * 'load more' by cursor). Data comes from the Kit API through core's cached slices (docs/rules
 * section 9); failures show in the panel and as a toast ('Token Balance Unavailable',
 * 'Failed to fetch transactions').
 *
 * @dependency kit-tabs
 * @dependency kit-icon
 * @dependency kit-skeleton
 * @dependency kit-spinner
 */
export class KitAccountTabs extends KitView {
  static override styles = [baseStyles, styles, reducedMotionStyles]
  static override dependencies = {
    'kit-tabs': KitTabs,
    'kit-icon': KitIcon,
    'kit-skeleton': KitSkeleton,
    'kit-spinner': KitSpinner,
  }

  @state() private active: AccountTab = 'tokens'

  // A read that failed before this view opened (a prefetch at connect) is told on opening too.
  private readonly tokens = this.select({
    get: getTokenBalances,
    watch: watchTokenBalances,
    onSubscribe: (value, kit) => {
      if (value.status === 'error' && value.error) this.showTokensFailed(kit)
    },
    onChange: (value, previous, kit) => {
      if (value.status === 'error' && value.error && value.error.time !== previous?.error?.time) this.showTokensFailed(kit)
    },
  })

  private readonly nfts = this.select({ get: getAccountNfts, watch: watchAccountNfts })

  private readonly transactions = this.select({
    get: getTransactions,
    watch: watchTransactions,
    onSubscribe: (value, kit) => {
      if (value.error?.time) this.showActivityFailed(kit)
    },
    onChange: (value, previous, kit) => {
      if (value.error && value.error.time && value.error.time !== previous?.error?.time) this.showActivityFailed(kit)
    },
  })

  private showTokensFailed(kit: Kit): void {
    showToast(kit, { id: balanceToastId, variant: 'error', message: this.t('account.tokenBalanceUnavailable') })
  }

  private showActivityFailed(kit: Kit): void {
    showToast(kit, { id: activityToastId, variant: 'error', message: this.t('account.activityFailed') })
  }

  private readonly features = this.select({ get: getFeatures, watch: watchFeatures })

  private readonly account = this.select({
    get: accountKey,
    watch: combineWatch(accountKey, watchAccount, watchNetwork),
    onSubscribe: () => this.load(),
    onChange: () => this.load(),
  })

  private get tabs(): TabItem[] {
    const activity = this.transactions.value?.supported === true && this.features.value?.history !== false
    return [
      ...(this.tokens.value?.supported ? [{ id: 'tokens', label: this.t('account.tabTokens') }] : []),
      ...(this.nfts.value?.supported ? [{ id: 'nfts', label: this.t('account.tabNfts') }] : []),
      ...(activity ? [{ id: 'activity', label: this.t('account.tabActivity') }] : []),
    ]
  }

  /** Loads the shown tab's data (core caches it: 30 s, and no retry within 30 s of a failure). */
  /** The selected tab, or the first one when the selected tab does not exist here (non-EVM). */
  private get shownTab(): AccountTab | undefined {
    const tabs = this.tabs
    return (tabs.find((tab) => tab.id === this.active) ?? tabs[0])?.id as AccountTab | undefined
  }

  private load(tab: AccountTab | undefined = this.shownTab): void {
    const kit = this.kit
    if (!kit || !this.account.value || !tab) return
    if (tab === 'tokens') void fetchPortfolio(kit)
    else if (tab === 'nfts') void fetchNfts(kit)
    else void fetchTransactions(kit)
  }

  private handleTab(event: KitTabChangeEvent): void {
    this.active = event.detail.id as AccountTab
    // AppKit's CLICK_TRANSACTIONS: the Activity tab was chosen.
    if (this.active === 'activity' && this.kit)
      emitEvent(this.kit, 'CLICK_TRANSACTIONS', { isSmartAccount: getAccount(this.kit).preferredAccountType === 'smartAccount' })
    this.load(this.active)
  }

  private renderPanel(tab: AccountTab) {
    const kit = this.kit
    if (!kit) return nothing
    if (tab === 'nfts') return renderNfts(this.t, this.nfts.value!, () => void fetchNfts(kit, { more: true }))
    if (tab === 'activity')
      return renderActivity(this.t, this.transactions.value!, {
        onMore: () => void fetchTransactions(kit, { more: true }),
        onRetry: () => void fetchTransactions(kit, { force: true }),
      })
    return renderTokens(this.t, this.kit, this.tokens.value!)
  }

  override render() {
    if (!this.kit?.api || !this.account.value || !this.tokens.value) return nothing
    const tabs = this.tabs
    const active = this.shownTab
    // Bitcoin and other namespaces without a token list: no tabs at all (docs/rules/limits.md).
    if (!active) return nothing
    return html`<kit-tabs
        .tabs=${tabs}
        active=${active}
        label=${this.t('account.tabsLabel')}
        testid="account-tabs"
        @kit-tab-change=${this.handleTab}
      ></kit-tabs>
      <div
        class="panel"
        id="account-panel"
        role="tabpanel"
        aria-label=${tabs.find((tab) => tab.id === active)?.label ?? ''}
        tabindex="0"
        data-testid=${`${active}-panel`}
      >
        ${this.renderPanel(active)}
      </div>`
  }
}
