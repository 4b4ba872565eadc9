import { abortAuthRequests, focusAuthFrame, getAuth, watchAuth } from '@kit/core'
import { KitSpinner } from '../../components/spinner/spinner.component.js'
import { FrameSlotController } from '../../controllers/FrameSlotController.js'
import { css, html, query } from '../../internal/lit.js'
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

  private readonly auth = this.select({ get: getAuth, watch: watchAuth, onChange: () => this.#frameSlot.schedule() })
  @query('.slot') private slotElement?: HTMLElement

  /** The frame's approval screen sits exactly on the slot (and gets focus) while an approval waits. */
  readonly #frameSlot = new FrameSlotController(this, {
    kit: () => this.kit,
    slot: () => this.slotElement,
    active: () => Boolean(this.auth.value?.approval),
    focus: true,
  })

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    // Leaving while the frame still waits for the user abandons the request.
    if (this.kit && this.auth.value?.approval) abortAuthRequests(this.kit)
  }

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
