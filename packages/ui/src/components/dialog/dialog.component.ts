import { modalMessages } from '../../i18n/modalMessages.js'
import { afterNextRender } from '../../internal/afterNextRender.js'
import { containsDeep, focusElement, getDeepActiveElement, getFocusableElements } from '../../internal/focus.js'
import { KitElement } from '../../internal/kitElement.js'
import { html, type PropertyValues, property, query } from '../../internal/lit.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { KitIcon } from '../icon/icon.component.js'
import styles from './dialog.styles.js'

/** What asked the dialog to close. */
export type CloseRequestSource = 'escape' | 'backdrop' | 'close-button'

/** Fired when the user asks to close (Escape, backdrop, close button) and closing is allowed. */
export type KitCloseRequestEvent = CustomEvent<{ source: CloseRequestSource }>
/** Fired when the user presses the back button. */
export type KitBackEvent = CustomEvent<undefined>
/** Fired when a close request was refused because `closeDisabled` is set (the card shakes). */
export type KitShakeEvent = CustomEvent<{ source: CloseRequestSource }>

declare global {
  interface GlobalEventHandlersEventMap {
    'kit-close-request': KitCloseRequestEvent
    'kit-back': KitBackEvent
    'kit-shake': KitShakeEvent
  }
}

/** docs/rules/limits.md: shake 500 ms; modal height and view transition 150 ms; header text 120 ms. */
export const SHAKE_DURATION = 500
/** Milliseconds the modal's height takes to follow a new view. */
export const HEIGHT_DURATION = 150
/** Milliseconds of the cross-fade between two views. */
export const VIEW_TRANSITION_DURATION = 150
/** Milliseconds of the header title's change. */
export const HEADER_TEXT_DURATION = 120
/** The opening animation (backdrop fade-in, panel-in: `--kit-duration-base`); background work waits for it. */
export const OPEN_DURATION = 150

const prefersReducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

let nextId = 0

/**
 * @summary The modal shell: backdrop, card, header (back, title, close) and a slot for the view.
 *
 * It is a labelled `role="dialog"` with `aria-modal="true"` and a real focus trap: once the
 * opening frame has rendered, focus moves to the first focusable element of the view (through
 * slots and the shadow roots of slotted elements; an element with `autofocus` wins), Tab and
 * Shift+Tab cycle inside the card, and on
 * close focus returns to the element that had it before. The dialog never closes itself: it asks
 * with `kit-close-request`, and the owner sets `open = false`.
 *
 * @dependency kit-icon
 *
 * @event kit-close-request - Escape, a backdrop click or the close button, while closing is allowed. `detail.source` tells which.
 * @event kit-back - The back button was pressed.
 * @event kit-shake - A close request was refused because `closeDisabled` is set; the card shakes for 500 ms.
 *
 * @slot - The current view.
 *
 * @csspart backdrop - The fixed full-screen backdrop. Its `::before` dims the page (`--kit-color-backdrop`) and fades in.
 * @csspart panel - The card (`role="dialog"`, carries `data-testid`).
 * @csspart header - The header row.
 * @csspart back - The back button.
 * @csspart title - The `<h2>` title.
 * @csspart close - The close button.
 * @csspart body - The scrolling area whose height animates.
 * @csspart content - The padded wrapper around the slot.
 *
 * @cssproperty --content-padding-block - Block padding around the view. Default `0 16px`.
 * @cssproperty --content-padding-inline - Inline padding around the view. Default `16px`.
 * @cssproperty --kit-z-index - z-index of the backdrop. Default `999`.
 * @cssproperty --kit-modal-width - Width of the card. Default `360px`.
 */
export class KitDialog extends KitElement {
  static override styles = [baseStyles, styles, reducedMotionStyles]
  static override dependencies = { 'kit-icon': KitIcon }

  /** Shows the dialog. The owner sets it; the dialog only requests changes through events. */
  @property({ type: Boolean, reflect: true }) open = false

  /**
   * Embedded mode: the card sits in the page flow (no backdrop, no focus trap, no focus moved on
   * open, Escape left to the page); the close button still asks to close.
   */
  @property({ type: Boolean, reflect: true }) embedded = false

