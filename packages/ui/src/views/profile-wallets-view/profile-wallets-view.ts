import { defineElement } from '../../internal/kitElement.js'
import { KitProfileWalletsView } from './profile-wallets-view.component.js'

export { KitProfileWalletsView }

defineElement('kit-profile-wallets-view', KitProfileWalletsView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-profile-wallets-view': KitProfileWalletsView
  }
}
