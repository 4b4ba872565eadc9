import {
  type AccountStatus,
  type Alert,
  close,
  dismissAlert,
  dismissToast,
  type GetSiwxReturnType,
  getAccount,
  getAlerts,
  getAuth,
  getModalState,
  getRouter,
  getSiwx,
  getToasts,
  goBack,
  type Kit,
  navigate,
  open,
  type RouterData,
  showToast,
  type View,
  watchAccount,
  watchAlerts,
  watchAuth,
  watchModalState,
  watchRouter,
  watchSiwx,
  watchToasts,
} from '@kit/core'
import { provide } from '@lit/context'
import { KitDialog, OPEN_DURATION } from '../../components/dialog/dialog.component.js'
import { KitSpinner } from '../../components/spinner/spinner.component.js'
import type { KitToastDismissEvent } from '../../components/toast/toast.component.js'
import { KitToastStack } from '../../components/toast-stack/toast-stack.component.js'
import { kitContext } from '../../context.js'
import { combineWatch, KitStateController } from '../../controllers/KitStateController.js'
import { ThemeController } from '../../controllers/ThemeController.js'
import { TranslateController } from '../../controllers/TranslateController.js'
import type { MessageKey } from '../../i18n/en.js'
import { type ModalMessageKey, modalMessages } from '../../i18n/modalMessages.js'
import type { Translate } from '../../i18n/translate.js'
import { afterNextRender } from '../../internal/afterNextRender.js'
import { KitElement } from '../../internal/kitElement.js'
import { guard, html, nothing, type PropertyValues, property, state, staticHtml, unsafeStatic } from '../../internal/lit.js'
import { isSlowNetwork } from '../../internal/slowNetwork.js'
import { baseStyles } from '../../internal/styles.js'
import { whenIdle } from '../../internal/whenIdle.js'
import { loadViewImages, preloadConnect } from '../../views/connect-view/preload-connect.js'
import { eagerViewElements, fallbackView, isViewReady, loadView, type ViewEntry, viewRegistry } from '../../views/registry.js'
import { requestOnlyKit } from '../appkit-element.js'
import styles from './appkit-modal.styles.js'

/**
 * Account and Networks are lazy chunks (off the page's first load): fetched in an idle moment
 * once a wallet is connected, so the account and network buttons still open them at once.
 */
function prefetchConnectedViews(): void {
  whenIdle(() => {
    for (const view of ['Account', 'Networks'] as const) {
      const entry = viewRegistry[view]
      if (entry && !isViewReady(entry)) void loadView(entry).catch(() => undefined)
    }
  })
}

/**
 * @summary The Kit modal: a labelled dialog showing the router's current view, plus the toast
 * stack (always rendered, also while closed). It provides its kit to the views through
 * `kitContext` and applies the kit's theme. What the modal does after a connect, on an
 * unsupported network and on a failed balance fetch is decided in @kit/core (every mounted kit
 * runs that controller, with or without this element): the modal renders the kit state it leaves.
 *
 * @dependency kit-dialog
 * @dependency kit-toast-stack
 *
 * @event appkit-modal-ready - On `document`, when the modal gets its kit (`detail: { kit, modal }`).
 * @event appkit-siwx-sign - On `document`, each sign-in state change (`detail: { kit, status, caipAddress, session }`).
 *
 * @csspart dialog - The `<kit-dialog>`.
 * @csspart toasts - The `<kit-toast-stack>`.
 */
export class AppKitModal extends KitElement {
  static override styles = [baseStyles, styles]
  static override dependencies = {
    'kit-dialog': KitDialog,
    'kit-toast-stack': KitToastStack,
    'kit-spinner': KitSpinner,
    ...eagerViewElements,
  }

  /** The kit this modal shows; its views receive it through `kitContext`. */
  @provide({ context: kitContext })
  @property({ attribute: false })
  kit: Kit | undefined

  private readonly modalState = new KitStateController(this, {
    get: getModalState,
    watch: watchModalState,
    // A closed modal drops its view, so each open starts afresh; an idle moment renders the next one.
    onChange: (state, previous) => {
      if (!previous?.open || state.open) return
      this.prerendered = false
      this.schedulePrerender()
    },
  })
  private readonly router = new KitStateController(this, { get: getRouter, watch: watchRouter })
  private readonly toasts = new KitStateController(this, { get: getToasts, watch: watchToasts })
  protected readonly theme = new ThemeController(this)
  // The modal's own texts are in its chunk; the whole catalogue is the lazy views' chunk, which
  // their titles and the alerts wait for (docs/architecture.md, "How a lazy view loads").
  readonly #i18n = new TranslateController(this, { english: modalMessages })
  /** `#i18n` over the whole English catalogue, once it has loaded. */
  #english: TranslateController | undefined
  #englishLoad: Promise<TranslateController> | undefined

