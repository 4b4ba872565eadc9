import { defineElement } from '../../internal/kitElement.js'
import { KitButton } from './button.component.js'

export { KitButton }
export default KitButton

defineElement('kit-button', KitButton)

declare global {
  interface HTMLElementTagNameMap {
    'kit-button': KitButton
  }
}
