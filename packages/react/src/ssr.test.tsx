import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { SsrApp } from './test/ssrApp.js'
import { createTestKit } from './test/utils.js'

afterEach(() => {
  vi.restoreAllMocks()
})

test('default: renderToString of every hook and component with an ssr kit', () => {
  const error = vi.spyOn(console, 'error')
  const kit = createTestKit({ ssr: true })
  const html = renderToString(<SsrApp kit={kit} />)
  expect(error).not.toHaveBeenCalled()
  expect(typeof window).toBe('undefined')
  expect(kit._internal.mounted).toBe(false)
  expect(html).not.toContain('[object Object]')
  expect(html).not.toMatch(/\skit=/)
  expect(html).toMatchInlineSnapshot(
    `"<main><p id="project">test</p><p id="account">disconnected<!-- -->:<!-- -->none<!-- -->:<!-- -->false</p><p id="network">eip155:31337<!-- -->:<!-- -->31337<!-- -->:<!-- -->Anvil</p><p id="state">false<!-- -->:<!-- -->false<!-- -->:<!-- -->eip155<!-- -->:<!-- -->eip155:31337</p><p id="provider">none</p><p id="wallet">none</p><p id="theme">light</p><p id="event">MODAL_CREATED<!-- -->@<!-- -->0</p><button type="button">open</button><button type="button">disconnect</button><appkit-button label="Connect" size="md" balance="show"></appkit-button><appkit-connect-button label="Connect wallet" size="sm"></appkit-connect-button><appkit-account-button balance="hide" disabled=""></appkit-account-button><appkit-network-button></appkit-network-button></main>"`,
  )
})
