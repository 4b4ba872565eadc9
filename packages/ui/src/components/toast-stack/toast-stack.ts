import { defineElement } from '../../internal/kitElement.js'
import { KitToastStack } from './toast-stack.component.js'

export { KitToastStack }
export default KitToastStack

defineElement('kit-toast-stack', KitToastStack)

declare global {
  interface HTMLElementTagNameMap {
    'kit-toast-stack': KitToastStack
  }
}