  /** The header title (the dialog's accessible name). */
  @property() label = ''

  /** Shows the back button. */
  @property({ type: Boolean, attribute: 'can-go-back' }) canGoBack = false

  /** Refuses close requests: Escape, backdrop and the close button shake the card instead. */
  @property({ type: Boolean, attribute: 'close-disabled' }) closeDisabled = false

  /** Plays the 500 ms shake when set to `true`; it resets itself to `false` afterwards. */
  @property({ type: Boolean, reflect: true }) shake = false

  /** `data-testid` of the card. */
  @property() testid = 'kit-modal'

  /** Accessible name of the back button. */
  @property({ attribute: 'back-label' }) backLabel = modalMessages['common.back']

  /** Accessible name of the close button. */
  @property({ attribute: 'close-label' }) closeLabel = modalMessages['common.close']

  @query('.panel') private panel!: HTMLElement
  @query('.body') private body!: HTMLElement
  @query('.content') private content!: HTMLElement
  @query('.title') private titleElement!: HTMLElement

  private readonly titleId = `kit-dialog-title-${++nextId}`
  private returnFocusTo: Element | null = null
  private listening = false
  private resizeObserver?: ResizeObserver
  private measured = false
  private animatingTimer?: ReturnType<typeof setTimeout>
  private shakeTimer?: ReturnType<typeof setTimeout>
  private cancelInitialFocus?: () => void
  private cancelPrewarm?: () => void
  private backdropPointerDown = false

  override connectedCallback(): void {
    super.connectedCallback()
    if (this.open && this.hasUpdated) this.activate()
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    const wasListening = this.listening
    this.deactivate()
    this.resizeObserver?.disconnect()
    this.resizeObserver = undefined
    clearTimeout(this.animatingTimer)
    clearTimeout(this.shakeTimer)
    this.cancelInitialFocus?.()
    this.endPrewarm()
    if (wasListening) this.restoreFocus()
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Remember the opener before anything inside can take focus.
    if (changed.has('open') && this.open) {
      const active = getDeepActiveElement()
      this.returnFocusTo = active && !containsDeep(this, active) ? active : this.returnFocusTo
    }
  }

  protected override firstUpdated(): void {
    if (typeof ResizeObserver === 'function') {
      this.resizeObserver = new ResizeObserver(() => this.syncHeight())
      this.resizeObserver.observe(this.content)
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('open')) {
      if (this.open) {
        this.endPrewarm()
        this.measured = false
        // Content laid out while closed keeps its size, so the resize observer may not fire.
        requestAnimationFrame(() => this.syncHeight())
        this.activate()
        // The view shows first: focus moves once the opening frame has rendered, which keeps the
        // search for the view's first control (and the style it forces) out of that frame.
        if (!this.embedded) this.cancelInitialFocus = afterNextRender(() => void this.focusInitial())
      } else if (changed.get('open') === true) {
        this.cancelInitialFocus?.()
        this.deactivate()
        this.restoreFocus()
      }
    }
    if (changed.has('shake') && this.shake) this.playShake()
    if (changed.has('label') && changed.get('label') && this.open) this.animateTitle()
  }

  /**
   * Moves focus to the first focusable element of the view (or the card's first control; an
   * element with `autofocus` wins); focus already inside the card stays. Opening calls it in a
   * task after the opening frame, when the view and the elements it renders have all rendered.
   */
  async focusInitial(): Promise<void> {
    await this.updateComplete
    if (!this.open || !this.isConnected) return
    const inView = getFocusableElements(this.content)
    const active = getDeepActiveElement()
    if (active && active !== this.panel && containsDeep(this.panel, active)) return
    const autofocus = inView.find((element) => {
      const host = (element.getRootNode() as ShadowRoot).host
      return element.hasAttribute('autofocus') || host?.hasAttribute('autofocus')
    })
    const target = autofocus ?? inView[0] ?? getFocusableElements(this.panel)[0] ?? this.panel
    focusElement(target)
  }

