import { defineElement } from '../../internal/kitElement.js'
import { AppKitWalletButton } from './appkit-wallet-button.component.js'

export { AppKitWalletButton }
export default AppKitWalletButton

defineElement('appkit-wallet-button', AppKitWalletButton)

declare global {
  interface HTMLElementTagNameMap {
    'appkit-wallet-button': AppKitWalletButton
  }
}
