import { getInitials, getNameColor } from '../../internal/avatar.js'
import { KitElement } from '../../internal/kitElement.js'
import { html, nothing, property, state, styleMap } from '../../internal/lit.js'
import { refuseInertClicks } from '../../internal/refuseInertClicks.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { KitIcon } from '../icon/icon.component.js'
import { KitSpinner } from '../spinner/spinner.component.js'
import styles from './network-item.styles.js'

/**
 * @summary One network in a list: image (or a coloured circle with initials), name, an optional
 * caption, and a check when it is the current network. It is a button: views listen to the
 * native `click`, which does not fire while `disabled` or `loading`.
 *
 * @dependency kit-icon
 * @dependency kit-spinner
 *
 * @csspart base - The `<button>` (carries `data-testid`, `aria-current` when selected).
 * @csspart image - The image circle.
 * @csspart name - The network name.
 * @csspart caption - The caption line.
 */
export class KitNetworkItem extends KitElement {
  static override styles = [baseStyles, styles, reducedMotionStyles]
  static override shadowRootOptions = { ...KitElement.shadowRootOptions, delegatesFocus: true }
  static override dependencies = { 'kit-icon': KitIcon, 'kit-spinner': KitSpinner }

  /** Network name. */
  @property() name = ''

  /** Network image URL; a coloured circle with initials shows without one or when it fails. */
  @property() image = ''

  /** A second line under the name (e.g. "Testnet"), already translated. */
  @property() caption = ''

  /** The current network: shows a check and sets `aria-current="true"`. */
  @property({ type: Boolean, reflect: true }) selected = false

  /** Shows a spinner (a switch to this network is pending) and ignores clicks. */
  @property({ type: Boolean, reflect: true }) loading = false

  /** Disables the row (e.g. the wallet cannot switch to it). */
  @property({ type: Boolean, reflect: true }) disabled = false

  /** `data-testid` of the button; views set one per network, e.g. `network-item-eip155:8453`. */
  @property() testid = 'network-item'

  @state() private failedImage = ''

  constructor() {
    super()
    refuseInertClicks(this)
  }

  override render() {
    const hasImage = Boolean(this.image) && this.failedImage !== this.image
    return html`<button
      part="base"
      class="item"
      type="button"
      data-testid=${this.testid}
      ?disabled=${this.disabled}
      aria-current=${this.selected ? 'true' : 'false'}
      aria-busy=${this.loading ? 'true' : 'false'}
      aria-disabled=${this.loading ? 'true' : 'false'}
    >
      <span
        part="image"
        class="image"
        aria-hidden="true"
        style=${styleMap({ background: hasImage ? undefined : getNameColor(this.name) })}
      >
        ${
          hasImage
            ? html`<img
              src=${this.image}
              alt=${this.name}
              draggable="false"
              @error=${() => {
                this.failedImage = this.image
              }}
            />`
            : getInitials(this.name)
        }
      </span>
      <span class="text">
        <span part="name" class="name">${this.name}</span>
        ${this.caption ? html`<span part="caption" class="caption">${this.caption}</span>` : nothing}
      </span>
      <span class="end">
        ${
          this.loading
            ? html`<kit-spinner size="20"></kit-spinner>`
            : this.selected
              ? html`<kit-icon name="check" size="20" stroke-width="2.5" data-testid="network-item-check"></kit-icon>`
              : nothing
        }
      </span>
    </button>`
  }
}
