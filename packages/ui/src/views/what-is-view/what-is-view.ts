import { defineElement } from '../../internal/kit-element.js'
import { KitWhatIsAWalletView, KitWhatIsANetworkView } from './what-is-view.component.js'

export { KitWhatIsAWalletView, KitWhatIsANetworkView }

defineElement('kit-what-is-a-wallet-view', KitWhatIsAWalletView)
defineElement('kit-what-is-a-network-view', KitWhatIsANetworkView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-what-is-a-wallet-view': KitWhatIsAWalletView
    'kit-what-is-a-network-view': KitWhatIsANetworkView
  }
}
