import { defineElement } from '../../internal/kitElement.js'
import { KitSwitchActiveChainView } from './switch-active-chain-view.component.js'

export { KitSwitchActiveChainView }
export default KitSwitchActiveChainView

defineElement('kit-switch-active-chain-view', KitSwitchActiveChainView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-switch-active-chain-view': KitSwitchActiveChainView
  }
}
