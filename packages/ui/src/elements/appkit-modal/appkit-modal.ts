import { defineElement } from '../../internal/kitElement.js'
import { AppKitModal } from './appkit-modal.component.js'

export { AppKitModal }
export default AppKitModal

defineElement('appkit-modal', AppKitModal)

declare global {
  interface HTMLElementTagNameMap {
    'appkit-modal': AppKitModal
  }
}
