import { defineElement } from '../../internal/kitElement.js'
import { KitSkeleton } from './skeleton.component.js'

export { KitSkeleton }
export default KitSkeleton

defineElement('kit-skeleton', KitSkeleton)

declare global {
  interface HTMLElementTagNameMap {
    'kit-skeleton': KitSkeleton
  }
}
