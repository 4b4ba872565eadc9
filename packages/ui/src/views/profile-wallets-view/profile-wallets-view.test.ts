import { connect, getAccount, getAlerts, getConnections } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
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
})
