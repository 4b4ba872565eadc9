import { modalMessages } from '../../i18n/modalMessages.js'
import { KitElement } from '../../internal/kitElement.js'
import { html, property, repeat } from '../../internal/lit.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { KitToast, type ToastVariant } from '../toast/toast.component.js'
import styles from './toast-stack.styles.js'

/** One toast of the stack. */
export type ToastItem = {
  id: string
  variant: ToastVariant
  message: string
  description?: string
}

/** docs/rules/limits.md: at most 3 toasts are visible. */
export const MAX_VISIBLE_TOASTS = 3

/**
 * @summary A fixed stack of toasts: the newest on top, at most 3 visible, 14 px apart, 356 px
 * wide. It shows what it is given; timing (4 s default) and removal belong to the owner, which
 * listens to `kit-toast-dismiss`.
 *
 * @dependency kit-toast
 *
 * @event kit-toast-dismiss - Bubbles up from a toast that was swiped away or closed (`detail.id`).
 *
 * @csspart stack - The list.
 * @csspart toast - Each `<kit-toast>`.
 */
export class KitToastStack extends KitElement {
  static override styles = [baseStyles, styles, reducedMotionStyles]
  static override dependencies = { 'kit-toast': KitToast }

  /** Toasts in the order they were shown (oldest first); the last ones are displayed. */
  @property({ attribute: false }) toasts: readonly ToastItem[] = []

  /** Edge of the viewport the stack sits on. */
  @property({ reflect: true }) placement: 'top' | 'bottom' = 'top'

  /** Accessible name of the region. */
  @property() label = modalMessages['common.notifications']

  /** Accessible name of each toast's dismiss button. */
  @property({ attribute: 'dismiss-label' }) dismissLabel = modalMessages['common.dismiss']

  /** `data-testid` of the list. */
  @property() testid = 'toast-stack'

  override render() {
    const visible = this.toasts.slice(-MAX_VISIBLE_TOASTS).reverse()
    return html`<section aria-label=${this.label}>
      <ol part="stack" class="stack" data-testid=${this.testid}>
        ${repeat(
          visible,
          (toast) => toast.id,
          (toast) => html`<li class="item">
            <kit-toast
              part="toast"
              toast-id=${toast.id}
              variant=${toast.variant}
              .message=${toast.message}
              .description=${toast.description ?? ''}
              .dismissLabel=${this.dismissLabel}
            ></kit-toast>
          </li>`,
        )}
      </ol>
    </section>`
  }
}
