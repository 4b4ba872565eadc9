import { defineElement } from '../../internal/kitElement.js'
import { KitWhatIsANetworkView, KitWhatIsAWalletView } from './what-is-view.component.js'

export { KitWhatIsANetworkView, KitWhatIsAWalletView }

defineElement('kit-what-is-a-wallet-view', KitWhatIsAWalletView)
defineElement('kit-what-is-a-network-view', KitWhatIsANetworkView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-what-is-a-wallet-view': KitWhatIsAWalletView
    'kit-what-is-a-network-view': KitWhatIsANetworkView
  }
}
