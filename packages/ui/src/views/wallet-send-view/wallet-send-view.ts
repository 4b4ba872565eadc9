import { defineElement } from '../../internal/kitElement.js'
import { KitWalletSendView } from './wallet-send-view.component.js'

export { KitWalletSendView }
export default KitWalletSendView

defineElement('kit-wallet-send-view', KitWalletSendView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-wallet-send-view': KitWalletSendView
  }
}
