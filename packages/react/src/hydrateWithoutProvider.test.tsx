// @vitest-environment happy-dom
import type { Kit } from '@kit/core'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { createAppKit } from './createAppKit.js'
import { SsrAppWithoutProvider } from './test/ssrApp.js'
import { testKitParameters, tick } from './test/utils.js'

// createAppKit's modal needs @kit/ui's elements; only the hooks' server render and hydration are tested here.
vi.mock('@kit/ui', () => ({ defineElements: vi.fn(() => Promise.resolve()) }))

const kits: Kit[] = []

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  for (const kit of kits.splice(0)) kit._internal.unmount()
  document.body.innerHTML = ''
})

/** The server's HTML: rendered with no document, as Node renders it. */
function renderOnServer(): string {
  vi.stubGlobal('document', undefined)
  try {
    return renderToString(<SsrAppWithoutProvider />)
  } finally {
    vi.unstubAllGlobals()
  }
}

test('behavior: without a provider the server renders the starting state, hydration matches it, then the page kit shows', async () => {
  const html = renderOnServer()
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.appendChild(container)
  expect(container.querySelector('#account')?.textContent).toBe('disconnected:none:false')
  expect(container.querySelector('#network')?.textContent).toBe(':undefined:')
  expect(container.querySelector('#state')?.textContent).toBe('false:false:eip155:')

  // The page's kit (createAppKit at module scope) is on anvil: not what the server rendered.
  const kit = createAppKit(testKitParameters({ ssr: true }))
  kits.push(kit)
  const error = vi.spyOn(console, 'error')
  const onRecoverableError = vi.fn()
  const root = await act(async () => hydrateRoot(container, <SsrAppWithoutProvider />, { onRecoverableError }))

  expect(error).not.toHaveBeenCalled()
  expect(onRecoverableError).not.toHaveBeenCalled()
  // Found through the page and started after hydration (ssr), the kit's own state replaces the starting one.
  expect(kit._internal.mounted).toBe(true)
  await act(tick)
  expect(container.querySelector('#network')?.textContent).toBe('eip155:31337:31337:Anvil')
  expect(container.querySelector('#state')?.textContent).toBe('false:true:eip155:eip155:31337')
  act(() => root.unmount())
})
