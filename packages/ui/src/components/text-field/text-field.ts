import { defineElement } from '../../internal/kitElement.js'
import { KitTextField } from './text-field.component.js'

export { KitTextField }
export default KitTextField

defineElement('kit-text-field', KitTextField)

declare global {
  interface HTMLElementTagNameMap {
    'kit-text-field': KitTextField
  }
}
