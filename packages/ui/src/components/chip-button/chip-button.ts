import { defineElement } from '../../internal/kitElement.js'
import { KitChipButton } from './chip-button.component.js'

export { KitChipButton }
export default KitChipButton

defineElement('kit-chip-button', KitChipButton)

declare global {
  interface HTMLElementTagNameMap {
    'kit-chip-button': KitChipButton
  }
}
