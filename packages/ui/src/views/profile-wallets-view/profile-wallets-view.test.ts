import { connect, getAccount, getAlerts, getConnections, getConnectors, type Kit, type MockConnector } from '@kit/core'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { setFrameClient, testSecureOrigin } from '../auth-views.test-utils.js'
import { createTestKit, testAddress, testAddress2, text, waitFor, waitForNoTestId, waitForTestId } from '../kit.test-utils.js'
import { mountView } from '../mount.test-utils.js'
import './profile-wallets-view.js'

const click = (element: HTMLElement | null) => {
  const target = (element?.shadowRoot?.querySelector('button') ?? element) as HTMLElement | null
  target?.click()
}

function createMultiKit(multiWallet = true) {
  return createTestKit({
    features: { multiWallet },
    adapter: { others: [{ connectorId: 'second', name: 'Second Wallet', accounts: [testAddress2] }] },
  })
}

describe('kit-profile-wallets-view', () => {
  test('lists the connected wallets, the active one first, with icon, name and address', async () => {
    const kit = createMultiKit()
    await connect(kit, { connectorId: 'mock' })
    await connect(kit, { connectorId: 'second' })
    const view = await mountView(kit, 'kit-profile-wallets-view')
    const active = await waitForTestId(view, 'profile-wallet-second')
    const other = await waitForTestId(view, 'profile-wallet-mock')
    expect(active.dataset.status).toBe('active')
    expect(text(active)).toContain('Second Wallet')
    expect(text(byTestId(view, 'profile-wallet-address-second'))).toBe('0x7099…79C8')
    expect(byTestId(view, 'profile-wallet-active-second')).not.toBeNull()
    expect(other.dataset.status).toBe('connected')
    const items = [...(view.shadowRoot?.querySelectorAll('[data-testid^="profile-wallet-"][data-status]') ?? [])]
    expect(items.map((item) => item.getAttribute('data-testid'))).toEqual(['profile-wallet-second', 'profile-wallet-mock'])
    await expectAccessible(view)
  })

  test('switch makes the other wallet active; disconnect removes one and the other stays', async () => {
    const kit = createMultiKit()
    await connect(kit, { connectorId: 'mock' })
    await connect(kit, { connectorId: 'second' })
    const view = await mountView(kit, 'kit-profile-wallets-view')
    click(await waitForTestId(view, 'profile-wallet-switch-mock'))
    await waitFor(() => getAccount(kit).address === testAddress, { message: 'the first wallet active' })
    await waitForTestId(view, 'profile-wallet-active-mock')
    click(await waitForTestId(view, 'profile-wallet-disconnect-second'))
    await waitForNoTestId(view, 'profile-wallet-second')
    expect(getConnections(kit).connections.map((connection) => [connection.connectorId, connection.status])).toEqual([['mock', 'active']])
    expect(getAccount(kit)).toMatchObject({ isConnected: true, connectorId: 'mock' })
  })

  test("without the multi-wallet feature: 'Add wallet' raises 'Multi-wallet not enabled' and stays", async () => {
    const kit = createMultiKit(false)
    await connect(kit, { connectorId: 'mock' })
    const view = await mountView(kit, 'kit-profile-wallets-view')
    click(await waitForTestId(view, 'profile-wallets-add'))
    await waitFor(() => getAlerts(kit).length > 0, { message: 'an alert' })
    expect(getAlerts(kit).map((alert) => [alert.message, alert.variant])).toEqual([['Multi-wallet not enabled', 'info']])
  })

  test('add wallet opens Connect when the feature is on', async () => {
    const kit = createMultiKit()
    await connect(kit, { connectorId: 'mock' })
    const view = await mountView(kit, 'kit-profile-wallets-view')
    click(await waitForTestId(view, 'profile-wallets-add'))
    expect(kit._internal.state.router.view).toBe('Connect')
  })

  describe('a remembered (disconnected) wallet reconnects through the flow of its kind', () => {
    afterEach(() => vi.restoreAllMocks())

    /** Connects the mock wallet and `kind`, then `kind` ends the session itself: it stays listed as disconnected. */
    async function remembered(type: 'walletConnect' | 'auth' | 'injected', auth?: { name: string; username?: string }, secureOrigin?: string): Promise<Kit> {
      const kit = createTestKit({
        secureOrigin,
        features: { multiWallet: true },
        adapter: { others: [{ connectorId: 'kind', name: 'Kind Wallet', accounts: [testAddress2], type }] },
      })
      await connect(kit, { connectorId: 'kind' })
      await connect(kit, { connectorId: 'mock' })
      const record = kit._internal.state.connections.connections.find((connection) => connection.connectorId === 'kind')
      if (record && auth) record.auth = auth
      const kind = getConnectors(kit).find((item) => item.connector.id === 'kind')?.connector as MockConnector | undefined
      kind?.emit({ type: 'disconnect' })
      expect(getConnections(kit).connections.map((connection) => [connection.connectorId, connection.status])).toEqual([
        ['mock', 'active'],
        ['kind', 'disconnected'],
      ])
      return kit
    }

    test('WalletConnect: a new pairing, shown as the QR code view', async () => {
      const kit = await remembered('walletConnect')
      const view = await mountView(kit, 'kit-profile-wallets-view')
      expect(text(await waitForTestId(view, 'profile-wallet-kind'))).toContain('Reconnect')
      click(await waitForTestId(view, 'profile-wallet-switch-kind'))
      expect(kit._internal.state.router.view).toBe('ConnectingWalletConnect')
      expect(kit._internal.state.router.data).toMatchObject({ connectorId: 'kind', namespace: 'eip155' })
    })

    test("social login: the provider's popup opens in the click, then ConnectingSocial", async () => {
      const kit = await remembered('auth', { name: 'github', username: 'someone' })
      const opened: string[] = []
      vi.spyOn(window, 'open').mockImplementation((url) => {
        opened.push(String(url))
        return null
      })
      const view = await mountView(kit, 'kit-profile-wallets-view')
      click(await waitForTestId(view, 'profile-wallet-switch-kind'))
      expect(opened).toEqual(['about:blank'])
      expect(kit._internal.state.router.view).toBe('ConnectingSocial')
      await waitFor(() => kit._internal.state.auth.socialLogin?.provider === 'github', { message: 'the github login started' })
    })

    test('email login: with the address still known, the frame sends a code and EmailLogin shows', async () => {
      const kit = await remembered('auth', { name: 'email', username: 'someone@example.com' }, testSecureOrigin)
      const requests: [string, unknown][] = []
      setFrameClient(kit, {
        transport: {
          request: async (name: string, payload?: unknown) => {
            requests.push([name, payload])
            return { action: 'VERIFY_OTP' }
          },
        } as { request: (name: string) => Promise<unknown> },
      })
      const view = await mountView(kit, 'kit-profile-wallets-view')
      click(await waitForTestId(view, 'profile-wallet-switch-kind'))
      await waitFor(() => kit._internal.state.router.view === 'EmailLogin', { message: 'EmailLogin' })
      expect(requests).toEqual([['CONNECT_EMAIL', { email: 'someone@example.com' }]])
    })

    test('email login: without the address (after a reload) the Connect view asks for it', async () => {
      const kit = await remembered('auth', { name: 'email' })
      const view = await mountView(kit, 'kit-profile-wallets-view')
      click(await waitForTestId(view, 'profile-wallet-switch-kind'))
      expect(kit._internal.state.router.view).toBe('Connect')
    })

    test('another wallet: its own prompt, in place; it becomes active', async () => {
      const kit = await remembered('injected')
      const view = await mountView(kit, 'kit-profile-wallets-view')
      click(await waitForTestId(view, 'profile-wallet-switch-kind'))
      await waitForTestId(view, 'profile-wallet-active-kind')
      expect(getAccount(kit)).toMatchObject({ address: testAddress2, connectorId: 'kind' })
    })

    test("without the multi-wallet feature nothing starts and 'Multi-wallet not enabled' shows", async () => {
      const kit = await remembered('walletConnect')
      kit._internal.state.features.code = { ...kit._internal.state.features.code, multiWallet: false }
      const view = await mountView(kit, 'kit-profile-wallets-view')
      const before = kit._internal.state.router.view
      click(await waitForTestId(view, 'profile-wallet-switch-kind'))
      await waitFor(() => getAlerts(kit).length > 0, { message: 'an alert' })
      expect(getAlerts(kit).map((alert) => alert.message)).toEqual(['Multi-wallet not enabled'])
      expect(kit._internal.state.router.view).toBe(before)
    })
  })
})
