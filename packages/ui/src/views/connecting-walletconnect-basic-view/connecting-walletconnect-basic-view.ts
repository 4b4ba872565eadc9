import { defineElement } from '../../internal/kitElement.js'
import { KitConnectingWalletConnectBasicView } from './connecting-walletconnect-basic-view.component.js'

export { KitConnectingWalletConnectBasicView }
export default KitConnectingWalletConnectBasicView

defineElement('kit-connecting-walletconnect-basic-view', KitConnectingWalletConnectBasicView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-connecting-walletconnect-basic-view': KitConnectingWalletConnectBasicView
  }
}
