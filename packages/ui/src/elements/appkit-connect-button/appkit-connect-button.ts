import { defineElement } from '../../internal/kitElement.js'
import { AppKitConnectButton } from './appkit-connect-button.component.js'

export { AppKitConnectButton }
export default AppKitConnectButton

defineElement('appkit-connect-button', AppKitConnectButton)

declare global {
  interface HTMLElementTagNameMap {
    'appkit-connect-button': AppKitConnectButton
  }
}
