import { defineElement } from '../../internal/kitElement.js'
import { KitConnectingWalletConnectView } from './connecting-walletconnect-view.component.js'

export { KitConnectingWalletConnectView }
export default KitConnectingWalletConnectView

defineElement('kit-connecting-walletconnect-view', KitConnectingWalletConnectView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-connecting-walletconnect-view': KitConnectingWalletConnectView
  }
}
