import { getAccount, type Namespace, open, watchAccount } from '@kit/core'
import { KitChipButton } from '../../components/chip-button/chip-button.component.js'
import { html, property } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { AppKitElement } from '../appkit-element.js'
import { chipSizeStyles } from '../chip-size.styles.js'

/**
 * @summary "Connect Wallet": opens the modal. Shows "Connecting…" while the kit connects or
 * reconnects.
 *
 * @dependency kit-chip-button
 *
 * @csspart button - The chip (its inner `<button>` has `data-testid="connect-button"`).
 */
export class AppKitConnectButton extends AppKitElement {
  static override styles = [baseStyles, chipSizeStyles]
  static override dependencies = { 'kit-chip-button': KitChipButton }

  /** `md` (40 px) or `sm` (32 px). */
  @property({ reflect: true }) size: 'md' | 'sm' = 'md'

  /** Text instead of "Connect Wallet". */
  @property() label = ''

  /** Text instead of "Connecting…". */
  @property({ attribute: 'loading-label' }) loadingLabel = ''

  /** Disables the button. */
  @property({ type: Boolean, reflect: true }) disabled = false

  /** Show and open for this namespace only (`eip155`, `solana`, `bip122`); the active one by default. */
  @property({ reflect: true }) namespace: Namespace | '' = ''

  private readonly account = this.select({
    get: (kit) => getAccount(kit, { namespace: this.namespace || undefined }),
    watch: (kit, parameters) => watchAccount(kit, { ...parameters, namespace: this.namespace || undefined }),
  })

  private handleClick(): void {
    const kit = this.resolvedKit
    if (kit) open(kit, { namespace: this.namespace || undefined })
  }

  override render() {
    const status = this.account.value?.status
    const connecting = status === 'connecting' || status === 'reconnecting'
    return html`<kit-chip-button
      part="button"
      testid="connect-button"
      .label=${connecting ? this.loadingLabel || this.t('button.connecting') : this.label || this.t('button.connect')}
      .loading=${connecting}
      .disabled=${this.disabled || !this.resolvedKit}
      @click=${this.handleClick}
    ></kit-chip-button>`
  }
}
