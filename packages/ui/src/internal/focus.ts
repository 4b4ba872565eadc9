/**
 * Focus helpers that see through shadow roots and slots (the composed, "flattened" tree), so a
 * dialog can trap focus across the Lit elements slotted into it.
 */

const FOCUSABLE_TAGS = new Set(['BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'IFRAME', 'SUMMARY'])

/** The element that really has focus, following `activeElement` into open shadow roots. */
export function getDeepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/** Whether `element` itself can receive keyboard focus with Tab (ignores visibility). */
export function isTabbable(element: Element): boolean {
  if (!(element instanceof HTMLElement || element instanceof SVGElement)) return false
  if (element.matches(':disabled')) return false
  const tabindexAttribute = element.getAttribute('tabindex')
  if (tabindexAttribute !== null) {
    if (Number(tabindexAttribute) < 0) return false
    // a host that delegates focus is reached through its shadow root instead
    return !(element.shadowRoot?.delegatesFocus ?? false)
  }
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false
  if (FOCUSABLE_TAGS.has(element.tagName)) return true
  if (element instanceof HTMLAnchorElement || element instanceof HTMLAreaElement) return element.hasAttribute('href')
  if ((element instanceof HTMLAudioElement || element instanceof HTMLVideoElement) && element.controls) return true
  if (element instanceof HTMLElement && element.isContentEditable) return true
  return false
}

function isRendered(element: Element): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)
  return element.getClientRects().length > 0
}

function isSkippedSubtree(element: Element): boolean {
  return element.hasAttribute('inert') || (element instanceof HTMLElement && element.hidden) || element.getAttribute('aria-hidden') === 'true'
}

function walk(node: Node, found: Element[]): void {
  if (!(node instanceof Element)) return
  if (isSkippedSubtree(node)) return
  if (node instanceof HTMLSlotElement) {
    const assigned = node.assignedElements({ flatten: true })
    const children = assigned.length > 0 ? assigned : Array.from(node.children)
    for (const child of children) walk(child, found)
    return
  }
  if (isTabbable(node) && isRendered(node)) found.push(node)
  // With a shadow root, the light children are only reachable through the root's slots.
  const children = node.shadowRoot ? node.shadowRoot.children : node.children
  for (const child of Array.from(children)) walk(child, found)
}

/**
 * Every element that Tab can reach inside `root`, in the order of the composed tree: it enters
 * open shadow roots, follows slots to their assigned elements (and their own shadow roots), and
 * skips disabled, hidden, `inert` and `aria-hidden="true"` subtrees.
 */
export function getFocusableElements(root: Element | ShadowRoot): Element[] {
  const found: Element[] = []
  if (root instanceof ShadowRoot) for (const child of Array.from(root.children)) walk(child, found)
  else walk(root, found)
  return found
}

/** Whether `node` is `container` or inside it in the composed tree (crosses shadow roots and slots). */
export function containsDeep(container: Node, node: Node | null): boolean {
  let current: Node | null = node
  while (current) {
    if (current === container) return true
    current = (current as Element).assignedSlot ?? current.parentNode ?? (current instanceof ShadowRoot ? current.host : null)
  }
  return false
}

/** Focuses `element` without scrolling; returns whether focus actually moved there. */
export function focusElement(element: Element | null | undefined): boolean {
  if (!element || !(element instanceof HTMLElement || element instanceof SVGElement)) return false
  element.focus({ preventScroll: true })
  return getDeepActiveElement() === element || containsDeep(element, getDeepActiveElement())
}
