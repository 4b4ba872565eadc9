import { defineElement } from '../../internal/kitElement.js'
import { KitIcon } from './icon.component.js'

export { KitIcon }
export default KitIcon

defineElement('kit-icon', KitIcon)

declare global {
  interface HTMLElementTagNameMap {
    'kit-icon': KitIcon
  }
}
