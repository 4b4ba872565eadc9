import {
  type ConnectMethod,
  type Connector,
  type ConnectorGroup,
  type ConnectorItem,
  connect,
  connectorKind,
  connectorKinds,
  getRouter as getAuthRouter,
  getConnectMethods,
  getConnectorGroups,
  getFeatures,
  getModalState,
  getRouter,
  getWalletCatalogue,
  type Kit,
  navigate,
  prepareConnector,
  watchConnectMethods,
  watchConnectorGroups,
  watchFeatures,
  watchModalState,
  watchRouter,
  watchWalletCatalogue,
} from '@kit/core'
import { OPEN_DURATION } from '../../components/dialog/dialog.component.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import { KitSkeleton } from '../../components/skeleton/skeleton.component.js'
import type { WalletItemTagVariant } from '../../components/wallet-item/wallet-item.component.js'
import { KitWalletItem } from '../../components/wallet-item/wallet-item.component.js'
import { combineWatch } from '../../controllers/KitStateController.js'
import { type ModalMessageKey, modalMessages } from '../../i18n/modalMessages.js'
import type { Translate } from '../../i18n/translate.js'
import { afterNextRender } from '../../internal/afterNextRender.js'
import { html, nothing, repeat } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { whenIdle } from '../../internal/whenIdle.js'
import { KitViewBase } from '../kit-view-base.js'
import { viewStyles } from '../view.styles.js'
import styles from './connect-view.styles.js'
import { loadConnectCatalogue, loadConnectExtras } from './preload-connect.js'

/**
 * `data-testid` of a wallet row: `walletconnect` for WalletConnect, the EIP-6963 rdns,
 * `injected` for the legacy provider, else the id.
 */
export function walletTestId(connector: Connector): string {
  if (connector.type === 'walletConnect') return 'wallet-item-walletconnect'
  if (connector.rdns) return `wallet-item-${connector.rdns}`
  return `wallet-item-${connector.id}`
}

/** `data-testid` of a wallet that may span namespaces: its EIP-6963 rdns when one of its connectors has one. */
export function walletGroupTestId(group: ConnectorGroup): string {
  const [first] = group.connectors
  if (group.type !== 'walletConnect' && group.rdns) return `wallet-item-${group.rdns}`
  return first ? walletTestId(first) : `wallet-item-${group.id}`
}

/** The wallets to list: those of the namespace the modal was opened for (router data), else all. */
const visibleGroups = (kit: Kit) => getConnectorGroups(kit, { namespace: getRouter(kit).data.namespace })

function walletTag(t: Translate<ModalMessageKey>, { connector, recent }: ConnectorItem): { tag: string; variant: WalletItemTagVariant } {
  if (recent) return { tag: t('connect.recent'), variant: 'accent' }
  if (connector.type === 'walletConnect') return { tag: t('connect.qrCode'), variant: 'accent' }
  if (connector.type === 'injected') return { tag: t('connect.installed'), variant: 'success' }
  return { tag: '', variant: 'neutral' }
}

/**
 * @summary The Connect view: every wallet the kit's adapters found, in the order of docs/rules
 * section 9 (recent ones tagged); a wallet of several namespaces is one item. Choosing one starts
 * `connect` and opens ConnectingExternal, or ConnectingWalletConnect (QR code) for WalletConnect;
 * a multi-namespace wallet opens ConnectingMultiChain. With `data.namespace` (`open({ namespace })`,
 * SwitchActiveChain) only that namespace's wallets are listed.
 *
 * @dependency kit-wallet-item
 * @dependency kit-skeleton
 * @dependency kit-icon
 */
export class KitConnectView extends KitViewBase<ModalMessageKey> {
  static override styles = [baseStyles, viewStyles, styles]
  static override dependencies = { 'kit-wallet-item': KitWalletItem, 'kit-skeleton': KitSkeleton, 'kit-icon': KitIcon }

  // In the modal's own chunk: its texts are the modal's part of the catalogue (its lazy parts
  // translate over the whole one).
  constructor() {
    super(modalMessages)
  }

