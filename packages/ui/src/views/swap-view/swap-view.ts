import { defineElement } from '../../internal/kitElement.js'
import { KitSwapPreviewView } from './swap-preview-view.component.js'
import { KitSwapView } from './swap-view.component.js'

export { KitSwapPreviewView, KitSwapView }
export default KitSwapView

// One chunk for both steps: the preview is the next click after the form.
defineElement('kit-swap-view', KitSwapView)
defineElement('kit-swap-preview-view', KitSwapPreviewView)

declare global {
  interface HTMLElementTagNameMap {
    'kit-swap-view': KitSwapView
    'kit-swap-preview-view': KitSwapPreviewView
  }
}
