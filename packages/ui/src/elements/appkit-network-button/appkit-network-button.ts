import { defineElement } from '../../internal/kitElement.js'
import { AppKitNetworkButton } from './appkit-network-button.component.js'

export { AppKitNetworkButton }
export default AppKitNetworkButton

defineElement('appkit-network-button', AppKitNetworkButton)

declare global {
  interface HTMLElementTagNameMap {
    'appkit-network-button': AppKitNetworkButton
  }
}
