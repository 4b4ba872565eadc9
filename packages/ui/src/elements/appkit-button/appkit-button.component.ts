import { getAccount, type Namespace, watchAccount } from '@kit/core'
import { html, property } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { AppKitAccountButton } from '../appkit-account-button/appkit-account-button.component.js'
import { AppKitConnectButton } from '../appkit-connect-button/appkit-connect-button.component.js'
import { AppKitElement } from '../appkit-element.js'
import styles from './appkit-button.styles.js'

/**
 * @summary The one button most apps need: `<appkit-connect-button>` while disconnected,
 * `<appkit-account-button>` once connected.
 *
 * @dependency appkit-connect-button
 * @dependency appkit-account-button
 */
export class AppKitButton extends AppKitElement {
  static override styles = [baseStyles, styles]
  static override dependencies = {
    'appkit-connect-button': AppKitConnectButton,
    'appkit-account-button': AppKitAccountButton,
  }

  /** `md` (40 px) or `sm` (32 px). */
  @property({ reflect: true }) size: 'md' | 'sm' = 'md'

  /** Text of the connect button instead of "Connect Wallet". */
  @property() label = ''

  /** Text of the connect button while connecting, instead of "Connecting…". */
  @property({ attribute: 'loading-label' }) loadingLabel = ''

  /** `hide` leaves the balance out of the account button. */
  @property() balance: 'show' | 'hide' = 'show'

  /** Disables the button. */
  @property({ type: Boolean, reflect: true }) disabled = false

  /** Show and open for this namespace only (`eip155`, `solana`, `bip122`); the active one by default. */
  @property({ reflect: true }) namespace: Namespace | '' = ''

  private readonly account = this.select({
    get: (kit) => getAccount(kit, { namespace: this.namespace || undefined }),
    watch: (kit, parameters) => watchAccount(kit, { ...parameters, namespace: this.namespace || undefined }),
  })

  override render() {
    const kit = this.resolvedKit
    return this.account.value?.isConnected
      ? html`<appkit-account-button
          .kit=${kit}
          .size=${this.size}
          .balance=${this.balance}
          .disabled=${this.disabled}
          .namespace=${this.namespace}
        ></appkit-account-button>`
      : html`<appkit-connect-button
          .kit=${kit}
          .size=${this.size}
          .label=${this.label}
          .loadingLabel=${this.loadingLabel}
          .disabled=${this.disabled}
          .namespace=${this.namespace}
        ></appkit-connect-button>`
  }
}
