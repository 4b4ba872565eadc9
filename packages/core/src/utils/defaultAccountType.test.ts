import { describe, expect, test } from 'vitest'
import { defaultAccountType } from './defaultAccountType.js'

describe('defaultAccountType', () => {
  test('default: smartAccount only on eip155 networks the project enables; bip122 payment; else eoa', () => {
    const smartAccountNetworks = ['eip155:31337']
    expect(defaultAccountType('eip155', { networkId: 'eip155:31337', smartAccountNetworks })).toBe('smartAccount')
    expect(defaultAccountType('eip155', { networkId: 'eip155:8453', smartAccountNetworks })).toBe('eoa')
    // Not known yet, or the list could not be read: eoa.
    expect(defaultAccountType('eip155', { networkId: 'eip155:31337' })).toBe('eoa')
    expect(defaultAccountType('eip155')).toBe('eoa')
    expect(defaultAccountType('solana', { networkId: 'eip155:31337', smartAccountNetworks })).toBe('eoa')
    expect(defaultAccountType('bip122')).toBe('payment')
  })
})

describe("defaultAccountType with AppKit's defaultAccountTypes", () => {
  const smartAccountNetworks = ['eip155:31337']

  test('parameters: eip155 eoa is never a smart account; smartAccount only where the project enables it', () => {
    expect(defaultAccountType('eip155', { networkId: 'eip155:31337', smartAccountNetworks, preferred: 'eoa' })).toBe('eoa')
    expect(defaultAccountType('eip155', { networkId: 'eip155:31337', smartAccountNetworks, preferred: 'smartAccount' })).toBe('smartAccount')
    expect(defaultAccountType('eip155', { networkId: 'eip155:8453', smartAccountNetworks, preferred: 'smartAccount' })).toBe('eoa')
  })

  test('parameters: bip122 stays payment (the address a Bitcoin wallet connects with); other namespaces eoa', () => {
    expect(defaultAccountType('bip122', { preferred: 'ordinal' })).toBe('payment')
    expect(defaultAccountType('bip122', { preferred: 'stx' })).toBe('payment')
    expect(defaultAccountType('bip122', { preferred: 'payment' })).toBe('payment')
    expect(defaultAccountType('solana', { preferred: 'eoa' })).toBe('eoa')
  })
})
