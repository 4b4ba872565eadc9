import { anvil, createKit, createMemoryBackend } from '@kit/core'
import { expect, test } from 'vitest'
import { connect, getConnection } from 'wagmi/actions'
import { AuthBridgeMissingError } from '../errors/auth.js'
import { WagmiAdapter } from '../wagmiAdapter.js'

// The embedded-wallet connector's wiring without a frame (the login itself runs in
// e2e/wagmi-connectors.spec.ts against the real secure frame).

const adapterWithKit = (kitOptions: { secureOrigin?: string; email?: boolean }) => {
  const adapter = new WagmiAdapter({ networks: [anvil], projectId: 'test', walletConnect: false, connectors: [] })
  const kit = createKit({
    projectId: 'test',
    networks: [anvil],
    adapters: [adapter],
    storage: createMemoryBackend(),
    enableReconnect: false,
    ...(kitOptions.secureOrigin ? { secureOrigin: kitOptions.secureOrigin } : {}),
    features: { email: kitOptions.email ?? true, socials: false },
    environment: { isBrowser: () => true, isMobile: () => false },
  })
  const auth = adapter.wagmiConfig.connectors.find((connector) => connector.id === 'auth')!
  return { adapter, kit, auth }
}

test('default: with email on, the kit logs in through the adapter: its auth connector is the wagmi one', () => {
  const { kit, auth } = adapterWithKit({ secureOrigin: 'http://127.0.0.1:5180' })
  expect(auth).toMatchObject({ id: 'auth', name: 'Embedded Wallet', type: 'auth' })
  expect(kit._internal.state.auth.connector).toMatchObject({ id: 'auth', type: 'auth', namespace: 'eip155' })
  // Never listed with the wallets: the Connect view offers it as email and social login.
  expect((kit._internal.state.connectors.byNamespace.eip155 ?? []).map((connector) => connector.id)).not.toContain('auth')
  kit._internal.unmount()
})

test('behavior: never connected on this page, it is not authorised (so a reload does not load the frame)', async () => {
  const { kit, auth } = adapterWithKit({ secureOrigin: 'http://127.0.0.1:5180' })
  expect(await auth.isAuthorized()).toBe(false)
  kit._internal.unmount()
})

test('behavior: without a kit giving it the login (no secureOrigin, or email and socials off), connecting it is a named error', async () => {
  for (const options of [{}, { secureOrigin: 'http://127.0.0.1:5180', email: false }]) {
    const { kit, adapter, auth } = adapterWithKit(options)
    expect(kit._internal.state.auth.connector).toBeUndefined()
    expect(await auth.isAuthorized()).toBe(false)
    await expect(connect(adapter.wagmiConfig, { connector: auth })).rejects.toBeInstanceOf(AuthBridgeMissingError)
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected')
    kit._internal.unmount()
  }
  expect(new AuthBridgeMissingError()).toMatchInlineSnapshot(`
    [AuthBridgeMissingError: The embedded wallet needs a kit

    Details: Pass the WagmiAdapter to createAppKit (with secureOrigin, and email or socials on) before connecting its embedded wallet
    Version: @kit/adapters-wagmi@0.1.0]
  `)
})
