import { defineElement } from '../../internal/kitElement.js'
import { KitToast } from './toast.component.js'

export { KitToast }
export default KitToast

defineElement('kit-toast', KitToast)

declare global {
  interface HTMLElementTagNameMap {
    'kit-toast': KitToast
  }
}
