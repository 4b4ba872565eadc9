import { expect, test } from 'vitest'
import { getAccount } from '../getters/getAccount.js'
import { getNetwork, watchNetwork } from '../getters/getNetwork.js'
import { base } from '../networks/base.js'
import { createTestKit, testAddress, tick } from '../testKit.test-utils.js'
import { connect } from './connect.js'
import { switchNetwork } from './switchNetwork.js'

test('default: disconnected switch only changes state and remembers it', async () => {
  const kit = createTestKit()
  await switchNetwork(kit, { network: base })
  expect(getNetwork(kit).caipNetworkId).toBe('eip155:8453')
  expect(kit.storage.prefix).toBe('kit.test')
})

test('behavior: connected switch asks the wallet and updates the CAIP address', async () => {
  const kit = createTestKit()
  await connect(kit, { connectorId: 'mock' })
  const seen: (string | undefined)[] = []
  watchNetwork(kit, { onChange: (network) => seen.push(network.caipNetworkId) })
  await switchNetwork(kit, { network: 'eip155:8453' })
  await tick()
  expect(seen).toEqual(['eip155:8453'])
  expect(getAccount(kit).caipAddress).toBe(`eip155:8453:${testAddress}`)
})

test('behavior: a network not in networks', async () => {
  await expect(switchNetwork(createTestKit(), { network: 'eip155:1' })).rejects.toThrow('Chain not configured')
})

test('behavior: getNetwork is referentially stable', () => {
  const kit = createTestKit()
  expect(getNetwork(kit)).toBe(getNetwork(kit))
  kit._internal.state.modal.loading = true
  expect(getNetwork(kit)).toBe(getNetwork(kit))
})
