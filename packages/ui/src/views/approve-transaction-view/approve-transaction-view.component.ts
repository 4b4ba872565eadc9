import { abortAuthRequests, focusAuthFrame, getAuth, setAuthFrameRect, watchAuth } from '@kit/core'
import { css, html } from 'lit'
import { query } from 'lit/decorators.js'
import { KitSpinner } from '../../components/spinner/spinner.component.js'
import { baseStyles } from '../../internal/styles.js'
import { token } from '../../theme/css.js'
import { KitView } from '../kit-view.js'

/**
 * @summary ApproveTransaction: the place over which the secure frame draws its own approval
 * screen (the embedded wallet's `approve-confirm` / `approve-reject` live inside the frame).
 * It reports its box to the kit while the approval is pending, so the fixed-position frame sits
 * exactly on it (and follows resizes and scrolling). The modal refuses to close meanwhile;
 * leaving the view (back) aborts the request ('Request was aborted').
 *
 * @dependency kit-spinner
 */
export class KitApproveTransactionView extends KitView {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .slot {
        position: relative;
        display: grid;
        place-items: center;
        block-size: 480px;
        max-block-size: calc(100dvh - 160px);
        border-radius: ${token('--kit-radius-md')};
        color: ${token('--kit-color-fg-muted')};
        font-size: ${token('--kit-font-size-sm')};
      }
      .waiting {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 12px;
      }
    `,
  ]
  static override dependencies = { 'kit-spinner': KitSpinner }

  private readonly auth = this.select({ get: getAuth, watch: watchAuth, onChange: () => this.schedule() })
  @query('.slot') private slotElement?: HTMLElement

  #observer: ResizeObserver | undefined
  #frame = 0
  #until = 0

  override connectedCallback(): void {
    super.connectedCallback()
    window.addEventListener('resize', this.schedule)
    window.addEventListener('scroll', this.schedule, true)
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    window.removeEventListener('resize', this.schedule)
    window.removeEventListener('scroll', this.schedule, true)
    this.#observer?.disconnect()
    this.#observer = undefined
    cancelAnimationFrame(this.#frame)
    // Leaving while the frame still waits for the user abandons the request.
    if (this.kit && this.auth.value?.approval) abortAuthRequests(this.kit)
  }

  protected override firstUpdated(): void {
    if (this.slotElement && typeof ResizeObserver === 'function') {
      this.#observer = new ResizeObserver(this.schedule)
      this.#observer.observe(this.slotElement)
    }
    // Follow the modal's open and height animations for a moment.
    this.#until = performance.now() + 400
    this.schedule()
  }

  private readonly schedule = (): void => {
    cancelAnimationFrame(this.#frame)
    this.#frame = requestAnimationFrame(() => {
      this.place()
      if (performance.now() < this.#until) this.schedule()
    })
  }

  private place(): void {
    const kit = this.kit
    const box = this.slotElement?.getBoundingClientRect()
    if (!kit || !box || !this.auth.value?.approval || box.width === 0) return
    setAuthFrameRect(kit, { rect: { top: box.top, left: box.left, width: box.width, height: box.height } })
    if (!this.#focused) {
      this.#focused = true
      focusAuthFrame(kit)
    }
  }

  #focused = false

  override render() {
    const pending = Boolean(this.auth.value?.approval)
    return html`<div class="slot" data-testid="approve-transaction" aria-busy=${pending ? 'true' : 'false'}>
      <div class="waiting" aria-live="polite">
        <kit-spinner size="28"></kit-spinner>
        <span>${pending ? this.t('approve.pending') : this.t('common.loading')}</span>
      </div>
      <!-- The dialog focuses this first; it hands the focus on to the frame's approval screen. -->
      <button
        type="button"
        class="visually-hidden"
        autofocus
        data-testid="approve-focus"
        @focus=${() => this.kit && focusAuthFrame(this.kit)}
        @click=${() => this.kit && focusAuthFrame(this.kit)}
      >
        ${this.t('approve.pending')}
      </button>
    </div>`
  }
}
