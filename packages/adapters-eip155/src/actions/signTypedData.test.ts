import { connect, disconnect, type Kit } from '@kit/core'
import { verifyTypedData } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { createWalletKit } from '../test/createWalletKit.js'
import { providerError } from '../test/localProvider.js'
import { type AnvilInstance, startAnvil } from '../test/startAnvil.js'
import { signTypedData } from './signTypedData.js'

let chain: AnvilInstance
const kits: Kit[] = []
beforeAll(async () => {
  chain = await startAnvil()
})
afterAll(async () => {
  await chain?.stop()
})
afterEach(() => {
  for (const kit of kits.splice(0)) kit._internal.unmount()
})

function setup() {
  const result = createWalletKit({ rpcUrls: { 31337: chain.rpcUrl, 31338: chain.rpcUrl } })
  kits.push(result.kit)
  return result
}

const typedData = {
  domain: { name: 'Kit', version: '1', chainId: 31337, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const

test('default: eth_signTypedData_v4 through the connected provider, verified', async () => {
  const { kit, provider } = setup()
  await connect(kit, { connectorId: 'injected' })
  const signature = await signTypedData(kit, typedData)
  expect(await verifyTypedData({ address: provider.account.address, ...typedData, signature })).toBe(true)
  const call = provider.calls.find((entry) => entry.method === 'eth_signTypedData_v4')!
  expect(call.params[0]).toBe(provider.account.address)
  expect(JSON.parse(call.params[1] as string).types.EIP712Domain).toEqual([
    { name: 'name', type: 'string' },
    { name: 'version', type: 'string' },
    { name: 'chainId', type: 'uint256' },
    { name: 'verifyingContract', type: 'address' },
  ])
})

test('behavior: not connected', async () => {
  const { kit } = setup()
  await expect(signTypedData(kit, typedData)).rejects.toThrowErrorMatchingInlineSnapshot(`
    [ConnectorNotConnectedError: Connector not connected

    Details: Namespace: eip155
    Version: @kit/core@0.1.0]
  `)
  await connect(kit, { connectorId: 'injected' })
  await disconnect(kit)
  await expect(signTypedData(kit, typedData)).rejects.toMatchObject({ name: 'ConnectorNotConnectedError' })
})

test('behavior: a refusal is UserRejectedRequestError', async () => {
  const { kit, provider } = setup()
  await connect(kit, { connectorId: 'injected' })
  provider.override('eth_signTypedData_v4', () => {
    throw providerError(4001, 'User rejected the request.')
  })
  await expect(signTypedData(kit, typedData)).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
})

test('behavior: invalid typed data never reaches the wallet', async () => {
  const { kit, provider } = setup()
  await connect(kit, { connectorId: 'injected' })
  await expect(
    signTypedData(kit, { ...typedData, message: { ...typedData.message, to: { name: 'Bob', wallet: '0x123' as `0x${string}` } } }),
  ).rejects.toMatchObject({ name: 'InvalidAddressError' })
  expect(provider.calls.some((entry) => entry.method === 'eth_signTypedData_v4')).toBe(false)
})
