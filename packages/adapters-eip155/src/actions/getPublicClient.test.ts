import { connect, type Kit, switchNetwork } from '@kit/core'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { createWalletKit } from '../test/createWalletKit.js'
import { type AnvilInstance, startAnvil } from '../test/startAnvil.js'
import { getPublicClient } from './getPublicClient.js'

let chainA: AnvilInstance
let chainB: AnvilInstance
const kits: Kit[] = []
beforeAll(async () => {
  ;[chainA, chainB] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
})
afterAll(async () => {
  await Promise.all([chainA?.stop(), chainB?.stop()])
})
afterEach(() => {
  for (const kit of kits.splice(0)) kit._internal.unmount()
})

function setup() {
  const result = createWalletKit({ rpcUrls: { 31337: chainA.rpcUrl, 31338: chainB.rpcUrl }, walletChainIds: [31337, 31338] })
  kits.push(result.kit)
  return result
}

test('default: the active eip155 network, over the kit rpcUrls first', async () => {
  const { kit } = setup()
  const client = getPublicClient(kit)
  expect(client.chain?.id).toBe(31337)
  // core's anvil network says 127.0.0.1:8545; the kit's rpcUrls option points at the test anvil.
  expect(client.chain?.rpcUrls.default.http).toEqual([chainA.rpcUrl, 'http://127.0.0.1:8545'])
  expect(await client.getChainId()).toBe(31337)
})

test('behavior: follows the active network', async () => {
  const { kit } = setup()
  await connect(kit, { connectorId: 'injected' })
  await switchNetwork(kit, { network: 'eip155:31338' })
  expect(await getPublicClient(kit).getChainId()).toBe(31338)
})

test('parameters: networkId', async () => {
  const { kit } = setup()
  expect(await getPublicClient(kit, { networkId: 'eip155:31338' }).getChainId()).toBe(31338)
  expect(() => getPublicClient(kit, { networkId: 'eip155:1' })).toThrowErrorMatchingInlineSnapshot(`
    [ChainNotConfiguredError: Chain not configured

    Network Not Found: the network must be in the networks array.

    Details: Network eip155:1 is not in the networks array
    Version: @kit/core@0.1.0]
  `)
})
