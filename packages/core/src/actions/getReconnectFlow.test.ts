import { describe, expect, test } from 'vitest'
import { createTestKit, testAddress2 } from '../testKit.test-utils.js'
import { getReconnectFlow } from './getReconnectFlow.js'

function createKindsKit() {
  return createTestKit({
    features: { multiWallet: true },
    enableReconnect: false,
    mock: {
      others: [
        { connectorId: 'walletConnect', name: 'WalletConnect', accounts: [testAddress2], type: 'walletConnect' },
        { connectorId: 'auth', name: 'Embedded Wallet', accounts: [testAddress2], type: 'auth' },
      ],
    },
  })
}

describe('getReconnectFlow', () => {
  test('behavior: each kind of wallet comes back through its own flow', () => {
    const kit = createKindsKit()
    const entry = (connectorId: string, auth?: { name: string; username?: string }) => ({ namespace: 'eip155' as const, connectorId, auth })
    expect(getReconnectFlow(kit, entry('walletConnect'))).toEqual({ type: 'walletConnect' })
    expect(getReconnectFlow(kit, entry('mock'))).toEqual({ type: 'connect' })
    expect(getReconnectFlow(kit, entry('auth', { name: 'google', username: 'someone@example.com' }))).toEqual({ type: 'social', provider: 'google' })
    expect(getReconnectFlow(kit, entry('auth', { name: 'farcaster' }))).toEqual({ type: 'farcaster' })
    expect(getReconnectFlow(kit, entry('auth', { name: 'email', username: 'someone@example.com' }))).toEqual({ type: 'email', email: 'someone@example.com' })
    // After a reload only the method is known: the Connect view asks for the address.
    expect(getReconnectFlow(kit, entry('auth', { name: 'email' }))).toEqual({ type: 'email', email: undefined })
  })

  test('bad input: an unknown connector or login method falls back to the generic flows', () => {
    const kit = createKindsKit()
    expect(getReconnectFlow(kit, { namespace: 'eip155', connectorId: 'gone' })).toEqual({ type: 'connect' })
    expect(getReconnectFlow(kit, { namespace: 'eip155', connectorId: 'auth', auth: { name: 'myspace', username: 'handle' } })).toEqual({
      type: 'email',
      email: undefined,
    })
  })
})
