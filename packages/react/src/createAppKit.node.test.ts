import { anvil, createMemoryBackend, type Kit } from '@kit/core'
import { defineElements } from '@kit/ui'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import { AppKitProvider } from './components/AppKitProvider.js'
import { createAppKit } from './createAppKit.js'
import { useAppKitAccount } from './hooks/useAppKitAccount.js'
import { useAppKitNetwork } from './hooks/useAppKitNetwork.js'
import { useAppKitState } from './hooks/useAppKitState.js'
import { useKit } from './hooks/useKit.js'

vi.mock('@kit/ui', () => ({ defineElements: vi.fn() }))

const testAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const parameters = { projectId: 'test', networks: [anvil], storage: createMemoryBackend(), ssr: true }

test('behavior: on the server only creates the kit', () => {
  const kit = createAppKit(parameters)
  expect(typeof document).toBe('undefined')
  expect(defineElements).not.toHaveBeenCalled()
  expect(kit._internal.mounted).toBe(false)
})

test('behavior: on the server, without a provider, hooks render the starting state of a kit of their own; a provider gives its own', () => {
  const first = createAppKit({ ...parameters, storageKey: 'first' })
  const second = createAppKit({ ...parameters, storageKey: 'second' })
  // Another request's kit, connected: nothing of it may reach a render without a provider.
  const account = second._internal.state.chains.namespaces.eip155!.account
  Object.assign(account, { status: 'connected', address: testAddress, caipAddress: `eip155:31337:${testAddress}` })
  const seen: Kit[] = []
  function Account() {
    const kit = useKit()
    seen.push(kit)
    const { status, address } = useAppKitAccount()
    const { caipNetworkId } = useAppKitNetwork()
    const { initialized } = useAppKitState()
    return createElement('p', null, `${kit.options.storageKey ?? 'none'}:${status}:${address ?? 'none'}:${caipNetworkId ?? 'none'}:${initialized}`)
  }
  expect(renderToString(createElement(Account))).toBe('<p>none:disconnected:none:none:false</p>')
  expect(renderToString(createElement(Account))).toBe('<p>none:disconnected:none:none:false</p>')
  // Each render (each request) made its own neutral kit, never one of the kits createAppKit made.
  expect(seen).toHaveLength(2)
  expect(seen[0]).not.toBe(seen[1])
  expect(seen).not.toContain(first)
  expect(seen).not.toContain(second)
  expect(seen[0]?._internal.mounted).toBe(false)
  expect(renderToString(createElement(AppKitProvider, { kit: first }, createElement(Account)))).toBe('<p>first:disconnected:none:eip155:31337:false</p>')
  expect(renderToString(createElement(AppKitProvider, { kit: second }, createElement(Account)))).toBe(
    `<p>second:connected:${testAddress}:eip155:31337:false</p>`,
  )
})
