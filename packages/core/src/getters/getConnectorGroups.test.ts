import { expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import type { Adapter, Connector } from '../adapters/contract.js'
import { mockAdapter } from '../adapters/mockAdapter.js'
import { anvil } from '../networks/anvil.js'
import { solanaDevnet } from '../networks/solana.js'
import { createTestKit, testAddress, tick } from '../testKit.test-utils.js'
import { connectorGroupId, getConnectorGroups, watchConnectorGroups } from './getConnectorGroups.js'

/** An adapter whose connectors are copies of the mock's with other names/ids. */
function renamed(adapter: Adapter, entries: { id: string; name: string; walletId?: string; rdns?: string }[]): Adapter {
  return {
    namespace: adapter.namespace,
    setup(context) {
      const instance = adapter.setup(context)
      return {
        ...instance,
        watchConnectors: (onChange) =>
          instance.watchConnectors(([connector]) => onChange(entries.map((entry) => Object.assign(Object.create(connector as object) as Connector, entry)))),
      }
    },
  }
}

test('default: connectors of one wallet across namespaces are one group; others stay apart', async () => {
  const kit = createTestKit({
    networks: [anvil, solanaDevnet],
    adapters: [
      renamed(mockAdapter({ namespace: 'eip155', accounts: [testAddress] }), [
        { id: 'dev.kit.testwallet', name: 'Kit Test Wallet', rdns: 'dev.kit.testwallet' },
        { id: 'io.other', name: 'Other' },
      ]),
      renamed(mockAdapter({ namespace: 'solana', accounts: ['5Dnpv1UC2Wkexs6HKm915tVpSRrc6KXGTMZejwNeU8KG'] }), [
        { id: 'kit-test-wallet', name: 'Kit  test-wallet' },
        { id: 'phantom', name: 'Phantom', walletId: 'app.phantom' },
      ]),
    ],
  })
  const summary = (namespace?: 'eip155' | 'solana') =>
    getConnectorGroups(kit, { namespace }).map((group) => ({
      id: group.id,
      name: group.name,
      rdns: group.rdns,
      recent: group.recent,
      connectors: group.connectors.map((connector) => connector.id),
      namespaces: group.namespaces,
    }))
  expect(summary()).toEqual([
    {
      id: 'kittestwallet',
      name: 'Kit Test Wallet',
      rdns: 'dev.kit.testwallet',
      recent: false,
      connectors: ['dev.kit.testwallet', 'kit-test-wallet'],
      namespaces: ['eip155', 'solana'],
    },
    { id: 'other', name: 'Other', rdns: undefined, recent: false, connectors: ['io.other'], namespaces: ['eip155'] },
    { id: 'app.phantom', name: 'Phantom', rdns: undefined, recent: false, connectors: ['phantom'], namespaces: ['solana'] },
  ])
  expect(summary('solana').map((group) => group.connectors)).toEqual([['kit-test-wallet'], ['phantom']])
  expect(getConnectorGroups(kit)).toBe(getConnectorGroups(kit))

  const changes: string[][] = []
  watchConnectorGroups(kit, { onChange: (groups) => changes.push(groups.map((group) => `${group.id}:${group.recent}`)) })
  await connect(kit, { connectorId: 'phantom', namespace: 'solana' })
  await tick()
  // A recent wallet comes before the other injected ones (docs/rules/limits.md order).
  expect(changes.at(-1)).toEqual(['app.phantom:true', 'kittestwallet:false', 'other:false'])
  expect(connectorGroupId({ name: '!!!', id: 'x' } as Connector)).toBe('x')
})
