import { truncateAddress } from '../../internal/format.js'
import { KitElement } from '../../internal/kitElement.js'
import { classMap, html, ifDefined, nothing, property, state } from '../../internal/lit.js'
import { refuseInertClicks } from '../../internal/refuseInertClicks.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { KitAvatar } from '../avatar/avatar.component.js'
import { KitSpinner } from '../spinner/spinner.component.js'
import styles from './chip-button.styles.js'

/**
 * The chip's label look: a spinner while `loading` (else `icon`), then the text. Shared with the
 * elements that render the chip's `<button>` themselves (`<appkit-connect-button>`), which also
 * register `kit-spinner`.
 */
export function chipLabel(label: string, loading: boolean, icon: unknown = nothing) {
  return html`${loading ? html`<kit-spinner size="16"></kit-spinner>` : icon}
    <span part="label" class="label">${label}</span>`
}

/**
 * @summary The pill button behind `<appkit-button>`: a label ("Connect Wallet") while
 * disconnected, or network icon + balance + avatar + truncated address once connected.
 * Listen to the native `click`; it does not fire while `disabled` or `loading`.
 *
 * @dependency kit-avatar
 * @dependency kit-spinner
 *
 * @csspart base - The `<button>` (carries `data-testid`).
 * @csspart icon - The network (or label) icon.
 * @csspart balance - The balance text.
 * @csspart address - The avatar + address pill.
 * @csspart label - The label text.
 */
export class KitChipButton extends KitElement {
  static override styles = [baseStyles, styles, reducedMotionStyles]
  static override shadowRootOptions = { ...KitElement.shadowRootOptions, delegatesFocus: true }
  static override dependencies = { 'kit-avatar': KitAvatar, 'kit-spinner': KitSpinner }

  /** Text shown when there is no address (already translated), e.g. "Connect Wallet". */
  @property() label = ''

  /** Connected address; switches the chip to the account look. */
  @property() address = ''

  /** Formatted balance with its symbol, e.g. `'1.234 ETH'` (see `formatBalance`). */
  @property() balance = ''

  /** Network image URL (account look) or an icon before the label. */
  @property() icon = ''

  /** Profile image for the avatar; the generated gradient shows without one. */
  @property({ attribute: 'avatar-src' }) avatarSrc = ''

  /** A name (e.g. from a name service) shown instead of the truncated address. */
  @property({ attribute: 'profile-name' }) profileName = ''

  /** Shows a spinner and ignores clicks. */
  @property({ type: Boolean, reflect: true }) loading = false

  /** Disables the chip. */
  @property({ type: Boolean, reflect: true }) disabled = false

  /** `data-testid` of the button. */
  @property() testid = 'kit-chip-button'

  /** Accessible name overriding the visible text (e.g. "Account 0xd8dA…6045"). */
  @property({ attribute: 'accessible-label' }) accessibleLabel = ''

  @state() private failedIcon = ''

  constructor() {
    super()
    refuseInertClicks(this)
  }

  private renderIcon(className: string) {
    if (!this.icon || this.failedIcon === this.icon) return nothing
    return html`<img
      part="icon"
      class=${className}
      src=${this.icon}
      alt=""
      draggable="false"
      @error=${() => {
        this.failedIcon = this.icon
      }}
    />`
  }

  private renderAccount() {
    const name = this.profileName || truncateAddress(this.address)
    return html`${this.balance ? html`<span part="balance" class="balance">${this.renderIcon('network')}${this.balance}</span>` : this.renderIcon('network')}
      <span part="address" class="address">
        ${this.loading ? html`<kit-spinner size="20"></kit-spinner>` : html`<kit-avatar address=${this.address} src=${this.avatarSrc} size="24"></kit-avatar>`}
        <span class=${classMap({ 'address-text': true, mono: !this.profileName })}>${name}</span>
      </span>`
  }

  override render() {
    const isAccount = Boolean(this.address)
    return html`<button
      part="base"
      type="button"
      class=${classMap({ chip: true, account: isAccount })}
      data-testid=${this.testid}
      data-address=${ifDefined(this.address || undefined)}
      aria-label=${ifDefined(this.accessibleLabel || undefined)}
      aria-busy=${this.loading ? 'true' : 'false'}
      aria-disabled=${this.loading ? 'true' : 'false'}
      ?disabled=${this.disabled}
    >
      ${isAccount ? this.renderAccount() : chipLabel(this.label, this.loading, this.renderIcon('label-icon'))}
    </button>`
  }
}
