import type { FrameRect } from './frameTypes.js'

/**
 * Reveals and hides the frame for its approval screens: drawn over the given rect (else centred,
 * 360 × 480) and focused when it appears; hidden again, out of the accessibility tree and the tab
 * order.
 */
export function createFrameView(iframe: () => HTMLIFrameElement | undefined) {
  let visible = false
  let lastRect: FrameRect | undefined
  return {
    visible: () => visible,
    show(rect?: FrameRect | undefined) {
      const element = iframe()
      if (!element) return
      lastRect = rect ?? lastRect
      const box = lastRect ?? { width: 360, height: 480, top: 0, left: 0 }
      const centered = !lastRect
      Object.assign(element.style, {
        display: 'block',
        width: `${box.width}px`,
        height: `${box.height}px`,
        top: centered ? `calc(50% - ${box.height / 2}px)` : `${box.top}px`,
        left: centered ? `calc(50% - ${box.width / 2}px)` : `${box.left}px`,
      })
      element.removeAttribute('aria-hidden')
      element.tabIndex = 0
      const wasVisible = visible
      visible = true
      if (!wasVisible) element.focus()
    },
    focus() {
      if (visible) iframe()?.focus()
    },
    hide() {
      const element = iframe()
      if (!element) return
      visible = false
      lastRect = undefined
      element.style.display = 'none'
      element.setAttribute('aria-hidden', 'true')
      element.tabIndex = -1
    },
    /** The frame is gone (destroyed). */
    reset() {
      visible = false
    },
  }
}