  private readonly connectors = this.select({
    get: visibleGroups,
    watch: combineWatch(visibleGroups, (kit, parameters) => watchConnectorGroups(kit, parameters), watchRouter),
  })
  // `<appkit-modal>` renders this view before the modal first opens (hidden, in an idle moment),
  // so opening only shows it: what the view starts, it starts once the modal is open.
  private readonly modal = this.select({
    get: getModalState,
    watch: watchModalState,
    onSubscribe: (state, kit) => {
      if (state.open) this.whenShown(kit)
    },
    onChange: (state, previous, kit) => {
      if (state.open && !previous?.open) this.whenShown(kit)
    },
  })
  // Once the view shows, an idle moment loads and starts WalletConnect's client (no pairing yet),
  // so a click on it only has to pair; opening the modal itself stays light.
  private readonly warmUpReaction = this.select({
    get: visibleGroups,
    watch: (kit, { onChange }) => watchConnectorGroups(kit, { onChange }),
    render: false,
    // WalletConnect may be listed only after the first render (adapters report connectors late).
    onChange: (_value, _previous, kit) => this.scheduleWarmUp(kit),
  })

  #cancelShown: (() => void) | undefined

  /** Once the frame that shows the view has rendered: that frame only shows the list. */
  private whenShown(kit: Kit): void {
    this.#cancelShown?.()
    this.#cancelShown = afterNextRender(() => {
      this.#cancelShown = undefined
      this.handleShown(kit)
    })
  }

  private handleShown(kit: Kit): void {
    this.scheduleWarmUp(kit)
    this.loadCatalogue(kit)
  }
  #cancelWarmUp: (() => void) | undefined
  #warmedUp: Kit | undefined

  private scheduleWarmUp(kit: Kit): void {
    if (!getModalState(kit).open || this.#warmedUp === kit || this.#cancelWarmUp) return
    this.#cancelWarmUp = whenIdle(
      () => {
        this.#cancelWarmUp = undefined
        const group = visibleGroups(kit).find((candidate) => candidate.type === 'walletConnect')
        if (!group) return
        this.#warmedUp = kit
        for (const connector of group.connectors) prepareConnector(kit, { connectorId: connector.id, namespace: connector.namespace, pairing: false })
        // Once the opening animation has played, and at most 150 ms later: a busy page may have
        // no idle time before the click.
      },
      { after: OPEN_DURATION, timeout: 150 },
    )
  }

  override disconnectedCallback(): void {
    this.#cancelWarmUp?.()
    this.#cancelWarmUp = undefined
    this.#cancelShown?.()
    this.#cancelShown = undefined
    super.disconnectedCallback()
  }
  // The Kit API catalogue (recommended wallets, All Wallets) is read once the view shows
  // (`handleShown`): never before opening.
  private readonly catalogue = this.select({ get: getWalletCatalogue, watch: watchWalletCatalogue })
  private readonly features = this.select({ get: getFeatures, watch: watchFeatures })
  // Email, social and wallet in order; getConnectMethods reads getFeatures (remote config narrows defaults, code wins).
  private readonly connectMethods = this.select({ get: getConnectMethods, watch: watchConnectMethods })

  private handleSelect(group: ConnectorGroup): void {
    const kit = this.kit
    if (!kit || this.gated) return
    // A wallet of several namespaces: ConnectingMultiChain asks which (all by default).
    if (group.connectors.length > 1 && group.type !== 'walletConnect') return navigate(kit, { view: 'ConnectingMultiChain', data: { walletId: group.id } })
    const { activeChain } = getModalState(kit)
    const connector = group.connectors.find((candidate) => candidate.namespace === activeChain) ?? group.connectors[0]
    if (connector) this.connectConnector(kit, connector)
  }

  /**
   * Pointing at WalletConnect warms it up, so its QR code shows at once on click. (Not on focus:
   * the dialog focuses the first row itself when it opens, and opening must stay light.)
   */
  private handleIntent(group: ConnectorGroup): void {
    const connector = group.type === 'walletConnect' ? group.connectors[0] : undefined
    if (!this.kit || !connector) return
    // Preparing a pairing starts the client too: the idle warm-up has nothing left to do.
    this.#cancelWarmUp?.()
    this.#cancelWarmUp = undefined
    this.#warmedUp = this.kit
    prepareConnector(this.kit, { connectorId: connector.id, namespace: connector.namespace })
  }

  private connectConnector(kit: Kit, connector: Connector): void {
    const walletConnect = connector.type === 'walletConnect'
    // Opened for a network (SwitchActiveChain): connect on that network.
    const { networkId } = getRouter(kit).data
    const target = networkId?.startsWith(`${connector.namespace}:`) ? (networkId as `${string}:${string}`) : undefined
    navigate(kit, {
      view: walletConnect ? 'ConnectingWalletConnect' : 'ConnectingExternal',
      data: { connectorId: connector.id, namespace: connector.namespace, ...(target ? { networkId: target } : {}) },
    })
    // The outcome (success or the error) arrives through kit state: the connecting view shows it.
    // Started here, not in the (lazy) view, so WalletConnect pairs while the view's chunk loads.
    connect(kit, { connectorId: connector.id, namespace: connector.namespace, networkId: target }).catch(() => undefined)
  }

  private renderLoading() {
    return html`<div class="list" aria-busy="true" aria-label=${this.t('common.loading')} data-testid="connect-loading">
      ${[0, 1, 2].map(
        () => html`<div class="skeleton-row">
          <kit-skeleton width="40" height="40" style="--radius: 12px"></kit-skeleton>
          <kit-skeleton width="45%" height="14"></kit-skeleton>
        </div>`,
      )}
    </div>`
  }

  private renderEmpty() {
    return html`<div class="empty" data-testid="connect-empty">
      <span class="empty-icon"><kit-icon name="wallet" size="28"></kit-icon></span>
      <p class="heading">${this.t('connect.haveNoWallet')}</p>
    </div>`
  }

  #authLoad: Promise<void> | undefined

  /** Custom wallets, legal text and checkbox, collapsed list, "New to wallets?": a lazy chunk loaded once the view shows. */
  #extras: typeof import('./connect-extras.js') | undefined
  #extrasLoad: Promise<void> | undefined
  /** The legal checkbox's state (`features.legalCheckbox`): every method is inert until it is ticked. */
  #legalAccepted = false
  /** `features.collapseWallets`: the wallet list shows once the visitor asks for it. */
  #walletsExpanded = false

  private loadExtras(): void {
    this.#extrasLoad ??= loadConnectExtras().then(
      (module) => {
        this.#extras = module
        const root = this.shadowRoot
        const sheet = module.connectExtrasStyles.styleSheet
        if (root && sheet && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
        this.requestUpdate()
      },
      () => {
        this.#extrasLoad = undefined
      },
    )
  }

  /** The catalogue part (recommended wallets, All Wallets) is a lazy chunk, loaded after the modal opened. */
  #catalogue: typeof import('./connect-catalogue.js') | undefined
  #catalogueLoad: Promise<void> | undefined

  private loadCatalogue(kit: Kit): void {
    if (!kit.api) return
    this.#catalogueLoad ??= loadConnectCatalogue().then(
      (module) => {
        this.#catalogue = module
        this.requestUpdate()
      },
      () => {
        this.#catalogueLoad = undefined
      },
    )
    void this.#catalogueLoad.then(() => this.#catalogue?.startConnectCatalogue(kit))
  }

  /** The catalogue's featured, recommended and All Wallets parts (a skeleton while its chunk loads). */
  private catalogueParts(installed: readonly ConnectorGroup[]) {
    if (!this.kit?.api || this.kit.options.enableWalletConnect === false) return { featured: nothing, recommended: nothing, allWallets: nothing }
    if (!this.#catalogue)
      return {
        featured: nothing,
        recommended: html`<li class="skeleton-row" aria-hidden="true" data-testid="recommended-loading">
          <kit-skeleton width="40" height="40" style="--radius: 12px"></kit-skeleton>
          <kit-skeleton width="45%" height="14"></kit-skeleton>
        </li>`,
        allWallets: nothing,
      }
    return this.#catalogue.connectCatalogueParts(this.kit, this.catalogue.value, installed, this.features.value?.allWallets ?? true)
  }

  /** Connect methods in order (docs/rules/screens.md: email, social, wallet); email and social are eip155 only. */
  private methods(): readonly ConnectMethod[] {
    const kit = this.kit
    if (!kit) return ['wallet']
    const namespace = getAuthRouter(kit).data.namespace
    return namespace && namespace !== 'eip155' ? ['wallet'] : (this.connectMethods.value ?? getConnectMethods(kit)).order
  }

  /**
   * Email and social are a lazy chunk: a skeleton of their size shows while it loads. The import
   * starts once that frame has rendered: the bundler's preload helper appends a link per module the
   * chunk needs, and in the render it delayed the view's first paint (about 40 ms on the phone
   * profile of bench/compare.mjs's full page, docs/architecture.md).
   */
  private renderAuthMethod(method: Exclude<ConnectMethod, 'wallet'>) {
    if (!customElements.get('kit-connect-email')) {
      this.#authLoad ??= new Promise<void>((resolve) => afterNextRender(resolve))
        .then(() => import('./connect-auth.js'))
        .then(
          (module) => {
            module.defineConnectAuth()
            this.requestUpdate()
          },
          () => {
            this.#authLoad = undefined
          },
        )
      return html`<kit-skeleton width="100%" height=${method === 'email' ? 96 : 104} testid="connect-${method}-loading"></kit-skeleton>`
    }
    return method === 'email' ? html`<kit-connect-email></kit-connect-email>` : html`<kit-connect-socials></kit-connect-socials>`
  }

  override connectedCallback(): void {
    super.connectedCallback()
    this.loadExtras()
  }

  override render() {
    const methods = this.methods()
    const extras = this.#extras
    const kit = this.kit
    const legalCheckbox = Boolean(this.features.value?.legalCheckbox)
    const gated = this.gated
    const body =
      methods.length === 1
        ? this.renderWallets(false)
        : html`<div class="methods">
            ${methods.map(
              (method, index) =>
                html`${
                  index > 0 && (method === 'wallet' || methods[index - 1] === 'wallet')
                    ? html`<div class="separator" role="separator"><span>${this.t('common.or')}</span></div>`
                    : nothing
                }${method === 'wallet' ? this.renderWallets(true) : this.renderAuthMethod(method)}`,
            )}
          </div>`
    // The same structure before and after the extras chunk arrives, so nothing typed is lost.
    const legal =
      extras && kit
        ? extras.renderLegal(
            kit,
            legalCheckbox
              ? {
                  checked: this.#legalAccepted,
                  onChange: (checked) => {
                    this.#legalAccepted = checked
                    this.requestUpdate()
                  },
                }
              : undefined,
          )
        : nothing
    return html`<div class="methods">
      ${legalCheckbox ? legal : nothing}
      <div class=${gated ? 'gated' : ''} ?inert=${gated} data-testid="connect-methods">
        ${body}
      </div>
      ${legalCheckbox ? nothing : legal}${extras && kit ? extras.renderNewToWallets(kit) : nothing}
    </div>`
  }

  /** `features.legalCheckbox` on and not ticked yet: no method may start. */
  private get gated(): boolean {
    return Boolean(this.features.value?.legalCheckbox) && !this.#legalAccepted
  }

  private renderWallets(besideOtherMethods: boolean) {
    const items = this.connectors.value ?? []
    const initialized = this.modal.value?.initialized ?? false
    // `features.collapseWallets` next to email or social: one row that expands the list.
    if (besideOtherMethods && this.features.value?.collapseWallets && !this.#walletsExpanded && this.#extras && this.kit)
      return this.#extras.renderCollapsedWallets(
        this.kit,
        () => {
          this.#walletsExpanded = true
          this.requestUpdate()
        },
        // The row's 2×2 logos: the wallets it hides (installed first, then the recommended ones).
        [...items.map((group) => group.icon), ...(this.catalogue.value?.recommended ?? []).map((wallet) => wallet.imageUrl)],
      )
    if (items.length === 0 && !this.kit?.api && !this.kit?.options.customWallets?.length) return initialized ? this.renderEmpty() : this.renderLoading()
    // AppKit's `features.connectorTypeOrder`: the list's sections in that order, All Wallets last.
    const catalogue = this.catalogueParts(items)
    const custom = this.kit && this.#extras ? this.#extras.renderCustomWallets(this.kit, items, this.modal.value?.open ?? false) : nothing
    const section = (kind: string) => {
      if (kind === 'featured') return catalogue.featured
      if (kind === 'recommended') return catalogue.recommended
      const groups = items.filter((group) => connectorKind(group.type, group.recent) === kind)
      return html`${repeat(
        groups,
        (group) => group.id,
        (group) => this.renderGroup(group),
      )}${kind === 'custom' ? custom : nothing}`
    }
    return html`<ul class="list" data-testid="wallet-list">
      ${section('auth')}${(this.features.value?.connectorTypeOrder ?? connectorKinds).map(section)}${catalogue.allWallets}
    </ul>`
  }

  private renderGroup(group: ConnectorGroup) {
    const { tag, variant } = walletTag(this.t, { connector: group.connectors[0]!, recent: group.recent })
    return html`<li>
      <kit-wallet-item
        .name=${group.name}
        .icon=${group.icon ?? ''}
        .tag=${tag}
        .tagVariant=${variant}
        .testid=${walletGroupTestId(group)}
        @click=${() => this.handleSelect(group)}
        @pointerenter=${() => this.handleIntent(group)}
      ></kit-wallet-item>
    </li>`
  }
}
