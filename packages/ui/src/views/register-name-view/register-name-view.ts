import { defineElement } from '../../internal/kitElement.js'
import { KitRegisterNameSuccessView } from './register-name-success-view.component.js'
import { KitRegisterNameView } from './register-name-view.component.js'

export { KitRegisterNameSuccessView, KitRegisterNameView }

defineElement('kit-register-name-view', KitRegisterNameView)
defineElement('kit-register-name-success-view', KitRegisterNameSuccessView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-register-name-view': KitRegisterNameView
    'kit-register-name-success-view': KitRegisterNameSuccessView
  }
}
