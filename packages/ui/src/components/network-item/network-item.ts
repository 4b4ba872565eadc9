import { defineElement } from '../../internal/kitElement.js'
import { KitNetworkItem } from './network-item.component.js'

export { KitNetworkItem }
export default KitNetworkItem

defineElement('kit-network-item', KitNetworkItem)

declare global {
  interface HTMLElementTagNameMap {
    'kit-network-item': KitNetworkItem
  }
}
