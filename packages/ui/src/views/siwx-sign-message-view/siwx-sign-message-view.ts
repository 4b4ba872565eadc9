import { defineElement } from '../../internal/kitElement.js'
import { KitSiwxSignMessageView } from './siwx-sign-message-view.component.js'

export { KitSiwxSignMessageView }
export default KitSiwxSignMessageView

defineElement('kit-siwx-sign-message-view', KitSiwxSignMessageView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-siwx-sign-message-view': KitSiwxSignMessageView
  }
}
