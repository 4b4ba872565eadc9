import { defineElement } from '../../internal/kitElement.js'
import { KitWalletSendPreviewView } from './wallet-send-preview-view.component.js'

export { KitWalletSendPreviewView }
export default KitWalletSendPreviewView

defineElement('kit-wallet-send-preview-view', KitWalletSendPreviewView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-wallet-send-preview-view': KitWalletSendPreviewView
  }
}