  /**
   * Draws the closed card once, invisibly (0.2 % opacity, inert), and hides it again after that
   * frame. The renderer then has what the card draws (its text's glyphs, its images, any shadow a
   * theme gives it) in its caches, and the first opening shows the card as fast as a later one: the
   * first opening's paint and raster cost about three times a later one's. After that frame it
   * styles the card once as open, without drawing it, for the style cache (see `endPrewarm`).
   * `<appkit-modal>` calls it in an idle moment, once the Connect view is rendered ahead. It does
   * nothing while open or embedded.
   */
  prewarm(): void {
    if (this.open || this.embedded || !this.panel || this.cancelPrewarm) return
    this.panel.inert = true
    this.toggleAttribute('prewarm', true)
    this.cancelPrewarm = afterNextRender(() => this.endPrewarm())
  }

  private endPrewarm(): void {
    if (!this.cancelPrewarm) return
    this.cancelPrewarm()
    this.cancelPrewarm = undefined
    this.removeAttribute('prewarm')
    this.panel.inert = false
    // Styled once more, as open, within this task (no frame draws it so): the renderer's style
    // cache then holds the open card's styles, and opening takes 24 of the card's 29 elements from
    // it instead of 6. The drawn frame's styles are not the open card's: `inert` is inherited.
    if (this.open || !this.isConnected) return
    this.toggleAttribute('prestyle', true)
    void getComputedStyle(this.panel).visibility
    this.removeAttribute('prestyle')
  }

  /** Plays the 500 ms shake (the `shake` property does the same). */
  playShake(): void {
    clearTimeout(this.shakeTimer)
    this.panel?.toggleAttribute('data-shaking', true)
    if (!prefersReducedMotion())
      this.panel?.animate(
        [
          { transform: 'translateX(0)' },
          { transform: 'translateX(-10px)' },
          { transform: 'translateX(10px)' },
          { transform: 'translateX(-8px)' },
          { transform: 'translateX(8px)' },
          { transform: 'translateX(-4px)' },
          { transform: 'translateX(4px)' },
          { transform: 'translateX(0)' },
        ],
        { duration: SHAKE_DURATION, easing: 'ease-in-out' },
      )
    this.shakeTimer = setTimeout(() => {
      this.panel?.removeAttribute('data-shaking')
      this.shake = false
    }, SHAKE_DURATION)
  }

  private activate(): void {
    if (this.listening || this.embedded || typeof document === 'undefined') return
    this.listening = true
    document.addEventListener('keydown', this.handleKeyDown)
    document.addEventListener('focusin', this.handleFocusIn)
  }

  private deactivate(): void {
    if (!this.listening) return
    this.listening = false
    document.removeEventListener('keydown', this.handleKeyDown)
    document.removeEventListener('focusin', this.handleFocusIn)
  }

  private restoreFocus(): void {
    const target = this.returnFocusTo
    this.returnFocusTo = null
    if (!target || !target.isConnected) return
    const active = getDeepActiveElement()
    // Only take focus back from inside the dialog (or from nowhere), never from elsewhere.
    if (active && active !== document.body && !containsDeep(this, active)) return
    focusElement(target)
  }

  private requestClose(source: CloseRequestSource): void {
    if (this.closeDisabled) {
      this.emit('kit-shake', { detail: { source } })
      this.playShake()
      return
    }
    this.emit('kit-close-request', { detail: { source } })
  }

