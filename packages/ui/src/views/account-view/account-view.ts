import { defineElement } from '../../internal/kitElement.js'
import { KitAccountView } from './account-view.component.js'

export { KitAccountView }
export default KitAccountView

defineElement('kit-account-view', KitAccountView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-account-view': KitAccountView
  }
}
