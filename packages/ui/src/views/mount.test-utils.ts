// Mounts a connected view inside an element providing the kit (what `<appkit-modal>` does).

import type { Kit } from '@kit/core'
import { ContextProvider } from '@lit/context'
import { kitContext } from '../context.js'
import { elementUpdated, fixture } from '../internal/fixture.test-utils.js'
import { html } from '../internal/lit.js'

export async function mountView<element extends HTMLElement>(kit: Kit, tag: string): Promise<element> {
  const container = await fixture<HTMLDivElement>(html`<div></div>`)
  new ContextProvider(container, { context: kitContext, initialValue: kit })
  const view = document.createElement(tag) as element
  container.append(view)
  await elementUpdated(view)
  return view
}
