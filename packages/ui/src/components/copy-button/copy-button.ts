import { defineElement } from '../../internal/kit-element.js'
import { KitCopyButton } from './copy-button.component.js'

export { KitCopyButton }
export default KitCopyButton

defineElement('kit-copy-button', KitCopyButton)

declare global {
  interface HTMLElementTagNameMap {
    'kit-copy-button': KitCopyButton
  }
}
