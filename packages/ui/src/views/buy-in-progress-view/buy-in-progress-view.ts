import { defineElement } from '../../internal/kitElement.js'
import { KitBuyInProgressView } from './buy-in-progress-view.component.js'

export { KitBuyInProgressView }
export default KitBuyInProgressView

defineElement('kit-buy-in-progress-view', KitBuyInProgressView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-buy-in-progress-view': KitBuyInProgressView
  }
}
