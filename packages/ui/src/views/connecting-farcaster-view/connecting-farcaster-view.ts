import { defineElement } from '../../internal/kitElement.js'
import { KitConnectingFarcasterView } from './connecting-farcaster-view.component.js'

export { KitConnectingFarcasterView }
export default KitConnectingFarcasterView

defineElement('kit-connecting-farcaster-view', KitConnectingFarcasterView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-connecting-farcaster-view': KitConnectingFarcasterView
  }
}
