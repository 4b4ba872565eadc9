import { anchorToFirstLoad } from '../../anchorToFirstLoad.js'
import { defineElement } from '../../internal/kit-element.js'
import { KitConnectingSocialView } from './connecting-social-view.component.js'

anchorToFirstLoad()

export { KitConnectingSocialView }
export default KitConnectingSocialView

defineElement('kit-connecting-social-view', KitConnectingSocialView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-connecting-social-view': KitConnectingSocialView
  }
}
