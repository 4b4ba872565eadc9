import { defineElement } from '../../internal/kitElement.js'
import { KitNetworksView } from './networks-view.component.js'

export { KitNetworksView }
export default KitNetworksView

defineElement('kit-networks-view', KitNetworksView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-networks-view': KitNetworksView
  }
}
