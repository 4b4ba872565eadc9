import { afterEach, describe, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import type { Connector } from '../adapters/contract.js'
import { createApiTestKit, createFakeApi } from '../api/fakeApi.test-utils.js'
import { getConnectorGroups } from '../getters/getConnectorGroups.js'
import { getFeatures } from '../getters/getFeatures.js'
import { getRouter } from '../getters/getRouter.js'
import { base } from '../networks/base.js'
import { createTestKit, testAddress, testAddress2, tick } from '../testKit.test-utils.js'
import { unsupportedAppKitMembers } from './unsupportedMemberNames.js'

afterEach(() => vi.restoreAllMocks())

describe("AppKit's instance members: properties and getters", () => {
  test('default: features, remoteFeatures, version, chainNamespaces, chainAdapters, reportedAlertErrors', () => {
    const kit = createTestKit({ sdkVersion: 'react-kit-9.9.9', features: { swaps: false } })
    expect(kit.features).toBe(getFeatures(kit))
    expect(kit.features.swaps).toBe(false)
    expect(kit.remoteFeatures).toEqual({})
    kit._internal.state.remoteConfig.features = [
      { id: 'multi_wallet', isEnabled: true, config: null },
      { id: 'onramp', isEnabled: true, config: ['kit-sandbox'] },
      { id: 'swaps', isEnabled: false, config: [] },
    ]
    expect(kit.remoteFeatures).toEqual({ multi_wallet: true, onramp: ['kit-sandbox'], swaps: false })
    expect(kit.getRemoteFeatures()).toEqual(kit.remoteFeatures)
    expect(kit.version).toBe('react-kit-9.9.9')
    expect(kit.chainNamespaces).toEqual(['eip155'])
    expect(Object.keys(kit.chainAdapters)).toEqual(['eip155'])
    expect(kit.chainAdapters.eip155).toBe(kit._internal.adapters.get('eip155'))
    expect(kit.reportedAlertErrors).toEqual({})
    kit._internal.state.remoteConfig.alertedAt = { INVALID_PROJECT_ID: 1 } as never
    expect(kit.reportedAlertErrors).toEqual({ INVALID_PROJECT_ID: true })
  })

  test('behavior: subscribeRemoteFeatures reports a change of the remote config', async () => {
    const kit = createTestKit()
    const seen: unknown[] = []
    kit.subscribeRemoteFeatures((features) => seen.push(features))
    kit._internal.state.remoteConfig.features = [{ id: 'activity', isEnabled: false, config: null }]
    await tick()
    expect(seen).toEqual([{ activity: false }])
  })

  test('behavior: ready resolves once the kit is mounted (ssr: after mount())', async () => {
    await expect(createTestKit().ready()).resolves.toBeUndefined()
    const kit = createTestKit({ ssr: true })
    let ready = false
    void kit.ready().then(() => {
      ready = true
    })
    await tick()
    expect(ready).toBe(false)
    kit._internal.mount()
    await vi.waitFor(() => expect(ready).toBe(true))
  })

  test('default: networks — getCaipNetworks, getActiveChainNamespace, getApprovedCaipNetworkIds, getDisabledCaipNetworks', () => {
    const kit = createTestKit()
    expect(kit.getCaipNetworks().map((network) => network.caipNetworkId)).toEqual(['eip155:31337', 'eip155:8453'])
    expect(kit.getCaipNetworks('solana')).toEqual([])
    expect(kit.getActiveChainNamespace()).toBe('eip155')
    expect(kit.getApprovedCaipNetworkIds()).toEqual(['eip155:31337', 'eip155:8453'])
    expect(kit.getDisabledCaipNetworks()).toEqual([])
  })

  test('behavior: account — getProvider, getProviderType, getPreferredAccountType, getAddressByChainNamespace', async () => {
    const kit = createTestKit()
    expect(kit.getProvider('eip155')).toBeUndefined()
    expect(kit.getAddressByChainNamespace('eip155')).toBeUndefined()
    await connect(kit, { connectorId: 'mock' })
    await vi.waitFor(() => expect(kit.getProvider('eip155')).toBeDefined())
    expect(kit.getProvider('eip155')).toBe(kit.getWalletProvider('eip155'))
    expect(kit.getProviderType('eip155')).toBe(kit.getWalletProviderType('eip155'))
    expect(kit.getPreferredAccountType('eip155')).toBe('eoa')
    expect(kit.getAddressByChainNamespace('eip155')).toBe(testAddress)
  })

  test('behavior: connectors and connections — getConnectors, getConnectorImage, getConnections, getRecentConnections', async () => {
    const kit = createTestKit({
      connectorImages: { mock: 'https://example.com/mock.png' },
      features: { multiWallet: true },
      mock: { others: [{ connectorId: 'other', name: 'Other', accounts: [testAddress2] }] },
    })
    expect(kit.getConnectors().map((connector) => connector.id)).toEqual(['mock', 'other'])
    expect(kit.getConnectors('solana')).toEqual([])
    expect(kit.getConnectorImage({ id: 'mock' })).toBe('https://example.com/mock.png')
    expect(kit.getConnectorImage({ id: 'x', rdns: 'io.x', icon: 'data:,x' })).toBe('data:,x')
    await connect(kit, { connectorId: 'mock' })
    expect(kit.getConnections('eip155').map((connection) => connection.connectorId)).toEqual(['mock'])
    expect(kit.getRecentConnections('eip155')).toEqual([])
    kit._internal.state.connections.connections = [{ ...kit._internal.state.connections.connections[0]!, status: 'disconnected' }]
    expect(kit.getConnections('eip155')).toEqual([])
    expect(kit.getRecentConnections('eip155').map((connection) => connection.connectorId)).toEqual(['mock'])
  })

  test('behavior: subscribeConnections reports a new connection', async () => {
    const kit = createTestKit()
    const seen: number[] = []
    kit.subscribeConnections((state) => seen.push(state.connections.length))
    await connect(kit, { connectorId: 'mock' })
    await tick()
    expect(seen.at(-1)).toBe(1)
  })

  test('default: getSIWX, getError, isOpen, isTransactionStackEmpty, getConnectMethodsOrder', async () => {
    const siwx = { createMessage: vi.fn(), addSession: vi.fn(), getSessions: vi.fn(async () => []), revokeSession: vi.fn(), setSessions: vi.fn() }
    expect(createTestKit().getSIWX()).toBeUndefined()
    const kit = createTestKit({ siwx: siwx as never, features: { connectMethodsOrder: ['wallet', 'email'] } })
    expect(kit.getSIWX()).toBe(siwx)
    expect(kit.getError()).toBe('')
    kit._internal.state.connections.error = { connectorId: 'mock', message: 'Connection declined', details: '', rejected: true }
    expect(kit.getError()).toBe('Connection declined')
    expect(kit.isOpen()).toBe(false)
    await kit.open()
    expect(kit.isOpen()).toBe(true)
    expect(kit.isTransactionStackEmpty()).toBe(true)
    // Email needs the secure frame (secureOrigin): without it only the wallets remain.
    expect(kit.getConnectMethodsOrder()).toEqual(['wallet'])
    await vi.waitFor(() => expect(kit._internal.cleanups.has('siwx')).toBe(true))
    kit._internal.unmount()
  })

  test('behavior: the wallet list — fetchWallets, getWalletList, subscribeWalletList', async () => {
    const wallets = Array.from({ length: 3 }, (_, index) => ({ id: `w${index}`, name: `Wallet ${index}`, image_url: '', rdns: null }))
    const api = createFakeApi({ 'GET /getWallets': () => ({ count: 3, data: wallets }) })
    const kit = createApiTestKit(api)
    const changes = vi.fn()
    kit.subscribeWalletList(changes)
    await kit.fetchWallets()
    expect(api.count('GET', '/getWallets')).toBeGreaterThan(0)
    expect(kit.getWalletList().list.map((wallet) => wallet.id)).toEqual(['w0', 'w1', 'w2'])
    expect(changes).toHaveBeenCalled()
  })

  test('behavior: names — fetchIdentity, syncIdentity, getReownName', async () => {
    const api = createFakeApi({ 'GET /v1/identity/': () => ({ name: 'alice.eth', avatar: null }) })
    const kit = createApiTestKit(api)
    await expect(kit.fetchIdentity({ address: testAddress })).resolves.toEqual({ name: 'alice.eth', avatar: null })
    await expect(kit.getReownName(testAddress)).resolves.toEqual([{ name: 'alice.eth' }])
    await kit.syncIdentity({ address: testAddress2, chainNamespace: 'eip155' })
    expect(api.requests.some((request) => request.url.pathname.includes(testAddress2))).toBe(true)
  })
})

describe("AppKit's instance members: setters and actions", () => {
  test('behavior: updateNativeBalance reads the balance through the adapter', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    kit._internal.state.chains.namespaces.eip155!.account.balance = undefined
    await expect(kit.updateNativeBalance(testAddress, 31337, 'eip155')).resolves.toEqual({ balance: '1.234567', symbol: 'ETH' })
  })

  test('behavior: switchConnection, deleteConnection and resetAccount act on the connections', async () => {
    const kit = createTestKit({ features: { multiWallet: true }, mock: { others: [{ connectorId: 'other', name: 'Other', accounts: [testAddress2] }] } })
    await connect(kit, { connectorId: 'mock' })
    await connect(kit, { connectorId: 'other' })
    expect(kit.getAddress()).toBe(testAddress2)
    await kit.switchConnection({ connection: { connectorId: 'mock' }, namespace: 'eip155' })
    expect(kit.getAddress()).toBe(testAddress)
    kit.deleteConnection({ connectorId: 'other', namespace: 'eip155' })
    expect(kit.getConnections('eip155').map((connection) => connection.connectorId)).toEqual(['mock'])
    kit.resetAccount('eip155')
    expect(kit.getIsConnectedState()).toBe(false)
  })

  test('behavior: connectWallet connects a wallet of the Connect list', async () => {
    const kit = createTestKit()
    await kit.connectWallet({ id: getConnectorGroups(kit)[0]!.id })
    expect(kit.getAddress()).toBe(testAddress)
  })

  test('behavior: the WalletConnect members — prefetchWalletConnectUri, getWalletConnectUri, subscribeWalletConnectUri, resets, getUniversalProvider', async () => {
    const kit = createTestKit({ mock: { connectorType: 'walletConnect', connectorId: 'walletConnect' } })
    const changes = vi.fn()
    kit.subscribeWalletConnectUri(changes)
    expect(kit.getWalletConnectUri()).toEqual({ wcUri: undefined, expiresAt: undefined, wcError: false })
    await kit.prefetchWalletConnectUri()
    kit._internal.state.connections.pairing = { connectorId: 'walletConnect', uri: 'wc:abc@2', expiresAt: 1 }
    await tick()
    expect(kit.getWalletConnectUri()).toEqual({ wcUri: 'wc:abc@2', expiresAt: 1, wcError: false })
    expect(changes).toHaveBeenCalled()
    kit.resetWalletConnectUri()
    expect(kit.getWalletConnectUri().wcUri).toBeUndefined()
    kit._internal.state.connections.error = { connectorId: 'walletConnect', message: 'x', details: '', rejected: false }
    kit.resetConnectingWallet()
    expect(kit.getError()).toBe('')
    kit._internal.state.connections.pairing = { connectorId: 'walletConnect', uri: 'wc:abc@2', expiresAt: 1 }
    kit._internal.state.connections.error = { connectorId: 'walletConnect', message: 'x', details: '', rejected: false }
    kit.resetWcConnection()
    expect(kit.getWalletConnectUri()).toEqual({ wcUri: undefined, expiresAt: undefined, wcError: false })
    // A WalletConnect connector without the UniversalProvider capability, and a kit without WalletConnect.
    await expect(kit.getUniversalProvider()).resolves.toBeUndefined()
    await expect(createTestKit().getUniversalProvider()).resolves.toBeUndefined()
  })

  test("behavior: getUniversalProvider in the no-adapter mode waits for the (lazy) adapter's WalletConnect connector", async () => {
    const provider = { request: async () => null }
    const currentChains: (string | undefined)[] = []
    const connector = {
      namespace: 'eip155',
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'walletConnect',
      getProvider: async () => provider,
      getUniversalProvider: async ({ currentChain }: { currentChain(): string | undefined }) => {
        currentChains.push(currentChain())
        return provider
      },
    }
    const kit = createTestKit({
      adapters: [
        {
          namespace: 'eip155',
          setup: () => ({
            walletConnectOnly: true,
            // Announced later, as a lazy adapter does once its chunk has loaded.
            watchConnectors(onChange) {
              const timer = setTimeout(() => onChange([connector as unknown as Connector]), 50)
              return () => clearTimeout(timer)
            },
            getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
            isValidAddress: () => true,
          }),
        },
      ],
    })
    expect(kit._internal.state.connectors.byNamespace.eip155).toBeUndefined()
    await expect(kit.getUniversalProvider()).resolves.toBe(provider)
    // Its requests without a chain id are for the kit's network of the connector's namespace.
    expect(currentChains).toEqual([kit._internal.state.chains.namespaces.eip155?.networkId])
    expect(currentChains[0]).toMatch(/^eip155:/)
  })

  test('behavior: setLoading, replace, redirect, popTransactionStack drive the modal and its router', async () => {
    const kit = createTestKit()
    kit.setLoading(true)
    expect(kit._internal.state.modal.loading).toBe(true)
    await kit.open({ view: 'Connect' })
    kit.redirect('Networks')
    expect(getRouter(kit).view).toBe('Networks')
    kit.replace('AllWallets')
    expect(getRouter(kit).history).toEqual(['Connect', 'AllWallets'])
    kit.popTransactionStack('cancel')
    expect(getRouter(kit).view).toBe('Connect')
  })

  test('behavior: setTermsConditionsUrl and setPrivacyPolicyUrl set the legal links; a bad URL throws and changes nothing', () => {
    const kit = createTestKit()
    kit.setTermsConditionsUrl('https://example.com/terms')
    kit.setPrivacyPolicyUrl('https://example.com/privacy')
    expect(kit.options).toMatchObject({ termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' })
    expect(() => kit.setTermsConditionsUrl('not a url')).toThrow('termsConditionsUrl: Expected an http(s) URL')
    expect(() => kit.setPrivacyPolicyUrl('javascript:alert(1)')).toThrow('privacyPolicyUrl: Expected an http(s) URL')
    expect(kit.options.termsConditionsUrl).toBe('https://example.com/terms')
  })

  test('behavior: the feature setters go through updateFeatures', () => {
    const kit = createTestKit()
    kit.setConnectMethodsOrder(['wallet', 'social', 'email'])
    kit.setWalletFeaturesOrder(['send', 'receive'])
    kit.setCollapseWallets(true)
    kit.setSocialsOrder(['github', 'google'])
    expect(getFeatures(kit)).toMatchObject({
      connectMethodsOrder: ['wallet', 'social', 'email'],
      walletFeaturesOrder: ['send', 'receive'],
      collapseWallets: true,
      socials: ['github', 'google'],
    })
    expect(() => kit.setWalletFeaturesOrder(['buy'] as never)).toThrow('features.walletFeaturesOrder.0')
  })

  test('behavior: updateRemoteFeatures changes the features as the remote config would (off narrows, multi_wallet turns on)', () => {
    const kit = createTestKit()
    expect(getFeatures(kit).swaps).toBe(true)
    kit.updateRemoteFeatures({ swaps: false, multiWallet: true, unknown: true })
    expect(getFeatures(kit)).toMatchObject({ swaps: false, multiWallet: true })
    expect(kit.remoteFeatures).toEqual({ swaps: false, multi_wallet: true })
  })

  test('behavior: setCaipNetwork, setCaipNetworkOfNamespace and resetNetwork switch the network', async () => {
    const kit = createTestKit()
    kit.setCaipNetwork(base)
    await vi.waitFor(() => expect(kit.getCaipNetworkId()).toBe('eip155:8453'))
    kit.resetNetwork('eip155')
    await vi.waitFor(() => expect(kit.getCaipNetworkId()).toBe('eip155:31337'))
    kit.setCaipNetworkOfNamespace(base, 'eip155')
    await vi.waitFor(() => expect(kit.getCaipNetworkId()).toBe('eip155:8453'))
  })

  test('behavior: setPreferredAccountType asks the embedded wallet; not connected to it, an error toast says so', async () => {
    const kit = createTestKit()
    kit.setPreferredAccountType('smartAccount', 'eip155')
    // The frame code loads first (a dynamic import).
    await vi.waitFor(() => expect(kit._internal.state.snack.toasts.at(-1)).toMatchObject({ variant: 'error' }), { timeout: 10_000 })
  })
})

describe("AppKit's instance members without a Kit equivalent", () => {
  test('behavior: each exists, warns once naming itself, changes nothing and never throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const kit = createTestKit()
    const before = JSON.stringify(kit._internal.state.chains)
    for (const name of unsupportedAppKitMembers) {
      const member = kit[name]
      const result = member('eip155:1:0x0', 'eip155')
      member('again')
      expect(result === undefined || typeof result === 'function').toBe(true)
    }
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(unsupportedAppKitMembers.length))
    expect(warn.mock.calls.map(([message]) => String(message).match(/^\[Kit\] (\w+) /)?.[1])).toEqual([...unsupportedAppKitMembers])
    expect(warn.mock.calls.every(([message]) => /does nothing in Kit: \S/.test(String(message)))).toBe(true)
    expect(JSON.stringify(kit._internal.state.chains)).toBe(before)
    // Per kit: another kit warns again.
    createTestKit().addNetwork()
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(unsupportedAppKitMembers.length + 1))
  })
})
