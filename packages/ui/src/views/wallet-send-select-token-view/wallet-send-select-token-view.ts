import { anchorToFirstLoad } from '../../anchorToFirstLoad.js'
import { defineElement } from '../../internal/kit-element.js'
import { KitWalletSendSelectTokenView } from './wallet-send-select-token-view.component.js'

anchorToFirstLoad()

export { KitWalletSendSelectTokenView }
export default KitWalletSendSelectTokenView

defineElement('kit-wallet-send-select-token-view', KitWalletSendSelectTokenView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-wallet-send-select-token-view': KitWalletSendSelectTokenView
  }
}
