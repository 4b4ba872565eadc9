import { describe, expect, test } from 'vitest'
import { formatCaipAddress, formatCaipNetworkId, parseCaipAddress, parseCaipNetworkId } from './caip.js'

describe('parseCaipNetworkId', () => {
  test('default', () => {
    expect(parseCaipNetworkId('eip155:8453')).toEqual({ namespace: 'eip155', reference: '8453' })
  })
  test.each(['eip155', 'eip155:', ':1', 'eip155:1:0xabc', '', 'a::b'])('behavior: rejects %j', (id) => {
    expect(() => parseCaipNetworkId(id)).toThrow(`Invalid CAIP-2 network id\n\nDetails: Received: ${id}`)
  })
  test('behavior: error message', () => {
    expect(() => parseCaipNetworkId('eip155')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidCaipNetworkIdError: Invalid CAIP-2 network id

      Details: Received: eip155
      Version: @kit/core@0.1.0]
    `)
  })
  test('behavior: non-string input', () => {
    expect(() => parseCaipNetworkId(42 as never)).toThrow('Invalid CAIP-2 network id')
  })
})

describe('parseCaipAddress', () => {
  test('default', () => {
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xabc',
      networkId: 'eip155:1',
    })
  })
  test.each(['eip155:1', 'eip155:1:', '::', 'eip155:1:0xabc:extra', ':1:0xabc'])('behavior: rejects %j', (value) => {
    expect(() => parseCaipAddress(value)).toThrow('Invalid CAIP-10 address')
  })
})

describe('format', () => {
  test('default', () => {
    expect(formatCaipNetworkId('solana', 'abc')).toBe('solana:abc')
    expect(formatCaipAddress('eip155:1', '0xabc')).toBe('eip155:1:0xabc')
  })
  test('behavior: rejects empty parts', () => {
    expect(() => formatCaipAddress('eip155:1', '')).toThrow('Invalid CAIP-10 address')
    expect(() => formatCaipNetworkId('eip155', '')).toThrow('Invalid CAIP-2 network id')
  })
})
