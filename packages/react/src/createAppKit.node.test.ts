import { anvil, createMemoryBackend } from '@kit/core'
import { defineElements } from '@kit/ui'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import { AppKitProvider } from './AppKitProvider.js'
import { createAppKit } from './createAppKit.js'
import { useKit } from './hooks/useKit.js'

vi.mock('@kit/ui', () => ({ defineElements: vi.fn() }))

const parameters = { projectId: 'test', networks: [anvil], storage: createMemoryBackend(), ssr: true }

test('behavior: on the server only creates the kit', () => {
  const kit = createAppKit(parameters)
  expect(typeof document).toBe('undefined')
  expect(defineElements).not.toHaveBeenCalled()
  expect(kit._internal.mounted).toBe(false)
})

test('behavior: on the server a hook never finds a kit another request created; a provider gives its own', () => {
  const first = createAppKit({ ...parameters, storageKey: 'first' })
  createAppKit({ ...parameters, storageKey: 'second' })
  function ProjectId() {
    return createElement('p', null, useKit().options.storageKey)
  }
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  expect(() => renderToString(createElement(ProjectId))).toThrow('`useKit` found no kit')
  expect(renderToString(createElement(AppKitProvider, { kit: first }, createElement(ProjectId)))).toBe('<p>first</p>')
})
