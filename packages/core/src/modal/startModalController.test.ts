import { describe, expect, test } from 'vitest'
import { close } from '../actions/close.js'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { navigate } from '../actions/navigate.js'
import { open } from '../actions/open.js'
import { setLocaleMessages } from '../actions/setLocale.js'
import type { MockConnector } from '../adapters/mockAdapter.js'
import { getModalState } from '../getters/getModalState.js'
import { getNetwork } from '../getters/getNetwork.js'
import { getRouter } from '../getters/getRouter.js'
import { getToasts } from '../getters/getToasts.js'
import type { Kit } from '../kit.js'
import { createTestKit, testAddress, tick } from '../testKit.test-utils.js'
import { findConnector } from '../utils/lookup.js'

/** The kit's modal as a user would see it: closed, or open on a view. */
const shown = (kit: Kit) => (getModalState(kit).open ? getRouter(kit).view : 'closed')

/** The mock wallet moves to another network on its own (as a user switching in the wallet). */
function walletSwitchesTo(kit: Kit, networkId: string): void {
  ;(findConnector(kit, 'mock') as MockConnector).emit({ type: 'change', networkId: networkId as `eip155:${number}` })
}

describe('close after connect', () => {
  test('default: a connect made from Connect closes the modal', async () => {
    const kit = createTestKit()
    open(kit)
    expect(shown(kit)).toBe('Connect')
    await connect(kit, { connectorId: 'mock' })
    await tick()
    expect(shown(kit)).toBe('closed')
  })

  test('behavior: a connect from a view that is not a connecting one leaves the modal open', async () => {
    const kit = createTestKit()
    open(kit, { view: 'Networks' })
    await connect(kit, { connectorId: 'mock' })
    await tick()
    expect(shown(kit)).toBe('Networks')
  })

  test('behavior: a connect while the modal is closed does not open it', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    await tick()
    expect(shown(kit)).toBe('closed')
  })

  test('behavior: a multi-namespace connect closes only once every namespace it asked for is connected', async () => {
    const kit = createTestKit()
    open(kit)
    navigate(kit, { view: 'ConnectingExternal', data: { connectorId: 'mock', namespaces: ['eip155', 'solana'] } })
    await connect(kit, { connectorId: 'mock' })
    await tick()
    expect(shown(kit)).toBe('ConnectingExternal')
  })

  test('behavior: a wallet added from ProfileWallets goes back to that list instead of closing', async () => {
    const kit = createTestKit()
    open(kit, { view: 'ProfileWallets' })
    navigate(kit, { view: 'Connect' })
    navigate(kit, { view: 'ConnectingExternal', data: { connectorId: 'mock' } })
    await connect(kit, { connectorId: 'mock' })
    await tick()
    expect(shown(kit)).toBe('ProfileWallets')
  })

  test('behavior: a disconnect closes a view that needs a connection, and no other', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    open(kit)
    expect(shown(kit)).toBe('Account')
    await disconnect(kit)
    await tick()
    expect(shown(kit)).toBe('closed')

    await connect(kit, { connectorId: 'mock' })
    open(kit, { view: 'WhatIsAWallet' })
    await disconnect(kit)
    await tick()
    expect(shown(kit)).toBe('WhatIsAWallet')
  })

  test('behavior: embedded, a connect from Connect shows Account', async () => {
    const kit = createTestKit({ enableEmbedded: true })
    open(kit)
    await connect(kit, { connectorId: 'mock' })
    await tick()
    expect(shown(kit)).toBe('Account')
  })
})

describe('unsupported chain', () => {
  test('default: a wallet moving to an unsupported network opens UnsupportedChain; back on a supported one it closes', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    walletSwitchesTo(kit, 'eip155:999')
    await tick()
    expect(getNetwork(kit).isSupported).toBe(false)
    expect(shown(kit)).toBe('UnsupportedChain')
    walletSwitchesTo(kit, 'eip155:8453')
    await tick()
    expect(shown(kit)).toBe('closed')
  })

  test('behavior: connecting on an unsupported network replaces the connecting view with UnsupportedChain instead of closing', async () => {
    const kit = createTestKit({ mock: { features: { connectResult: { accounts: [testAddress], networkId: 'eip155:999' } } } })
    open(kit)
    navigate(kit, { view: 'ConnectingExternal', data: { connectorId: 'mock' } })
    await connect(kit, { connectorId: 'mock' })
    await tick()
    expect(shown(kit)).toBe('UnsupportedChain')
    expect(getRouter(kit).history).toEqual(['Connect', 'UnsupportedChain'])
  })

  test('behavior: a switch under way (SwitchNetwork) is not interrupted', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    open(kit, { view: 'SwitchNetwork', data: { networkId: 'eip155:8453' } })
    walletSwitchesTo(kit, 'eip155:999')
    await tick()
    expect(shown(kit)).toBe('SwitchNetwork')
  })

  test('behavior: allowUnsupportedChain leaves the modal alone', async () => {
    const kit = createTestKit({ allowUnsupportedChain: true })
    await connect(kit, { connectorId: 'mock' })
    walletSwitchesTo(kit, 'eip155:999')
    await tick()
    expect(getNetwork(kit).isSupported).toBe(false)
    expect(shown(kit)).toBe('closed')
  })
})

describe('balance toast', () => {
  test('default: a failed balance fetch shows Token Balance Unavailable once, the modal stays closed', async () => {
    const kit = createTestKit({ mock: { features: { balanceError: true } } })
    await connect(kit, { connectorId: 'mock' })
    await expect.poll(() => getToasts(kit).length).toBe(1)
    expect(getToasts(kit)).toMatchObject([{ id: 'kit-balance-unavailable', variant: 'error', message: 'Token Balance Unavailable' }])
    expect(shown(kit)).toBe('closed')
  })

  test('behavior: in the kit language once its catalogue is loaded', async () => {
    const kit = createTestKit({ locale: 'de', mock: { features: { balanceError: true } } })
    setLocaleMessages(kit, { locale: 'de', messages: { 'account.tokenBalanceUnavailable': 'Token-Guthaben nicht verfügbar' } })
    await connect(kit, { connectorId: 'mock' })
    await expect.poll(() => getToasts(kit).map((toast) => toast.message)).toEqual(['Token-Guthaben nicht verfügbar'])
  })

  test('behavior: a working balance shows no toast', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    await tick()
    await tick()
    expect(getToasts(kit)).toEqual([])
  })
})

describe('lifecycle', () => {
  test('default: stops with the unmount and starts again, once, with the next mount', async () => {
    const kit = createTestKit()
    kit._internal.unmount()
    open(kit)
    await connect(kit, { connectorId: 'mock' })
    await tick()
    expect(shown(kit)).toBe('Connect')
    close(kit)
    open(kit)
    expect(shown(kit)).toBe('Account')
    await disconnect(kit)
    await tick()
    expect(shown(kit)).toBe('Account')
    close(kit)

    kit._internal.mount()
    kit._internal.mount()
    open(kit)
    await connect(kit, { connectorId: 'mock' })
    await tick()
    expect(shown(kit)).toBe('closed')
  })

  test('behavior: each kit follows only its own state', async () => {
    const first = createTestKit({ storageKey: 'first' })
    const second = createTestKit({ storageKey: 'second' })
    open(first)
    open(second)
    await connect(first, { connectorId: 'mock' })
    await tick()
    expect(shown(first)).toBe('closed')
    expect(shown(second)).toBe('Connect')
  })
})
