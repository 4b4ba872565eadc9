import { defineElement } from '../../internal/kitElement.js'
import { KitUpdateEmailView } from './update-email-view.component.js'

export { KitUpdateEmailView }
export default KitUpdateEmailView

defineElement('kit-update-email-view', KitUpdateEmailView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-update-email-view': KitUpdateEmailView
  }
}
