import { expect, test } from 'vitest'
import { toCaipNetworkId } from './toCaipNetworkId.js'

test('default', () => {
  expect(toCaipNetworkId('0x1')).toBe('eip155:1')
  expect(toCaipNetworkId('0x7A69')).toBe('eip155:31337')
  expect(toCaipNetworkId('0x4e454152')).toBe('eip155:1313161554')
})

test('behavior: anything but a positive hex string throws InvalidChainIdError', () => {
  for (const chainId of [1, '1', '0x', '0x0', 'eip155:1', '0xzz', null, undefined, {}, 1n])
    expect(() => toCaipNetworkId(chainId)).toThrowError(expect.objectContaining({ name: 'InvalidChainIdError' }))
  expect(() => toCaipNetworkId(42)).toThrowErrorMatchingInlineSnapshot(`
    [InvalidChainIdError: Invalid chain id

    Details: The wallet returned 42; expected a hex string such as "0x1"
    Version: @kit/adapters-eip155@0.1.0]
  `)
})
