import { defineElement } from '../../internal/kitElement.js'
import { KitAllWalletsView } from './all-wallets-view.component.js'

export { KitAllWalletsView }
export default KitAllWalletsView

defineElement('kit-all-wallets-view', KitAllWalletsView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-all-wallets-view': KitAllWalletsView
  }
}
