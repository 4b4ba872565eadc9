import { defineElement } from '../../internal/kitElement.js'
import { KitAccountTabs } from './account-tabs.component.js'

export { KitAccountTabs }
export default KitAccountTabs

defineElement('kit-account-tabs', KitAccountTabs)

declare global {
  interface HTMLElementTagNameMap {
    'kit-account-tabs': KitAccountTabs
  }
}
