import { defineElement } from '../../internal/kitElement.js'
import { KitConnectingMultiChainView } from './connecting-multi-chain-view.component.js'

export { KitConnectingMultiChainView }
export default KitConnectingMultiChainView

defineElement('kit-connecting-multi-chain-view', KitConnectingMultiChainView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-connecting-multi-chain-view': KitConnectingMultiChainView
  }
}
