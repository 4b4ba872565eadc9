import { describe, expect, test } from 'vitest'
import { mockAdapter } from '../adapters/mockAdapter.js'
import { getAccount } from '../getters/getAccount.js'
import { getConnectorGroups } from '../getters/getConnectorGroups.js'
import { getNetwork } from '../getters/getNetwork.js'
import { getRouter } from '../getters/getRouter.js'
import { anvil } from '../networks/anvil.js'
import { bitcoinTestnet } from '../networks/bitcoin.js'
import { solanaDevnet, solanaTestnet } from '../networks/solana.js'
import { createTestKit, testAddress } from '../testKit.test-utils.js'
import { connect } from './connect.js'
import { connectWallet } from './connectWallet.js'
import { open } from './open.js'

const solanaAddress = '5Dnpv1UC2Wkexs6HKm915tVpSRrc6KXGTMZejwNeU8KG'
const bitcoinAddress = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'

function multiKit(features: { rejectSolana?: boolean } = {}) {
  return createTestKit({
    networks: [anvil, solanaDevnet, solanaTestnet, bitcoinTestnet],
    adapters: [
      mockAdapter({ namespace: 'eip155', accounts: [testAddress] }),
      mockAdapter({ namespace: 'solana', accounts: [solanaAddress], connectorId: 'mock-solana', features: { rejectConnect: features.rejectSolana } }),
      mockAdapter({ namespace: 'bip122', accounts: [bitcoinAddress], connectorId: 'mock-bitcoin' }),
    ],
  })
}

describe('connectWallet', () => {
  test('default: one flow connects every namespace; the active one stays active', async () => {
    const kit = multiKit()
    const [group] = getConnectorGroups(kit)
    expect(group).toMatchObject({ id: 'mockwallet', name: 'Mock Wallet', namespaces: ['eip155', 'solana', 'bip122'] })
    const results = await connectWallet(kit, { walletId: group!.id })
    expect(results.map((result) => result.caipAddress)).toEqual([
      `eip155:31337:${testAddress}`,
      `${solanaDevnet.caipNetworkId}:${solanaAddress}`,
      `${bitcoinTestnet.caipNetworkId}:${bitcoinAddress}`,
    ])
    expect(getAccount(kit)).toMatchObject({ namespace: 'eip155', status: 'connected', address: testAddress })
    expect(getAccount(kit, { namespace: 'solana' })).toMatchObject({ status: 'connected', address: solanaAddress })
    expect(getAccount(kit, { namespace: 'bip122' })).toMatchObject({ status: 'connected', address: bitcoinAddress })
  })

  test("parameters: namespaces; the wallet's first namespace becomes active when the active one is not among them", async () => {
    const kit = multiKit()
    await connectWallet(kit, { walletId: 'mockwallet', namespaces: ['bip122', 'solana'] })
    expect(getAccount(kit).namespace).toBe('solana')
    expect(getAccount(kit, { namespace: 'eip155' }).status).toBe('disconnected')
    await expect(connectWallet(kit, { walletId: 'nope' })).rejects.toMatchObject({ name: 'ConnectorNotFoundError' })
  })

  test('behavior: a refusal stops the flow; the namespaces before stay connected; again asks only for the rest', async () => {
    const kit = multiKit({ rejectSolana: true })
    await expect(connectWallet(kit, { walletId: 'mockwallet' })).rejects.toMatchObject({ name: 'ConnectionRejectedError' })
    expect(getAccount(kit, { namespace: 'eip155' }).status).toBe('connected')
    expect(getAccount(kit, { namespace: 'solana' }).status).toBe('disconnected')
    expect(getAccount(kit, { namespace: 'bip122' }).status).toBe('disconnected')
    expect(getAccount(kit).namespace).toBe('eip155')
  })
})

describe('connect', () => {
  test('parameters: networkId and activate', async () => {
    const kit = multiKit()
    await connect(kit, { connectorId: 'mock-solana', namespace: 'solana', networkId: solanaTestnet.caipNetworkId, activate: false })
    expect(getNetwork(kit, { namespace: 'solana' }).caipNetworkId).toBe(solanaTestnet.caipNetworkId)
    expect(getAccount(kit).namespace).toBe('eip155')
  })
})

test('open: a namespace filters the Connect view', () => {
  const kit = multiKit()
  open(kit, { namespace: 'solana' })
  expect(getRouter(kit)).toMatchObject({ view: 'Connect', data: { namespace: 'solana' } })
  expect(getAccount(kit).namespace).toBe('solana')
})
