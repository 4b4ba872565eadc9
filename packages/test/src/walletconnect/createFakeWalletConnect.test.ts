import { expect, test } from 'vitest'
import { createFakeWalletConnect, type FakeWalletConnectWallet, type WalletConnectEvent } from './createFakeWalletConnect.js'

const address = 'addr1'

/** A wallet of the `test` namespace granting each proposed chain one account and echoing `echo`. */
function echoWallet(overrides: Partial<FakeWalletConnectWallet> = {}): FakeWalletConnectWallet {
  return {
    namespace: 'test',
    approve: async (proposed) => ({ chains: [...(proposed?.chains ?? [])], accounts: (proposed?.chains ?? []).map((chain) => `${chain}:${address}`) }),
    methods: { echo: async (params, chainId) => ({ params, chainId }) },
    ...overrides,
  }
}

test('default: a connect reports the URI, then the session the wallet approved for the registered namespace', async () => {
  const { handle, namespaces } = createFakeWalletConnect(echoWallet())
  const events: WalletConnectEvent[] = []
  handle.subscribe((event) => events.push(event))
  const unregister = handle.registerNamespace({ namespace: 'test', chains: ['test:1', 'test:2'], methods: ['echo'], events: ['changed'] })
  expect(namespaces).toHaveLength(1)
  const session = await handle.connect()
  expect(session.namespaces).toEqual({
    test: { chains: ['test:1', 'test:2'], accounts: ['test:1:addr1', 'test:2:addr1'], methods: ['echo'], events: ['changed'] },
  })
  expect(events.map((event) => event.type)).toEqual(['display_uri', 'session'])
  expect(await handle.connect()).toBe(session)
  expect(handle.getSession()).toBe(session)
  unregister()
  expect(namespaces).toEqual([])
})

test('behavior: requests go to the wallet and are recorded; an unknown method fails with 4200', async () => {
  const { handle, requests } = createFakeWalletConnect(echoWallet())
  await handle.connect()
  expect(await handle.request({ chainId: 'test:1', method: 'echo', params: { a: 1 } })).toEqual({ params: { a: 1 }, chainId: 'test:1' })
  await expect(handle.request({ chainId: 'test:1', method: 'nope' })).rejects.toMatchObject({ code: 4200, message: 'unsupported nope' })
  expect(requests).toEqual([
    { chainId: 'test:1', method: 'echo', params: { a: 1 } },
    { chainId: 'test:1', method: 'nope', params: undefined },
  ])
})

test('behavior: a refusal rejects the connect and leaves no session; disconnect reports the deletion once', async () => {
  const refusing = createFakeWalletConnect(echoWallet({ approve: () => Promise.reject(Object.assign(new Error('User rejected.'), { code: 5000 })) }))
  await expect(refusing.handle.connect()).rejects.toMatchObject({ code: 5000 })
  expect(refusing.handle.getSession()).toBeUndefined()

  const { handle } = createFakeWalletConnect(echoWallet())
  const events: WalletConnectEvent[] = []
  handle.subscribe((event) => events.push(event))
  const { topic } = await handle.connect()
  await handle.disconnect()
  await handle.disconnect()
  expect(events.filter((event) => event.type === 'session_delete')).toEqual([{ type: 'session_delete', topic }])
  expect(handle.getSession()).toBeUndefined()
})
