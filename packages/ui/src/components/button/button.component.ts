import { KitElement } from '../../internal/kitElement.js'
import { classMap, html, ifDefined, nothing, property, state } from '../../internal/lit.js'
import { refuseInertClicks } from '../../internal/refuseInertClicks.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { KitSpinner } from '../spinner/spinner.component.js'
import styles from './button.styles.js'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

/**
 * @summary The kit's action button.
 *
 * Listen to the native `click` event; it does not fire while `disabled` or `loading`.
 *
 * @dependency kit-spinner
 *
 * @slot - The label.
 * @slot prefix - An icon before the label.
 * @slot suffix - An icon after the label.
 *
 * @csspart base - The inner `<button>` (carries `data-testid`).
 * @csspart prefix - Wrapper of the prefix slot.
 * @csspart label - Wrapper of the label slot.
 * @csspart suffix - Wrapper of the suffix slot.
 * @csspart spinner - The loading spinner.
 *
 * @cssproperty --kit-color-accent - Background of the primary variant.
 */
export class KitButton extends KitElement {
  static override styles = [baseStyles, styles, reducedMotionStyles]
  static override shadowRootOptions = { ...KitElement.shadowRootOptions, delegatesFocus: true }
  static override dependencies = { 'kit-spinner': KitSpinner }

  /** Visual style. */
  @property({ reflect: true }) variant: ButtonVariant = 'primary'

  /** Height and padding. */
  @property({ reflect: true }) size: ButtonSize = 'md'

  /** Shows a spinner, sets `aria-busy` and ignores clicks (focus is kept). */
  @property({ type: Boolean, reflect: true }) loading = false

  /** Disables the button. */
  @property({ type: Boolean, reflect: true }) disabled = false

  /** Stretches the button to the width of its container. */
  @property({ type: Boolean, reflect: true, attribute: 'full-width' }) fullWidth = false

  /** Fully rounded ends. */
  @property({ type: Boolean, reflect: true }) pill = false

  /** Accessible name for icon-only buttons (`aria-label`). */
  @property() label = ''

  /** `data-testid` of the inner `<button>`. */
  @property() testid = 'kit-button'

  @state() private hasPrefix = false
  @state() private hasSuffix = false

  constructor() {
    super()
    refuseInertClicks(this)
  }

  private handleSlotChange(event: Event): void {
    const slot = event.target as HTMLSlotElement
    const hasContent = slot.assignedNodes({ flatten: true }).length > 0
    if (slot.name === 'prefix') this.hasPrefix = hasContent
    if (slot.name === 'suffix') this.hasSuffix = hasContent
  }

  override render() {
    return html`<button
      part="base"
      type="button"
      class=${classMap({
        button: true,
        [`variant-${this.variant}`]: true,
        [`size-${this.size}`]: true,
        loading: this.loading,
      })}
      data-testid=${this.testid}
      aria-label=${ifDefined(this.label || undefined)}
      aria-busy=${this.loading ? 'true' : 'false'}
      aria-disabled=${this.loading ? 'true' : 'false'}
      ?disabled=${this.disabled}
    >
      <span part="prefix" class=${classMap({ prefix: true, 'has-content': this.hasPrefix })}>
        <slot name="prefix" @slotchange=${this.handleSlotChange}></slot>
      </span>
      <span part="label" class="content"><slot></slot></span>
      <span part="suffix" class=${classMap({ suffix: true, 'has-content': this.hasSuffix })}>
        <slot name="suffix" @slotchange=${this.handleSlotChange}></slot>
      </span>
      ${this.loading ? html`<kit-spinner part="spinner" class="spinner" size=${this.size === 'lg' ? 20 : 16}></kit-spinner>` : nothing}
    </button>`
  }
}
