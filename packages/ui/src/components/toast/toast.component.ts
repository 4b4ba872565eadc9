import { modalMessages } from '../../i18n/modalMessages.js'
import { KitElement } from '../../internal/kitElement.js'
import { classMap, html, nothing, property, state, styleMap } from '../../internal/lit.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { KitIcon } from '../icon/icon.component.js'
import { KitSpinner } from '../spinner/spinner.component.js'
import styles from './toast.styles.js'

/** Toast variants (docs/rules/screens.md; `info` is the default). */
export type ToastVariant = 'loading' | 'success' | 'error' | 'info'

/** How a toast was dismissed. */
export type ToastDismissSource = 'swipe' | 'close-button'

/** Fired when the user swipes a toast away or presses its close button. */
export type KitToastDismissEvent = CustomEvent<{ id: string; source: ToastDismissSource }>

declare global {
  interface GlobalEventHandlersEventMap {
    'kit-toast-dismiss': KitToastDismissEvent
  }
}

/** docs/rules/limits.md: a horizontal swipe of more than 45 px dismisses a toast. */
export const SWIPE_THRESHOLD = 45

const VARIANT_ICONS = { success: 'success', error: 'error', info: 'info' } as const

/**
 * @summary One notification: icon, message and optional description. Errors are announced with
 * `role="alert"`, everything else politely with `role="status"`. A horizontal swipe over 45 px
 * (or the close button) asks for dismissal; the owner removes the toast.
 *
 * @dependency kit-icon
 * @dependency kit-spinner
 *
 * @event kit-toast-dismiss - The user swiped the toast away or pressed close. `detail.id` is `toastId`.
 *
 * @csspart base - The toast box (`data-testid="toast"`, `data-variant`).
 * @csspart icon - The variant icon.
 * @csspart message - The message.
 * @csspart description - The description.
 * @csspart dismiss - The close button.
 */
export class KitToast extends KitElement {
  static override styles = [baseStyles, styles, reducedMotionStyles]
  static override dependencies = { 'kit-icon': KitIcon, 'kit-spinner': KitSpinner }

  /** Identifier echoed in `kit-toast-dismiss`. */
  @property({ attribute: 'toast-id' }) toastId = ''

  /** Icon, colour and announcement politeness. */
  @property({ reflect: true }) variant: ToastVariant = 'info'

  /** Main text, already translated. */
  @property() message = ''

  /** Secondary text. */
  @property() description = ''

  /** Shows the close button. */
  @property({ type: Boolean }) dismissible = true

  /** `data-testid` of the toast box. */
  @property() testid = 'toast'

  /** Accessible name of the close button. */
  @property({ attribute: 'dismiss-label' }) dismissLabel = modalMessages['common.dismiss']

  @state() private offset = 0
  @state() private dragging = false
  private startX = 0
  private pointerId: number | undefined

  private handlePointerDown(event: PointerEvent): void {
    if (event.button !== 0 || (event.target as Element).closest?.('.dismiss')) return
    this.pointerId = event.pointerId
    this.startX = event.clientX
    this.dragging = true
    try {
      ;(event.currentTarget as HTMLElement).setPointerCapture(event.pointerId)
    } catch {
      // synthetic or already released pointers cannot be captured; dragging still works
    }
  }

  private handlePointerMove(event: PointerEvent): void {
    if (!this.dragging || event.pointerId !== this.pointerId) return
    this.offset = event.clientX - this.startX
  }

  private handlePointerUp(event: PointerEvent): void {
    if (!this.dragging || event.pointerId !== this.pointerId) return
    this.dragging = false
    this.pointerId = undefined
    const offset = event.clientX - this.startX
    if (Math.abs(offset) > SWIPE_THRESHOLD) {
      this.offset = Math.sign(offset) * 400
      this.dismiss('swipe')
    } else this.offset = 0
  }

  private handlePointerCancel(): void {
    this.dragging = false
    this.pointerId = undefined
    this.offset = 0
  }

  private dismiss(source: ToastDismissSource): void {
    this.emit('kit-toast-dismiss', { detail: { id: this.toastId, source } })
  }

  private renderIcon() {
    if (this.variant === 'loading') return html`<kit-spinner size="20"></kit-spinner>`
    const name = VARIANT_ICONS[this.variant] ?? 'info'
    return html`<kit-icon name=${name} size="16" stroke-width="2.25"></kit-icon>`
  }

  override render() {
    const isError = this.variant === 'error'
    const opacity = Math.max(0, 1 - Math.abs(this.offset) / 160)
    return html`<div
      part="base"
      class=${classMap({ toast: true, [`variant-${this.variant}`]: true, dragging: this.dragging })}
      role=${isError ? 'alert' : 'status'}
      aria-live=${isError ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-testid=${this.testid}
      data-variant=${this.variant}
      style=${styleMap({
        transform: this.offset ? `translateX(${this.offset}px)` : undefined,
        opacity: this.offset ? String(opacity) : undefined,
      })}
      @pointerdown=${this.handlePointerDown}
      @pointermove=${this.handlePointerMove}
      @pointerup=${this.handlePointerUp}
      @pointercancel=${this.handlePointerCancel}
    >
      <span part="icon" class="icon" aria-hidden="true">${this.renderIcon()}</span>
      <span class="text">
        <span part="message" class="message">${this.message}</span>
        ${this.description ? html`<span part="description" class="description">${this.description}</span>` : nothing}
      </span>
      ${
        this.dismissible
          ? html`<button
            part="dismiss"
            class="dismiss"
            type="button"
            aria-label=${this.dismissLabel}
            data-testid="toast-dismiss"
            @click=${() => this.dismiss('close-button')}
          >
            <kit-icon name="close" size="16"></kit-icon>
          </button>`
          : nothing
      }
    </div>`
  }
}
