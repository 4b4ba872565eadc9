import { defineElement } from '../../internal/kitElement.js'
import { KitSwitchNetworkView } from './switch-network-view.component.js'

export { KitSwitchNetworkView }
export default KitSwitchNetworkView

defineElement('kit-switch-network-view', KitSwitchNetworkView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-switch-network-view': KitSwitchNetworkView
  }
}
