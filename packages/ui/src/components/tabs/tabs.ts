import { defineElement } from '../../internal/kitElement.js'
import { KitTabs } from './tabs.component.js'

export { KitTabs }
export default KitTabs

defineElement('kit-tabs', KitTabs)

declare global {
  interface HTMLElementTagNameMap {
    'kit-tabs': KitTabs
  }
}
