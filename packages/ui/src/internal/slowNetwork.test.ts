import { afterEach, expect, test, vi } from 'vitest'
import { isSlowNetwork } from './slowNetwork.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

const withConnection = (connection: object | undefined) => vi.stubGlobal('navigator', { ...globalThis.navigator, connection })

test('default: slow-2g, 2g and 3g are slow; 4g is not', () => {
  for (const effectiveType of ['slow-2g', '2g', '3g']) {
    withConnection({ effectiveType })
    expect(isSlowNetwork()).toBe(true)
  }
  withConnection({ effectiveType: '4g' })
  expect(isSlowNetwork()).toBe(false)
})

test('behavior: without the Network Information API, or with Save-Data, not slow (the page waits for idle as before)', () => {
  withConnection(undefined)
  expect(isSlowNetwork()).toBe(false)
  withConnection({ effectiveType: '2g', saveData: true })
  expect(isSlowNetwork()).toBe(false)
})
