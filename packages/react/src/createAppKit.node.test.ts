import { anvil, createMemoryBackend } from '@kit/core'
import { defineElements } from '@kit/ui'
import { expect, test, vi } from 'vitest'
import { createAppKit } from './createAppKit.js'

vi.mock('@kit/ui', () => ({ defineElements: vi.fn() }))

test('behavior: on the server only creates the kit', () => {
  const kit = createAppKit({ projectId: 'test', networks: [anvil], storage: createMemoryBackend(), ssr: true })
  expect(typeof document).toBe('undefined')
  expect(defineElements).not.toHaveBeenCalled()
  expect(kit._internal.mounted).toBe(false)
})
