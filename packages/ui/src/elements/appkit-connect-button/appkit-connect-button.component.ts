import { getAccount, type Namespace, open, watchAccount } from '@kit/core'
import { chipLabel } from '../../components/chip-button/chip-button.component.js'
import chipStyles from '../../components/chip-button/chip-button.styles.js'
import { KitSpinner } from '../../components/spinner/spinner.component.js'
import { html, property } from '../../internal/lit.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { AppKitElement } from '../appkit-element.js'
import { chipSizeStyles } from '../chip-size.styles.js'

/**
 * @summary "Connect Wallet": opens the modal. Shows "Connecting…" while the kit connects or
 * reconnects.
 *
 * It renders the chip's `<button>` in its own shadow root (the styles of `kit-chip-button`, not
 * the element): the button most pages show on load is one element, not two.
 *
 * @dependency kit-spinner
 *
 * @csspart button - The `<button>` (`data-testid="connect-button"`).
 * @csspart label - Its text.
 */
export class AppKitConnectButton extends AppKitElement {
  static override styles = [baseStyles, chipStyles, chipSizeStyles, reducedMotionStyles]
  static override shadowRootOptions = { ...AppKitElement.shadowRootOptions, delegatesFocus: true }
  static override dependencies: typeof AppKitElement.dependencies = { 'kit-spinner': KitSpinner }

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

  protected readonly account = this.select({
    get: (kit) => getAccount(kit, { namespace: this.namespace || undefined }),
    watch: (kit, parameters) => watchAccount(kit, { ...parameters, namespace: this.namespace || undefined }),
  })

  private get connecting(): boolean {
    const status = this.account.value?.status
    return status === 'connecting' || status === 'reconnecting'
  }

  private handleClick(event: MouseEvent): void {
    // Busy (aria-disabled, still clickable for assistive technology): the click goes nowhere.
    if (this.connecting) {
      event.stopPropagation()
      return
    }
    const kit = this.resolvedKit
    if (kit) open(kit, { namespace: this.namespace || undefined })
  }

  override render() {
    const connecting = this.connecting
    return html`<button
      part="button"
      type="button"
      class="chip"
      data-testid="connect-button"
      aria-busy=${connecting ? 'true' : 'false'}
      aria-disabled=${connecting ? 'true' : 'false'}
      ?disabled=${this.disabled || !this.resolvedKit}
      @click=${this.handleClick}
    >
      ${chipLabel(connecting ? this.loadingLabel || this.t('button.connecting') : this.label || this.t('button.connect'), connecting)}
    </button>`
  }
}
