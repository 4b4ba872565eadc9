// @vitest-environment happy-dom
import { anvil, createMemoryBackend, type Kit } from '@kit/core'
import { defineElements } from '@kit/ui'
import { afterEach, expect, test, vi } from 'vitest'
import { getDefaultKit, setDefaultKit } from './context.js'
import { createAppKit } from './createAppKit.js'
import { tick } from './test/utils.js'

// The one test that touches @kit/ui: only its public `defineElements` is replaced.
vi.mock('@kit/ui', () => ({ defineElements: vi.fn() }))

const parameters = { projectId: 'test', networks: [anvil], storage: createMemoryBackend(), enableReconnect: false }

afterEach(() => {
  setDefaultKit(undefined)
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

test('behavior: records the last created instance on globalThis', () => {
  const first = createAppKit(parameters)
  expect(getDefaultKit()).toBe(first)
  expect((globalThis as Record<symbol, unknown>)[Symbol.for('@kit/react/default')]).toBe(first)
  const second = createAppKit({ ...parameters, storageKey: 'second' })
  expect(getDefaultKit()).toBe(second)
  // One modal per kit.
  const modals = [...document.body.querySelectorAll<HTMLElement & { kit?: Kit }>('appkit-modal')]
  expect(modals.map((modal) => modal.kit)).toEqual([first, second])
})

test('behavior: with ssr, registers and appends only once the kit is mounted (after hydration)', async () => {
  const kit = createAppKit({ ...parameters, ssr: true })
  await tick()
  expect(defineElements).not.toHaveBeenCalled()
  expect(document.body.querySelector('appkit-modal')).toBeNull()
  expect(getDefaultKit()).toBe(kit)

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
