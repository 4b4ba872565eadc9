import { expect, test, vi } from 'vitest'
import { localSiwx } from './siwx/localSiwx.js'
import { createTestKit } from './testKit.test-utils.js'

// Counts the starts; what a start does is signIn.test.ts's.
const { startSiwx } = vi.hoisted(() => ({ startSiwx: vi.fn(() => () => undefined) }))
vi.mock('./siwx/startSiwx.js', () => ({ startSiwx }))

const metadata = { name: 'Test App', url: 'http://localhost:5173' }

test("behavior: sign-in starts after the mount's frame, once, though the kit was unmounted and mounted before (React's StrictMode)", async () => {
  const kit = createTestKit({ siwx: localSiwx({ verify: () => true }), metadata })
  expect(startSiwx).not.toHaveBeenCalled()
  kit._internal.unmount()
  kit._internal.mount()
  await vi.waitFor(() => expect(kit._internal.cleanups.has('siwx')).toBe(true))
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(startSiwx).toHaveBeenCalledTimes(1)
  kit._internal.unmount()
  expect(kit._internal.cleanups.has('siwx')).toBe(false)
})
