import { defineElement } from '../../internal/kitElement.js'
import { KitSpinner } from './spinner.component.js'

export { KitSpinner }
export default KitSpinner

defineElement('kit-spinner', KitSpinner)

declare global {
  interface HTMLElementTagNameMap {
    'kit-spinner': KitSpinner
  }
}
