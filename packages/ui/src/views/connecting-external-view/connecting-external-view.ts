import { defineElement } from '../../internal/kitElement.js'
import { KitConnectingExternalView } from './connecting-external-view.component.js'

export { KitConnectingExternalView }
export default KitConnectingExternalView

defineElement('kit-connecting-external-view', KitConnectingExternalView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-connecting-external-view': KitConnectingExternalView
  }
}
