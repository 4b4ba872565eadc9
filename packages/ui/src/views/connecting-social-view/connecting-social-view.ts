import { defineElement } from '../../internal/kitElement.js'
import { KitConnectingSocialView } from './connecting-social-view.component.js'

export { KitConnectingSocialView }
export default KitConnectingSocialView

defineElement('kit-connecting-social-view', KitConnectingSocialView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-connecting-social-view': KitConnectingSocialView
  }
}
