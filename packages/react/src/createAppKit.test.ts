// @vitest-environment happy-dom
import { anvil, connect, createMemoryBackend, getModalState, getRouter, type Kit, mockAdapter, open } from '@kit/core'
import { defineElements } from '@kit/ui'
import { afterEach, expect, test, vi } from 'vitest'
import { createAppKit } from './createAppKit.js'
import { tick } from './test/utils.js'

// The one test that touches @kit/ui: only its public `defineElements` is replaced.
vi.mock('@kit/ui', () => ({ defineElements: vi.fn(() => Promise.resolve()) }))

const parameters = { projectId: 'test', networks: [anvil], storage: createMemoryBackend(), enableReconnect: false }

afterEach(() => {
  // Each test's kits leave the page (they answer hooks' requests while mounted).
  const request = new CustomEvent<{ kits?: Kit[] }>('appkit-kit-request', { detail: { kits: [] } })
  document.dispatchEvent(request)
  for (const kit of request.detail.kits ?? []) kit._internal.unmount()
  document.body.innerHTML = ''
  vi.mocked(defineElements).mockClear()
})

/** The `<appkit-modal>` elements once `count` are appended (they are, once the page is idle). */
const appendedModals = (count = 1) =>
  vi.waitFor(() => {
    const modals = [...document.body.querySelectorAll<HTMLElement & { kit?: Kit }>('appkit-modal')]
    expect(modals).toHaveLength(count)
    return modals
  })

test('default: creates the kit, registers the elements and, once the page is idle, appends one <appkit-modal> for it', async () => {
  const kit = createAppKit(parameters)
  expect(kit.options.projectId).toBe('test')
  expect(defineElements).toHaveBeenCalledOnce()
  // Not while the page's script runs: appending it then made the browser draw a frame before the app's first render.
  expect(document.body.querySelector('appkit-modal')).toBeNull()
  const [modal] = await appendedModals()
  expect(modal!.kit).toBe(kit)
  expect(modal!.hasAttribute('kit')).toBe(false)
})

test('behavior: until its modal is appended, the kit answers an element asking for one (a bare <appkit-button>)', async () => {
  const kit = createAppKit(parameters)
  const ask = () => {
    const request = new CustomEvent<{ kit?: Kit }>('appkit-kit-request', { detail: {} })
    document.dispatchEvent(request)
    return request.detail.kit
  }
  expect(ask()).toBe(kit)
  await appendedModals()
  // Then the element finds the modal itself; nothing answers any more.
  expect(ask()).toBeUndefined()
})

test('behavior: while mounted, the kit answers requests that collect kits (hooks with no provider)', async () => {
  const kit = createAppKit(parameters)
  const collect = () => {
    const request = new CustomEvent<{ kits?: Kit[] }>('appkit-kit-request', { detail: { kits: [] } })
    document.dispatchEvent(request)
    return request.detail.kits
  }
  expect(collect()).toEqual([kit])
  await appendedModals()
  expect(collect()).toEqual([kit])
  kit._internal.unmount()
  expect(collect()).toEqual([])
})

test('parameters: disableAppend: the elements are registered, no modal is appended (the page places its own)', async () => {
  const kit = createAppKit({ ...parameters, disableAppend: true })
  expect(defineElements).toHaveBeenCalledOnce()
  kit._internal.state.modal.open = true
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(document.body.querySelector('appkit-modal')).toBeNull()
})

test('behavior: with no <appkit-modal> in the page, the kit still does what the modal does: a connect made from Connect closes it', async () => {
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const kit = createAppKit({ ...parameters, disableAppend: true, adapters: [mockAdapter({ accounts: [address] })] })
  open(kit)
  expect(getRouter(kit).view).toBe('Connect')
  await connect(kit, { connectorId: 'mock' })
  await vi.waitFor(() => expect(getModalState(kit).open).toBe(false))
  expect(document.querySelector('appkit-modal')).toBeNull()
})

test('behavior: opened before the page is idle, the modal is appended at once', async () => {
  // `<appkit-modal>`'s chunk not registered yet.
  vi.mocked(defineElements).mockReturnValueOnce(new Promise(() => undefined))
  const kit = createAppKit(parameters)
  kit._internal.state.modal.open = true
  await tick()
  expect(document.body.querySelectorAll<HTMLElement & { kit?: Kit }>('appkit-modal')[0]?.kit).toBe(kit)
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(document.body.querySelectorAll('appkit-modal')).toHaveLength(1)
})

test('behavior: two kits get a modal each and nothing is recorded globally', async () => {
  const first = createAppKit(parameters)
  const second = createAppKit({ ...parameters, storageKey: 'second' })
  expect(Object.getOwnPropertySymbols(globalThis).map(String)).not.toContain('Symbol(@kit/react/default)')
  // One modal per kit; the first kit answers a request while neither is appended.
  const request = new CustomEvent<{ kit?: Kit }>('appkit-kit-request', { detail: {} })
  document.dispatchEvent(request)
  expect(request.detail.kit).toBe(first)
  const modals = await appendedModals(2)
  expect(modals.map((modal) => modal.kit)).toEqual([first, second])
})

test('behavior: with ssr, registers and appends only once the kit is mounted (after hydration)', async () => {
  const kit = createAppKit({ ...parameters, ssr: true })
  await tick()
  expect(defineElements).not.toHaveBeenCalled()
  expect(document.body.querySelector('appkit-modal')).toBeNull()

  kit._internal.mount()
  await tick()
  expect(defineElements).toHaveBeenCalledOnce()
  const modals = await appendedModals()
  expect(modals[0]!.kit).toBe(kit)
  // Later state changes append nothing more.
  kit._internal.state.modal.open = true
  await tick()
  expect(document.body.querySelectorAll('appkit-modal')).toHaveLength(1)
})

test('behavior: importing the module does nothing', async () => {
  vi.resetModules()
  await import('./createAppKit.js')
  expect(defineElements).not.toHaveBeenCalled()
  expect(document.body.children).toHaveLength(0)
})

// Last: it defines <appkit-modal> in the page, which the tests above expect undefined.
test('behavior: the modal is appended once <appkit-modal> is registered, before defineElements settles (the wallet button may come later)', async () => {
  vi.mocked(defineElements).mockReturnValueOnce(new Promise(() => undefined))
  const kit = createAppKit(parameters)
  await tick()
  expect(document.body.querySelector('appkit-modal')).toBeNull()
  customElements.define('appkit-modal', class extends HTMLElement {})
  const [modal] = await appendedModals()
  expect(modal!.kit).toBe(kit)
})