  /** Translates the modal's own texts with the kit's locale. */
  protected get t(): Translate<ModalMessageKey> {
    return this.#i18n.translate
  }

  /** Loads the whole English catalogue once (again after a failure) and translates over it from then on. */
  private loadEnglish(): Promise<TranslateController> {
    this.#englishLoad ??= import('../../i18n/en.js').then(
      ({ en }) => {
        this.#english ??= this.#i18n.extend(en)
        return this.#english
      },
      (error: unknown) => {
        this.#englishLoad = undefined
        throw error
      },
    )
    return this.#englishLoad
  }

  /** The dialog's title: a lazy view's once the catalogue its title is in has loaded. */
  private viewTitle(kit: Kit, entry: ViewEntry, data: RouterData): string {
    if (!entry.load) return entry.title(kit, data, this.t)
    return this.#english ? entry.title(kit, data, this.#english.translate) : ''
  }

  private readonly accountStatusReaction = new KitStateController(this, {
    get: (kit) => getAccount(kit).status,
    watch: combineWatch((kit) => getAccount(kit).status, watchAccount),
    // Renders the host too: the closed modal holds the Connect view only while not connected.
    onSubscribe: (status) => this.handleAccountStatus(status),
    onChange: (status) => this.handleAccountStatus(status),
  })

  // Email and social login: docs/rules/errors.md alerts become toasts; the frame asking for the user's
  // approval opens ApproveTransaction (closing is refused meanwhile) and its end goes back.
  private readonly alertsReaction = new KitStateController(this, {
    get: getAlerts,
    watch: watchAlerts,
    render: false,
    onSubscribe: (alerts, kit) => this.showAlerts(kit, alerts),
    onChange: (alerts, _previous, kit) => this.showAlerts(kit, alerts),
  })

  private readonly approval = new KitStateController(this, {
    get: (kit) => getAuth(kit).approval?.requestId,
    watch: combineWatch((kit) => getAuth(kit).approval?.requestId, watchAuth),
    onChange: (requestId, previous, kit) => this.handleApproval(kit, requestId, previous),
  })

  private readonly rpcNotAllowedReaction = new KitStateController(this, {
    get: (kit) => getAuth(kit).rpcNotAllowed,
    watch: combineWatch((kit) => getAuth(kit).rpcNotAllowed, watchAuth),
    render: false,
    onChange: (time, _previous, kit) => {
      if (time !== undefined) showToast(kit, { variant: 'error', message: this.t('error.actionNotAllowed') })
    },
  })

  // Sign in with the wallet (docs/rules/states.md): an account without a session gets SIWXSignMessage
  // (also after a failed attempt); a session, a dismissal or a disconnect closes it again.
  private readonly siwx = new KitStateController(this, {
    get: getSiwx,
    watch: watchSiwx,
    onSubscribe: (siwx, kit) => this.handleSiwx(kit, siwx),
    onChange: (siwx, _previous, kit) => this.handleSiwx(kit, siwx),
  })

  /** The modal was opened for an approval (closed again after it), rather than already open. */
  #openedForApproval = false

  #announced: Kit | undefined

  /** The view whose images were preloaded while open (cleared by closing: each opening preloads). */
  #imagesView: View | undefined

  /**
   * Preloads the images of the view being shown (2 s at most; `data-images` on the host is
   * `loading`, then `ready`), once the frame that shows it has rendered: the click's frame does
   * not wait for it, and the logos are drawn as they arrive instead of popping in one by one.
   */
  private preloadImages(kit: Kit, view: View): void {
    this.dataset['images'] = 'loading'
    afterNextRender(() => {
      void loadViewImages()
        .then((module) => module.preloadViewImages(kit, view))
        .catch(() => undefined)
        .then(() => {
          if (this.#imagesView === view) this.dataset['images'] = 'ready'
        })
    })
  }

  /**
   * The Connect view is rendered while the modal is closed (the closed dialog hides it), from an
   * idle moment on: the click that opens the modal then only shows it, in the same frame. The
   * view starts what it loads (catalogue, WalletConnect) only once the modal is open.
   */
  @state() private prerendered = false
  #cancelPrerender: (() => void) | undefined

  private schedulePrerender(): void {
    this.#cancelPrerender?.()
    this.#cancelPrerender = whenIdle(() => {
      this.#cancelPrerender = undefined
      this.prerendered = true
    })
  }

  /**
   * The renderer's caches are warm once the card has been drawn: by an opening, or else by
   * `KitDialog.prewarm()` in the idle moment after the closed dialog first holds a view rendered
   * ahead (whether that follows the page load or a disconnect).
   */
  #warm = false
  #cancelPrewarm: (() => void) | undefined

  private schedulePrewarm(): void {
    if (this.#warm || this.#cancelPrewarm) return
    const dialog = this.renderRoot.querySelector<KitDialog>('kit-dialog')
    if (dialog?.open) this.#warm = true
    if (this.#warm || !dialog?.firstElementChild) return
    this.#cancelPrewarm = whenIdle(() => {
      this.#cancelPrewarm = undefined
      if (this.#warm || dialog.open || !dialog.firstElementChild) return
      this.#warm = true
      dialog.prewarm()
    })
  }

  override connectedCallback(): void {
    super.connectedCallback()
    // Placed by the page with no `kit` (AppKit's `disableAppend`): the one kit `createAppKit` made.
    this.kit ??= requestOnlyKit()
    if (this.hasUpdated) this.announce()
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.#announced = undefined
    this.#cancelPrerender?.()
    this.#cancelPrerender = undefined
    this.#cancelPrewarm?.()
    this.#cancelPrewarm = undefined
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('kit')) this.announce()
    this.schedulePrewarm()
    const entry = this.currentEntry()
    const view = this.router.value?.view
    if (!this.modalState.value?.open) {
      this.#imagesView = undefined
      delete this.dataset['images']
    } else if (this.kit && view && view !== this.#imagesView) {
      this.#imagesView = view
      this.preloadImages(this.kit, view)
    }
    if (entry && this.modalState.value?.open) {
      if (entry.load && !this.#english) this.loadEnglish().catch(() => undefined)
      if (!isViewReady(entry))
        void loadView(entry).then(
          () => this.requestUpdate(),
          () => undefined,
        )
      // The next views' chunks once the opening has played: fetching them (Vite's preload helper
      // appends a modulepreload link per dependency) in the opening frames delayed the list.
      const pending = (entry.prefetch ?? []).map((view) => viewRegistry[view]).filter((next) => next && !isViewReady(next))
      if (pending.length)
        whenIdle(
          () => {
            for (const next of pending) if (next && !isViewReady(next)) void loadView(next).catch(() => undefined)
          },
          { after: OPEN_DURATION, timeout: 200 },
        )
    }
  }

  /** Mounts the kit (idempotent) and tells the public buttons waiting for it. */
  private announce(): void {
    const kit = this.kit
    if (!kit || !this.isConnected || this.#announced === kit) return
    this.#announced = kit
    kit._internal.mount()
    // What the first click runs, loaded in an idle moment: opening then fetches no code.
    whenIdle(() => {
      void preloadConnect(kit).then(() => this.schedulePrerender())
      this.loadEnglish().catch(() => undefined)
    })
    // On a slow connection the preloads' round trip outlasts the visitor's first click (over half
    // a second on Slow 4G): the closed view is rendered at once, the extras join it as they come.
    if (isSlowNetwork()) this.prerendered = true
    document.dispatchEvent(new CustomEvent('appkit-modal-ready', { detail: { kit, modal: this } }))
  }

  private showAlerts(kit: Kit, alerts: readonly Alert[]): void {
    if (!alerts.length) return
    // Alerts come from code that is itself lazy (the frame client): so are their texts' keys. A chunk
    // that fails to load leaves the alerts in state, for the next change to show.
    void Promise.all([import('../../views/alert-keys.js'), this.loadEnglish()]).then(
      ([{ alertDescriptionKeys, alertKeys }, english]) => {
        const t = english.translate as (key: MessageKey) => string
        for (const alert of alerts) {
          const description = alertDescriptionKeys[alert.code]
          showToast(kit, {
            id: `kit-alert-${alert.code}`,
            variant: alert.variant,
            message: t(alertKeys[alert.code]),
            description: description ? t(description) : undefined,
          })
          dismissAlert(kit, { id: alert.id })
        }
      },
      () => undefined,
    )
  }

  private handleApproval(kit: Kit, requestId: string | undefined, previous: string | undefined): void {
    const { open: isOpen } = getModalState(kit)
    const { view } = getRouter(kit)
    if (requestId) {
      if (!isOpen) {
        this.#openedForApproval = true
        open(kit, { view: 'ApproveTransaction' })
      } else if (view !== 'ApproveTransaction') navigate(kit, { view: 'ApproveTransaction' })
      return
    }
    if (!previous || !isOpen || view !== 'ApproveTransaction') return
    if (this.#openedForApproval) close(kit)
    else goBack(kit)
    this.#openedForApproval = false
  }

  private handleSiwx(kit: Kit, siwx: GetSiwxReturnType): void {
    // Plain pages follow sign-in through this event (React has useSiwxSession).
    if (siwx.enabled)
      document.dispatchEvent(
        new CustomEvent('appkit-siwx-sign', { detail: { kit, status: siwx.status, caipAddress: siwx.caipAddress, session: siwx.session } }),
      )
    const { open: isOpen } = getModalState(kit)
    const { view } = getRouter(kit)
    if (siwx.status === 'required' || siwx.status === 'error') {
      if (!isOpen) open(kit, { view: 'SIWXSignMessage' })
      else if (view !== 'SIWXSignMessage') navigate(kit, { view: 'SIWXSignMessage', replace: true })
      return
    }
    if ((siwx.status === 'signed' || siwx.status === 'dismissed' || siwx.status === 'idle') && isOpen && view === 'SIWXSignMessage') close(kit)
  }

  /** docs/rules/states.md: no closing the sign (or approve) view while sign-in is required and unsigned. */
  private siwxBlocksClose(view: View | undefined): boolean {
    const siwx = this.siwx.value
    return (
      (view === 'SIWXSignMessage' || view === 'ApproveTransaction') &&
      Boolean(siwx?.enabled && siwx.required && siwx.caipAddress && siwx.status !== 'signed' && siwx.status !== 'idle' && siwx.status !== 'dismissed')
    )
  }

  /** Closing an optional sign-in is its cancel. */
  private requestClose(kit: Kit): void {
    if (getRouter(kit).view === 'SIWXSignMessage' && this.siwx.value?.enabled && !this.siwx.value.required)
      void import('../../views/siwx-sign-message-view/cancel-optional-sign-in.js')
        .then(({ cancelOptionalSignIn }) => cancelOptionalSignIn(kit))
        .catch(() => undefined)
    close(kit)
  }

  /** A connected account, also one restored before this modal registered (its chunk loads when the page is idle). */
  private handleAccountStatus(status: AccountStatus): void {
    if (status === 'connected') prefetchConnectedViews()
  }

  private currentEntry(): ViewEntry | undefined {
    const view = this.router.value?.view
    return (view && viewRegistry[view]) || viewRegistry[fallbackView]
  }

  private renderView(entry: ViewEntry | undefined) {
    if (!entry) return nothing
    if (!isViewReady(entry) || (entry.load && !this.#english))
      return html`<div class="view-loading" data-testid="view-loading">
        <kit-spinner size="28" label=${this.t('common.loading')}></kit-spinner>
      </div>`
    const tag = unsafeStatic(entry.tag)
    return staticHtml`<${tag}></${tag}>`
  }

  /**
   * What the closed (hidden) dialog holds: the Connect view once prerendered, else nothing.
   * Connected, the buttons open Account, so nothing is rendered ahead.
   */
  private renderClosedView(entry: ViewEntry | undefined) {
    if (!this.prerendered || this.accountStatusReaction.value === 'connected') return nothing
    if (this.router.value?.view !== 'Connect' || !entry || !isViewReady(entry)) return nothing
    return this.renderView(entry)
  }

  override render() {
    const kit = this.kit
    const isOpen = Boolean(kit && this.modalState.value?.open)
    const router = this.router.value
    const entry = this.currentEntry()
    // The stack takes toasts oldest first (the kit keeps them newest first). `guard` makes the list
    // again only when the kit's changes, so the stack does not re-render each time the modal does.
    return html`<kit-dialog
        part="dialog"
        testid="kit-modal"
        ?open=${isOpen}
        ?embedded=${kit?.options.enableEmbedded ?? false}
        .label=${kit && entry && router ? this.viewTitle(kit, entry, router.data) : ''}
        .backLabel=${this.t('common.back')}
        .closeLabel=${this.t('common.close')}
        .canGoBack=${(router?.history.length ?? 0) > 1}
        .shake=${this.modalState.value?.shake ?? false}
        .closeDisabled=${(router?.view === 'ApproveTransaction' && this.approval.value !== undefined) || this.siwxBlocksClose(router?.view)}
        @kit-close-request=${() => kit && this.requestClose(kit)}
        @kit-back=${() => kit && goBack(kit)}
        >${isOpen ? this.renderView(entry) : this.renderClosedView(entry)}</kit-dialog
      >
      <kit-toast-stack
        part="toasts"
        .label=${this.t('common.notifications')}
        .dismissLabel=${this.t('common.dismiss')}
        .toasts=${guard([this.toasts.value], () => [...(this.toasts.value ?? [])].reverse())}
        @kit-toast-dismiss=${(event: KitToastDismissEvent) => kit && dismissToast(kit, { id: event.detail.id })}
      ></kit-toast-stack>`
  }
}
