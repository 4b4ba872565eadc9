import { defineElement } from '../../internal/kit-element.js'
import { KitConnectView } from './connect-view.component.js'

export { KitConnectView }
export default KitConnectView

defineElement('kit-connect-view', KitConnectView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-connect-view': KitConnectView
  }
}