  private handleKeyDown = (event: KeyboardEvent): void => {
    if (!this.open || event.defaultPrevented) return
    if (event.key === 'Escape' && !event.isComposing) {
      event.preventDefault()
      event.stopPropagation()
      this.requestClose('escape')
      return
    }
    if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault()
      this.moveFocus(event.shiftKey ? -1 : 1)
    }
  }

  private moveFocus(direction: 1 | -1): void {
    const focusable = getFocusableElements(this.panel)
    if (focusable.length === 0) {
      focusElement(this.panel)
      return
    }
    const active = getDeepActiveElement()
    let index = focusable.indexOf(active as Element)
    if (index === -1) index = focusable.findIndex((element) => containsDeep(element, active))
    const last = focusable.length - 1
    const next = index === -1 ? (direction === 1 ? 0 : last) : (index + direction + focusable.length) % focusable.length
    focusElement(focusable[next])
  }

  private handleFocusIn = (event: FocusEvent): void => {
    if (!this.open) return
    const target = event.composedPath()[0] as Node | undefined
    if (!target || containsDeep(this, target)) return
    // Focus escaped (a click elsewhere, a programmatic focus): bring it back.
    const first = getFocusableElements(this.panel)[0]
    focusElement(first ?? this.panel)
  }

  private handleBackdropPointerDown(event: PointerEvent): void {
    this.backdropPointerDown = event.target === event.currentTarget
  }

  private handleBackdropClick(event: MouseEvent): void {
    // Only a press that started and ended on the backdrop (not a text selection dragged out).
    const startedOnBackdrop = this.backdropPointerDown || event.detail === 0
    this.backdropPointerDown = false
    if (event.target !== event.currentTarget || !startedOnBackdrop) return
    this.requestClose('backdrop')
  }

  private handleSlotChange(): void {
    this.playViewTransition()
  }

  /**
   * Plays the 150 ms view transition (fade and slide in from the reading direction). It runs by
   * itself when the slotted view is replaced; call it when a view swaps its content in place.
   */
  playViewTransition(): void {
    if (!this.open || !this.measured || !this.content || prefersReducedMotion()) return
    const rtl = getComputedStyle(this.content).direction === 'rtl'
    this.content.animate(
      [
        { opacity: 0, transform: `translateX(${rtl ? -8 : 8}px)` },
        { opacity: 1, transform: 'translateX(0)' },
      ],
      { duration: VIEW_TRANSITION_DURATION, easing: 'ease-out' },
    )
  }

  private animateTitle(): void {
    if (prefersReducedMotion() || !this.titleElement) return
    this.titleElement.animate([{ opacity: 0 }, { opacity: 1 }], {
      duration: HEADER_TEXT_DURATION,
      easing: 'ease-out',
    })
  }

  /** Animates the body's height to the view's height (150 ms) when the view changes size. */
  private syncHeight(): void {
    if (!this.body || !this.content || !this.open) return
    const height = this.content.offsetHeight
    if (height === 0) return
    if (!this.measured || prefersReducedMotion()) {
      this.measured = true
      this.body.style.transition = 'none'
      this.body.style.height = `${height}px`
      void this.body.offsetHeight
      this.body.style.transition = ''
      return
    }
    if (this.body.style.height === `${height}px`) return
    this.body.classList.add('animating')
    this.body.style.height = `${height}px`
    clearTimeout(this.animatingTimer)
    this.animatingTimer = setTimeout(() => this.body.classList.remove('animating'), HEIGHT_DURATION + 30)
  }

  override render() {
    return html`<div
      part="backdrop"
      class="backdrop"
      data-testid="modal-backdrop"
      @pointerdown=${this.handleBackdropPointerDown}
      @click=${this.handleBackdropClick}
    >
      <div
        part="panel"
        class="panel"
        role="dialog"
        aria-modal=${this.embedded ? 'false' : 'true'}
        aria-labelledby=${this.titleId}
        tabindex="-1"
        data-testid=${this.testid}
      >
        <header part="header" class="header">
          ${
            this.canGoBack
              ? html`<button
                part="back"
                class="icon-button back"
                type="button"
                aria-label=${this.backLabel}
                data-testid="modal-back"
                @click=${() => this.emit('kit-back')}
              >
                <kit-icon name="back" size="20"></kit-icon>
              </button>`
              : html`<span aria-hidden="true"></span>`
          }
          <h2 part="title" class="title" id=${this.titleId}>${this.label}</h2>
          <button
            part="close"
            class="icon-button close"
            type="button"
            aria-label=${this.closeLabel}
            data-testid="modal-close"
            @click=${() => this.requestClose('close-button')}
          >
            <kit-icon name="close" size="20"></kit-icon>
          </button>
        </header>
        <div part="body" class="body">
          <div part="content" class="content">
            <slot @slotchange=${this.handleSlotChange}></slot>
          </div>
        </div>
      </div>
    </div>`
  }
}
