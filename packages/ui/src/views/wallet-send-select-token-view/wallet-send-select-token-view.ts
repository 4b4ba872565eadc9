import { defineElement } from '../../internal/kitElement.js'
import { KitWalletSendSelectTokenView } from './wallet-send-select-token-view.component.js'

export { KitWalletSendSelectTokenView }
export default KitWalletSendSelectTokenView

defineElement('kit-wallet-send-select-token-view', KitWalletSendSelectTokenView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-wallet-send-select-token-view': KitWalletSendSelectTokenView
  }
}
