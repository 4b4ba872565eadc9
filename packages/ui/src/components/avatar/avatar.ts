import { defineElement } from '../../internal/kitElement.js'
import { KitAvatar } from './avatar.component.js'

export { KitAvatar }
export default KitAvatar

defineElement('kit-avatar', KitAvatar)

declare global {
  interface HTMLElementTagNameMap {
    'kit-avatar': KitAvatar
  }
}
