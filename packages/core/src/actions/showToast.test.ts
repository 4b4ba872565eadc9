import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { getToasts } from '../getters/getToasts.js'
import { createTestKit } from '../testKit.test-utils.js'
import { showToast } from './showToast.js'

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

test('default: info toast for 4000 ms', () => {
  const kit = createTestKit()
  showToast(kit, { message: 'Hello' })
  expect(getToasts(kit)).toMatchObject([{ message: 'Hello', variant: 'info', duration: 4000 }])
  vi.advanceTimersByTime(3999)
  expect(getToasts(kit)).toHaveLength(1)
  vi.advanceTimersByTime(1)
  expect(getToasts(kit)).toHaveLength(0)
})

test('behavior: at most 3 visible, newest first', () => {
  const kit = createTestKit()
  for (const message of ['a', 'b', 'c', 'd']) showToast(kit, { message })
  expect(getToasts(kit).map((toast) => toast.message)).toEqual(['d', 'c', 'b'])
})

test('behavior: a replacement waits 150 ms', () => {
  const kit = createTestKit()
  showToast(kit, { id: 'tx', message: 'Sending', variant: 'loading' })
  showToast(kit, { id: 'tx', message: 'Sent', variant: 'success' })
  expect(getToasts(kit)).toHaveLength(0)
  vi.advanceTimersByTime(150)
  expect(getToasts(kit)).toMatchObject([{ id: 'tx', message: 'Sent', variant: 'success' }])
})

test('behavior: loading toasts stay', () => {
  const kit = createTestKit()
  showToast(kit, { message: 'Waiting', variant: 'loading' })
  vi.advanceTimersByTime(60_000)
  expect(getToasts(kit)).toHaveLength(1)
})
