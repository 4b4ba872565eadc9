import { defineElement } from '../../internal/kitElement.js'
import { KitDialog } from './dialog.component.js'

export { KitDialog }
export default KitDialog

defineElement('kit-dialog', KitDialog)

declare global {
  interface HTMLElementTagNameMap {
    'kit-dialog': KitDialog
  }
}
