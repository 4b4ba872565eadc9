import { defineElement } from '../../internal/kitElement.js'
import { KitUnsupportedChainView } from './unsupported-chain-view.component.js'

export { KitUnsupportedChainView }
export default KitUnsupportedChainView

defineElement('kit-unsupported-chain-view', KitUnsupportedChainView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-unsupported-chain-view': KitUnsupportedChainView
  }
}
