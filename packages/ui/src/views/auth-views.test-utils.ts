// Mounting helpers of the email and social login view tests (excluded from the build).

import type { Kit } from '@kit/core'
import { ContextProvider } from '@lit/context'
import { kitContext } from '../context.js'
import { elementUpdated, fixture } from '../internal/fixture.test-utils.js'
import { html } from '../internal/lit.js'

/** A secure origin nothing listens on: the views' tests never reach a frame. */
export const testSecureOrigin = 'http://127.0.0.1:9'

/** Mounts `<tag>` inside an element that provides `kit` (what `<appkit-modal>` does). */
export async function mountWithKit<element extends HTMLElement>(kit: Kit, tag: string): Promise<element> {
  const container = await fixture<HTMLDivElement>(html`<div></div>`)
  new ContextProvider(container, { context: kitContext, initialValue: kit })
  const view = document.createElement(tag) as element
  container.append(view)
  await elementUpdated(view)
  return view
}
