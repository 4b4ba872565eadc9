import { afterEach, describe, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { createAuthNetworks } from '../auth/authNetworks.js'
import { getAccount } from '../getters/getAccount.js'
import { anvil } from '../networks/anvil.js'
import { createTestKit } from '../testKit.test-utils.js'
import { stripUnsupportedOptions } from './appKitOptions.js'

afterEach(() => vi.restoreAllMocks())

describe("createKit's defaultAccountTypes (AppKit's)", () => {
  test('default: accepted without a warning, kept in the options', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const kit = createTestKit({ defaultAccountTypes: { eip155: 'eoa', bip122: 'payment', solana: 'eoa' } })
    expect(warn).not.toHaveBeenCalled()
    // The warning is printed once its texts load: what decides it is that nothing was named.
    expect(stripUnsupportedOptions({ defaultAccountTypes: { bip122: 'payment' } }).ignored).toEqual([])
    expect(kit.options.defaultAccountTypes).toEqual({ eip155: 'eoa', bip122: 'payment', solana: 'eoa' })
    expect(createTestKit().options.defaultAccountTypes).toEqual({})
  })

  test('behavior: bip122 ordinal or stx is accepted with the one warning naming it (a Bitcoin wallet connects with its payment address)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const kit = createTestKit({ defaultAccountTypes: { bip122: 'ordinal' } })
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
    expect(warn.mock.calls[0]![0]).toMatch(/defaultAccountTypes\.bip122 \(a Bitcoin wallet connects with its payment address; .*getBitcoinAccounts/)
    expect(kit.options.defaultAccountTypes).toEqual({ bip122: 'ordinal' })
  })

  test('behavior: a type the namespace does not have is a KitOptionsError naming it', () => {
    expect(() => createTestKit({ defaultAccountTypes: { eip155: 'ordinal' } } as never)).toThrow('defaultAccountTypes.eip155')
    expect(() => createTestKit({ defaultAccountTypes: { solana: 'smartAccount' } } as never)).toThrow('defaultAccountTypes.solana')
  })

  test("behavior: the embedded wallet's type on a smart-account-enabled network follows eip155's choice", () => {
    const smart = createTestKit()
    smart._internal.state.remoteConfig.smartAccountEnabledNetworks = ['eip155:31337']
    expect(createAuthNetworks(smart).accountTypeOf(anvil)).toBe('smartAccount')
    const eoa = createTestKit({ defaultAccountTypes: { eip155: 'eoa' } })
    eoa._internal.state.remoteConfig.smartAccountEnabledNetworks = ['eip155:31337']
    expect(createAuthNetworks(eoa).accountTypeOf(anvil)).toBe('eoa')
  })

  test('behavior: a connection starts with the namespace default (an injected eip155 wallet stays eoa)', async () => {
    const kit = createTestKit({ defaultAccountTypes: { eip155: 'smartAccount' } })
    kit._internal.state.remoteConfig.smartAccountEnabledNetworks = ['eip155:31337']
    await connect(kit, { connectorId: 'mock' })
    expect(getAccount(kit).preferredAccountType).toBe('eoa')
  })
})
