// @vitest-environment happy-dom
import { anvil, createMemoryBackend, type Kit } from '@kit/core'
import { defineElements } from '@kit/ui'
import { afterEach, expect, test, vi } from 'vitest'
import { createAppKit } from './createAppKit.js'
import { tick } from './test/utils.js'

// The one test that touches @kit/ui: only its public `defineElements` is replaced.
vi.mock('@kit/ui', () => ({ defineElements: vi.fn() }))

const parameters = { projectId: 'test', networks: [anvil], storage: createMemoryBackend(), enableReconnect: false }

afterEach(() => {
  document.body.innerHTML = ''
  vi.mocked(defineElements).mockClear()
})

test('default: creates the kit, registers the elements and appends one <appkit-modal> for it', () => {
  const kit = createAppKit(parameters)
  expect(kit.options.projectId).toBe('test')
  expect(defineElements).toHaveBeenCalledOnce()
  const modals = document.body.querySelectorAll<HTMLElement & { kit?: Kit }>('appkit-modal')
  expect(modals).toHaveLength(1)
  expect(modals[0]!.kit).toBe(kit)
  expect(modals[0]!.hasAttribute('kit')).toBe(false)
})

test('behavior: two kits get a modal each and nothing is recorded globally', () => {
  const first = createAppKit(parameters)
  const second = createAppKit({ ...parameters, storageKey: 'second' })
  expect(Object.getOwnPropertySymbols(globalThis).map(String)).not.toContain('Symbol(@kit/react/default)')
  // One modal per kit.
  const modals = [...document.body.querySelectorAll<HTMLElement & { kit?: Kit }>('appkit-modal')]
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
  const modals = document.body.querySelectorAll<HTMLElement & { kit?: Kit }>('appkit-modal')
  expect(modals).toHaveLength(1)
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
