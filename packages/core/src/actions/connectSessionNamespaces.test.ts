import { describe, expect, test } from 'vitest'
import { mockAdapter } from '../adapters/mockAdapter.js'
import { getAccount } from '../getters/getAccount.js'
import { getNetwork } from '../getters/getNetwork.js'
import { anvil } from '../networks/anvil.js'
import { bitcoinTestnet } from '../networks/bitcoin.js'
import { solanaDevnet } from '../networks/solana.js'
import { createTestKit, testAddress } from '../testKit.test-utils.js'
import { connect } from './connect.js'

const solanaAddress = '5Dnpv1UC2Wkexs6HKm915tVpSRrc6KXGTMZejwNeU8KG'
const bitcoinAddress = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'

/** WalletConnect in three namespaces; `approved` says which namespaces the session covers. */
function walletConnectKit(approved: { solana: boolean; bip122: boolean }, connectorType: 'walletConnect' | 'injected' = 'walletConnect') {
  const shared = { connectorId: 'walletConnect', connectorType } as const
  return createTestKit({
    networks: [anvil, solanaDevnet, bitcoinTestnet],
    adapters: [
      mockAdapter({ namespace: 'eip155', accounts: [testAddress], ...shared }),
      mockAdapter({ namespace: 'solana', accounts: [solanaAddress], ...shared, features: { authorized: approved.solana } }),
      mockAdapter({ namespace: 'bip122', accounts: [bitcoinAddress], ...shared, features: { authorized: approved.bip122 } }),
    ],
  })
}

describe('connect through WalletConnect', () => {
  test('behavior: the namespaces the session approved connect too; the active one stays', async () => {
    const kit = walletConnectKit({ solana: true, bip122: false })
    await connect(kit, { connectorId: 'walletConnect', namespace: 'eip155' })
    expect(getAccount(kit, { namespace: 'solana' })).toMatchObject({ isConnected: true, address: solanaAddress })
    expect(getAccount(kit, { namespace: 'bip122' }).isConnected).toBe(false)
    expect(getNetwork(kit).namespace).toBe('eip155')
    expect(getAccount(kit).address).toBe(testAddress)
  })

  test('behavior: other connector types connect one namespace only', async () => {
    const kit = walletConnectKit({ solana: true, bip122: true }, 'injected')
    await connect(kit, { connectorId: 'walletConnect', namespace: 'eip155' })
    expect(getAccount(kit, { namespace: 'solana' }).isConnected).toBe(false)
    expect(getAccount(kit, { namespace: 'bip122' }).isConnected).toBe(false)
  })
})
