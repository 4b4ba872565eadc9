// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { SsrApp } from './test/ssrApp.js'
import { createTestKit, tick } from './test/utils.js'

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

test('default: hydrates the server HTML without mismatches, then mounts the kit', async () => {
  // The server kit and the browser kit are two instances with the same options, as in a real app.
  const html = renderToString(<SsrApp kit={createTestKit({ ssr: true })} />)
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.appendChild(container)

  const error = vi.spyOn(console, 'error')
  const onRecoverableError = vi.fn()
  const kit = createTestKit({ ssr: true })
  expect(kit._internal.mounted).toBe(false)
  const root = await act(async () => hydrateRoot(container, <SsrApp kit={kit} />, { onRecoverableError }))

  expect(error).not.toHaveBeenCalled()
  expect(onRecoverableError).not.toHaveBeenCalled()
  // AppKitProvider mounted the ssr kit after hydration: initialized flips, INITIALIZE is tracked.
  expect(kit._internal.mounted).toBe(true)
  await act(tick)
  expect(container.querySelector('#state')?.textContent).toBe('false:true:eip155:eip155:31337')
  expect(container.querySelector('#event')?.textContent).toMatch(/^INITIALIZE@\d+$/)
  // The wrappers set `kit` as a property, never as an attribute.
  const button = container.querySelector('appkit-button') as HTMLElement & { kit?: unknown }
  expect(button.kit).toBe(kit)
  expect(button.hasAttribute('kit')).toBe(false)
  act(() => root.unmount())
})

test('behavior: elements that reflect attributes before hydration (Lit upgrade) cause no warning', async () => {
  const html = renderToString(<SsrApp kit={createTestKit({ ssr: true })} />)
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.appendChild(container)
  // What @kit/ui's Lit elements do when createAppKit registers them before hydration: they
  // reflect defaults (`size="md"`, `modal=""`) onto the server-rendered tags.
  for (const tag of ['appkit-button', 'appkit-connect-button', 'appkit-account-button', 'appkit-network-button'])
    customElements.define(
      tag,
      class extends HTMLElement {
        connectedCallback() {
          if (!this.hasAttribute('size')) this.setAttribute('size', 'md')
          this.setAttribute('modal', '')
        }
      },
    )
  expect(container.querySelector('appkit-network-button')?.getAttribute('size')).toBe('md')

  const error = vi.spyOn(console, 'error')
  const onRecoverableError = vi.fn()
  const kit = createTestKit({ ssr: true })
  const root = await act(async () => hydrateRoot(container, <SsrApp kit={kit} />, { onRecoverableError }))
  expect(error).not.toHaveBeenCalled()
  expect(onRecoverableError).not.toHaveBeenCalled()
  act(() => root.unmount())
})
