import { defineElement } from '../../internal/kitElement.js'
import { KitConnectView } from './connect-view.component.js'

export { KitConnectView }
export default KitConnectView

defineElement('kit-connect-view', KitConnectView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-connect-view': KitConnectView
  }
}
