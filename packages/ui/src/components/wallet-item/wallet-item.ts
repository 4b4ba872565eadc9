import { defineElement } from '../../internal/kitElement.js'
import { KitWalletItem } from './wallet-item.component.js'

export { KitWalletItem }
export default KitWalletItem

defineElement('kit-wallet-item', KitWalletItem)

declare global {
  interface HTMLElementTagNameMap {
    'kit-wallet-item': KitWalletItem
  }
}
