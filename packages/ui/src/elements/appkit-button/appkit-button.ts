import { defineElement } from '../../internal/kitElement.js'
import { AppKitButton } from './appkit-button.component.js'

export { AppKitButton }
export default AppKitButton

defineElement('appkit-button', AppKitButton)

declare global {
  interface HTMLElementTagNameMap {
    'appkit-button': AppKitButton
  }
}
