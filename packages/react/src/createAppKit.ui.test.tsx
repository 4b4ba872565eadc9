// @vitest-environment happy-dom
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Kit } from '@kit/core'
import { render } from '@testing-library/react'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { AppKitProvider } from './components/AppKitProvider.js'
import { createAppKit } from './createAppKit.js'
import { useAppKit } from './hooks/useAppKit.js'
import { SsrApp } from './test/ssrApp.js'
import { createTestKit, testKitParameters, tick } from './test/utils.js'

/**
 * Integration with the real `@kit/ui` build (its public entry), when it exists: the unit tests
 * use a stub (vitest.config.ts), this file checks the contract end to end and is skipped when
 * the UI package has not been built.
 */
const uiBuilt = existsSync(resolve(import.meta.dirname, '../../ui/dist/index.js'))
vi.mock('@kit/ui', async () => {
  const { existsSync } = await import('node:fs')
  const { resolve } = await import('node:path')
  const entry = resolve(import.meta.dirname, '../../ui/dist/index.js')
  return existsSync(entry) ? await import(/* @vite-ignore */ entry) : { defineElements: () => Promise.resolve() }
})

afterEach(() => {
  document.body.innerHTML = ''
})

describe.skipIf(!uiBuilt)('with the real @kit/ui', () => {
  test('behavior: an ssr app hydrates without warnings, then gets its modal', async () => {
    const html = renderToString(<SsrApp kit={createTestKit({ ssr: true })} />)
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.appendChild(container)

    const error = vi.spyOn(console, 'error')
    const onRecoverableError = vi.fn()
    const kit = createAppKit(testKitParameters({ ssr: true }))
    expect(document.querySelector('appkit-modal')).toBeNull()
    await tick()
    const root = await act(async () => hydrateRoot(container, <SsrApp kit={kit} />, { onRecoverableError }))
    await act(tick)
    expect(error).not.toHaveBeenCalled()
    expect(onRecoverableError).not.toHaveBeenCalled()

    // Appended once the page is idle.
    const modal = await vi.waitFor(() => document.querySelector<HTMLElement & { kit?: Kit }>('appkit-modal') ?? Promise.reject())
    expect(modal.kit).toBe(kit)
    // `<appkit-modal>` is a chunk of its own, registered once it has loaded.
    await customElements.whenDefined('appkit-modal')
    const button = container.querySelector<HTMLElement & { kit?: Kit }>('appkit-button')
    expect(button?.kit).toBe(kit)
    expect(button?.shadowRoot).not.toBeNull()
    act(() => root.unmount())
  })

  test('behavior: useAppKit().open() opens the appended modal without host markup', async () => {
    const kit = createAppKit(testKitParameters())
    function Open() {
      const { open } = useAppKit()
      return (
        <button type="button" onClick={() => void open()}>
          open
        </button>
      )
    }
    const view = render(
      <AppKitProvider kit={kit}>
        <Open />
      </AppKitProvider>,
    )
    await customElements.whenDefined('appkit-modal')
    const modal = await vi.waitFor(() => document.querySelector<HTMLElement & { updateComplete: Promise<boolean> }>('appkit-modal') ?? Promise.reject())
    await modal.updateComplete
    const closed = modal.shadowRoot!.innerHTML
    await act(async () => {
      view.getByText('open').click()
      await tick()
    })
    await modal.updateComplete
    expect(kit._internal.state.modal.open).toBe(true)
    expect(modal.shadowRoot!.innerHTML).not.toBe(closed)
  })
})
