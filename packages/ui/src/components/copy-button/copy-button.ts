import { defineElement } from '../../internal/kitElement.js'
import { KitCopyButton } from './copy-button.component.js'

export { KitCopyButton }
export default KitCopyButton

defineElement('kit-copy-button', KitCopyButton)

declare global {
  interface HTMLElementTagNameMap {
    'kit-copy-button': KitCopyButton
  }
}
