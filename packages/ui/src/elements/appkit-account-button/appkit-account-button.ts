import { defineElement } from '../../internal/kitElement.js'
import { AppKitAccountButton } from './appkit-account-button.component.js'

export { AppKitAccountButton }
export default AppKitAccountButton

defineElement('appkit-account-button', AppKitAccountButton)

declare global {
  interface HTMLElementTagNameMap {
    'appkit-account-button': AppKitAccountButton
  }
}
