import { MissingElementError } from './clientErrors.js'

/** The frame page's element `#id`; a {@link MissingElementError} when the page lacks it. */
export function requireElement(document: Document, id: string): HTMLElement {
  const element = document.getElementById(id)
  if (!element) throw new MissingElementError(`#${id} missing`)
  return element
}
