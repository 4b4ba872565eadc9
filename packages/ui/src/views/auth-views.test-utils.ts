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

/** A frame request that fails in a task, as a frame's reply comes. */
export function failingRequest(error: Error): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(error), 0))
}

/**
 * Makes `client` the kit's frame client (what core's `loadAuthClient` resolves with), for a view
 * test that needs the frame's answers without a frame.
 */
export function setFrameClient(kit: Kit, client: { user?: unknown; transport: { request: (name: string) => Promise<unknown> } }): void {
  const runtime = kit._internal.runtime as { auth?: unknown }
  runtime.auth = {
    listeners: new Set(),
    client: Promise.resolve({ ...client, transport: { abortRpcRequests: () => {}, ...client.transport } }),
    popup: undefined,
  }
}
