import { defineElement } from '../../internal/kitElement.js'
import { KitWalletReceiveView } from './wallet-receive-view.component.js'

export { KitWalletReceiveView }
export default KitWalletReceiveView

defineElement('kit-wallet-receive-view', KitWalletReceiveView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-wallet-receive-view': KitWalletReceiveView
  }
}
