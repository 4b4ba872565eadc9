import { describe, expect, it } from 'vitest'
import { createNeutralKit } from './createNeutralKit.js'
import { getAccount } from './getters/getAccount.js'
import { getModalState } from './getters/getModalState.js'
import { getNetwork } from './getters/getNetwork.js'

describe('createNeutralKit', () => {
  it('holds the starting state: disconnected, no network, modal closed, not initialized', () => {
    const kit = createNeutralKit()
    expect(getAccount(kit)).toMatchObject({ namespace: 'eip155', status: 'disconnected', isConnected: false, address: undefined })
    expect(getNetwork(kit)).toMatchObject({ caipNetwork: undefined, caipNetworkId: undefined, chainId: undefined, isSupported: false })
    expect(getModalState(kit)).toMatchObject({ open: false, initialized: false, activeChain: 'eip155' })
    expect(kit.networks).toEqual([])
    expect(kit.api).toBeUndefined()
  })

  it('never mounts, and two calls share nothing', () => {
    const first = createNeutralKit()
    first._internal.mount()
    expect(first._internal.mounted).toBe(false)
    const second = createNeutralKit()
    expect(second).not.toBe(first)
    expect(second._internal.state).not.toBe(first._internal.state)
  })
})
