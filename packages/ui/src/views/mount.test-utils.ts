// Mounts a connected view inside an element providing the kit (what `<appkit-modal>` does).

import type { Kit } from '@kit/core'
import { ContextProvider } from '@lit/context'
import { kitContext } from '../context.js'
import { elementUpdated, fixture } from '../internal/fixture.test-utils.js'
import { html } from '../internal/lit.js'

/**
 * `open: false` mounts it as `<appkit-modal>` prerenders the Connect view: in a closed modal.
 * Otherwise the modal is open (its state only: no view change, no `MODAL_OPEN`), as when a view shows.
 */
export async function mountView<element extends HTMLElement>(kit: Kit, tag: string, { open = true }: { open?: boolean } = {}): Promise<element> {
  kit._internal.state.modal.open = open
  const container = await fixture<HTMLDivElement>(html`<div></div>`)
  new ContextProvider(container, { context: kitContext, initialValue: kit })
  const view = document.createElement(tag) as element
  container.append(view)
  await elementUpdated(view)
  return view
}
