import { defineElement } from '../../internal/kitElement.js'
import { KitQrCode } from './qr-code.component.js'

export { KitQrCode }
export default KitQrCode

defineElement('kit-qr-code', KitQrCode)

declare global {
  interface HTMLElementTagNameMap {
    'kit-qr-code': KitQrCode
  }
}
