import { getInitials, getNameColor } from '../../internal/avatar.js'
import { KitElement } from '../../internal/kitElement.js'
import { classMap, html, nothing, property, state, styleMap } from '../../internal/lit.js'
import { refuseInertClicks } from '../../internal/refuseInertClicks.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { KitSpinner } from '../spinner/spinner.component.js'
import styles from './wallet-item.styles.js'

const hideFailedCell = (event: Event) => {
  ;(event.target as HTMLImageElement).style.visibility = 'hidden'
}

export type WalletItemTagVariant = 'neutral' | 'success' | 'accent'

/**
 * @summary One wallet in a list: icon, name and an optional tag ("Recent", "Installed",
 * "QR code"). It is a button: views listen to the native `click`, which does not fire while
 * `disabled` or `loading`.
 *
 * @dependency kit-spinner
 *
 * @slot end - Extra content at the end of the row (before the tag).
 *
 * @csspart base - The `<button>` (carries `data-testid`).
 * @csspart icon - The icon box.
 * @csspart name - The wallet name.
 * @csspart tag - The tag.
 */
export class KitWalletItem extends KitElement {
  static override styles = [baseStyles, styles, reducedMotionStyles]
  static override shadowRootOptions = { ...KitElement.shadowRootOptions, delegatesFocus: true }
  static override dependencies = { 'kit-spinner': KitSpinner }

  /** Wallet name, shown and used as the image's alt text. */
  @property() name = ''

  /** Wallet icon URL (data URLs work offline). Without one, or if it fails, the initial shows. */
  @property() icon = ''

  /**
   * Up to four logo URLs drawn as a 2×2 grid instead of `icon` (the All Wallets entry: some of the
   * wallets behind it). A logo that fails leaves its cell empty.
   */
  @property({ attribute: false }) icons: readonly string[] = []

  /** Short tag text, already translated (e.g. `t('connect.installed')`). */
  @property() tag = ''

  /** Colour of the tag. */
  @property({ attribute: 'tag-variant' }) tagVariant: WalletItemTagVariant = 'neutral'

  /** Shows a spinner and ignores clicks. */
  @property({ type: Boolean, reflect: true }) loading = false

  /** Disables the row. */
  @property({ type: Boolean, reflect: true }) disabled = false

  /** `data-testid` of the button; views set one per wallet, e.g. `wallet-item-metamask`. */
  @property() testid = 'wallet-item'

  @state() private failedIcon = ''

  constructor() {
    super()
    refuseInertClicks(this)
  }

  private renderIcon() {
    if (this.icons.length)
      return html`<span class="grid">${this.icons
        .slice(0, 4)
        .map((icon) => html`<img src=${icon} alt="" draggable="false" @error=${hideFailedCell} />`)}</span>`
    if (this.icon && this.failedIcon !== this.icon)
      return html`<img
        src=${this.icon}
        alt=${this.name}
        draggable="false"
        @error=${() => {
          this.failedIcon = this.icon
        }}
      />`
    return html`<span class="initial">${getInitials(this.name, 1)}</span>`
  }

  override render() {
    const showInitial = !this.icons.length && (!this.icon || this.failedIcon === this.icon)
    return html`<button
      part="base"
      class="item"
      type="button"
      data-testid=${this.testid}
      ?disabled=${this.disabled}
      aria-busy=${this.loading ? 'true' : 'false'}
      aria-disabled=${this.loading ? 'true' : 'false'}
    >
      <span
        part="icon"
        class="icon"
        aria-hidden="true"
        style=${styleMap({ background: showInitial ? getNameColor(this.name) : undefined })}
        >${this.renderIcon()}</span
      >
      <span part="name" class="name">${this.name}</span>
      <span class="end">
        <slot name="end"></slot>
        ${
          this.tag
            ? html`<span part="tag" class=${classMap({ tag: true, [`tag-${this.tagVariant}`]: true })}
              >${this.tag}</span
            >`
            : nothing
        }
        ${this.loading ? html`<kit-spinner size="20"></kit-spinner>` : nothing}
      </span>
    </button>`
  }
}
