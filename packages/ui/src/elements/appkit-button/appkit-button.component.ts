import { html, property } from '../../internal/lit.js'
import { AppKitAccountButton } from '../appkit-account-button/appkit-account-button.component.js'
import { AppKitConnectButton } from '../appkit-connect-button/appkit-connect-button.component.js'

/**
 * @summary The one button most apps need: the connect button while disconnected (it is an
 * `<appkit-connect-button>` itself, so a page's first button is a single element),
 * `<appkit-account-button>` once connected.
 *
 * @dependency kit-spinner
 * @dependency appkit-account-button
 *
 * @csspart button - The connect button's `<button>` (`data-testid="connect-button"`).
 * @csspart label - Its text.
 */
export class AppKitButton extends AppKitConnectButton {
  static override dependencies: typeof AppKitConnectButton.dependencies = {
    ...AppKitConnectButton.dependencies,
    'appkit-account-button': AppKitAccountButton,
  }

  /** `hide` leaves the balance out of the account button. */
  @property() balance: 'show' | 'hide' = 'show'

  override render() {
    if (!this.account.value?.isConnected) return super.render()
    return html`<appkit-account-button
      .kit=${this.resolvedKit}
      .size=${this.size}
      .balance=${this.balance}
      .disabled=${this.disabled}
      .namespace=${this.namespace}
    ></appkit-account-button>`
  }
}
