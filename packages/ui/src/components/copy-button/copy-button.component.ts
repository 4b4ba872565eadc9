import { en } from '../../i18n/en.js'
import { KitElement } from '../../internal/kitElement.js'
import { classMap, html, ifDefined, property, state } from '../../internal/lit.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { KitIcon } from '../icon/icon.component.js'
import styles from './copy-button.styles.js'

/** Fired after `value` was written to the clipboard. */
export type KitCopyEvent = CustomEvent<{ value: string }>
/** Fired when the clipboard refused the write. */
export type KitCopyErrorEvent = CustomEvent<{ value: string; error: unknown }>

declare global {
  interface GlobalEventHandlersEventMap {
    'kit-copy': KitCopyEvent
    'kit-copy-error': KitCopyErrorEvent
  }
}

/** How long the check mark shows after a copy. */
export const COPIED_DURATION = 1500

/**
 * @summary Copies `value` to the clipboard; the icon turns into a check for 1.5 s. With slotted
 * text it becomes a labelled pill ("Copy address").
 *
 * @dependency kit-icon
 *
 * @event kit-copy - The value was copied. `detail.value`.
 * @event kit-copy-error - Copying failed (no clipboard access). `detail.error`.
 *
 * @slot - Optional visible text.
 *
 * @csspart base - The `<button>` (carries `data-testid`, `data-copied` while the check shows).
 * @csspart icon - The copy / check icon.
 */
export class KitCopyButton extends KitElement {
  static override styles = [baseStyles, styles, reducedMotionStyles]
  static override shadowRootOptions = { ...KitElement.shadowRootOptions, delegatesFocus: true }
  static override dependencies = { 'kit-icon': KitIcon }

  /** Text to copy. */
  @property() value = ''

  /** Accessible name before copying. */
  @property() label = en['common.copy']

  /** Accessible name while the check shows. */
  @property({ attribute: 'copied-label' }) copiedLabel = en['common.copied']

  @property({ type: Boolean, reflect: true }) disabled = false

  /** `data-testid` of the button. */
  @property() testid = 'copy-button'

  @state() private copied = false
  @state() private hasText = false
  private timer?: ReturnType<typeof setTimeout>

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearTimeout(this.timer)
    this.copied = false
  }

  /** Copies `value` (also what a click does). Resolves to whether it worked. */
  async copy(): Promise<boolean> {
    const value = this.value
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API is not available')
      await navigator.clipboard.writeText(value)
    } catch (error) {
      this.emit('kit-copy-error', { detail: { value, error } })
      return false
    }
    this.copied = true
    clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.copied = false
    }, COPIED_DURATION)
    this.emit('kit-copy', { detail: { value } })
    return true
  }

  private handleSlotChange(event: Event): void {
    const slot = event.target as HTMLSlotElement
    this.hasText = slot.assignedNodes({ flatten: true }).some((node) => node.nodeType !== Node.TEXT_NODE || node.textContent?.trim())
  }

  override render() {
    return html`<button
      part="base"
      type="button"
      class=${classMap({ button: true, copied: this.copied, 'has-text': this.hasText })}
      data-testid=${this.testid}
      ?data-copied=${this.copied}
      aria-label=${ifDefined(this.hasText ? undefined : this.copied ? this.copiedLabel : this.label)}
      ?disabled=${this.disabled}
      @click=${() => void this.copy()}
    >
      <kit-icon part="icon" name=${this.copied ? 'check' : 'copy'} size="16"></kit-icon>
      <span class=${classMap({ text: true, 'has-content': this.hasText })}
        ><slot @slotchange=${this.handleSlotChange}></slot
      ></span>
    </button>
    <span class="visually-hidden" role="status">${this.copied ? this.copiedLabel : ''}</span>`
  }
}
