import { defineElement } from '../../internal/kitElement.js'
import { KitOnRampProvidersView } from './onramp-providers-view.component.js'

export { KitOnRampProvidersView }
export default KitOnRampProvidersView

defineElement('kit-onramp-providers-view', KitOnRampProvidersView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-onramp-providers-view': KitOnRampProvidersView
  }
}
