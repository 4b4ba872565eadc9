import { defineElement } from '../../internal/kit-element.js'
import { KitWalletItem } from './wallet-item.component.js'

export { KitWalletItem }
export default KitWalletItem

defineElement('kit-wallet-item', KitWalletItem)

declare global {
  interface HTMLElementTagNameMap {
    'kit-wallet-item': KitWalletItem
  }
}
