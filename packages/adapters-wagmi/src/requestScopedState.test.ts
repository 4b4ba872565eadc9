import { anvil } from '@kit/core'
import { expect, test } from 'vitest'
import { cookieStorage, cookieToInitialState, createConfig, createStorage, http, injected } from 'wagmi'
import { getAccount } from 'wagmi/actions'
import { scopeStateToRequest } from './requestScopedState.js'
import { toViemChain } from './toViemChain.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
// What wagmi's cookieStorage writes for a connected visitor (`wagmi.store`, its own serialisation).
const cookie = `wagmi.store=${JSON.stringify({
  state: {
    connections: {
      __type: 'Map',
      value: [['abc', { accounts: [address], chainId: 31337, connector: { id: 'injected', name: 'Injected', type: 'injected', uid: 'abc' } }]],
    },
    chainId: 31337,
    current: 'abc',
  },
  version: 2,
})}`

function createServerConfig({ ssr = true } = {}) {
  const chain = toViemChain(anvil)
  return createConfig({
    chains: [chain],
    connectors: [injected()],
    transports: { [chain.id]: http('http://127.0.0.1:1') },
    ssr,
    storage: createStorage({ storage: cookieStorage }),
  })
}

/**
 * One server request as WagmiProvider renders it: wagmi's `hydrate` sets the cookie's state on
 * the config (as `reconnecting`), then the page reads the account. Each request runs in an async
 * context of its own, as Node's HTTP server gives every request.
 */
function renderRequest(config: ReturnType<typeof createServerConfig>, requestCookie: string | null) {
  return new Promise<ReturnType<typeof getAccount>>((resolve) =>
    setImmediate(() => {
      const initialState = cookieToInitialState(config, requestCookie)
      if (initialState) config.setState({ ...initialState, status: 'reconnecting' })
      resolve(getAccount(config))
    }),
  )
}

test('behavior: a visitor without a cookie after one with a cookie is rendered disconnected', async () => {
  const config = scopeStateToRequest(createServerConfig())
  const returning = await renderRequest(config, cookie)
  expect(returning.address).toBe(address)
  expect(returning.status).toBe('reconnecting')
  const stranger = await renderRequest(config, null)
  expect(stranger.address).toBeUndefined()
  expect(stranger.status).toBe('disconnected')
})

test('behavior: concurrent requests each read their own cookie', async () => {
  const config = scopeStateToRequest(createServerConfig())
  const [first, second, third] = await Promise.all([renderRequest(config, cookie), renderRequest(config, null), renderRequest(config, cookie)])
  expect([first.address, second.address, third.address]).toEqual([address, undefined, address])
})

test('behavior: without it, wagmi renders the previous visitor for the next (why it exists)', async () => {
  const config = createServerConfig()
  await renderRequest(config, cookie)
  expect((await renderRequest(config, null)).address).toBe(address)
})

test('behavior: without ssr (a Node script connecting through the config) the state stays shared', async () => {
  const config = createServerConfig({ ssr: false })
  expect(scopeStateToRequest(config)).toBe(config)
  await renderRequest(config, cookie)
  expect(getAccount(config).address).toBe(address)
})
