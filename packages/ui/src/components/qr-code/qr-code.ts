import { defineElement } from '../../internal/kit-element.js'
import { KitQrCode } from './qr-code.component.js'

export { KitQrCode }
export default KitQrCode

defineElement('kit-qr-code', KitQrCode)

declare global {
  interface HTMLElementTagNameMap {
    'kit-qr-code': KitQrCode
  }
}
