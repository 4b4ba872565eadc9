import { defineElement } from '../../internal/kitElement.js'
import { KitEmailLoginView } from './email-login-view.component.js'

export { KitEmailLoginView }
export default KitEmailLoginView

defineElement('kit-email-login-view', KitEmailLoginView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-email-login-view': KitEmailLoginView
  }
}
