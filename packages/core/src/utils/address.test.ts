import { expect, test } from 'vitest'
import { isEvmAddress, isSolanaAddress } from './address.js'

test('isEvmAddress', () => {
  expect(isEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
  expect(isEvmAddress('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
  expect(isEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226')).toBe(false)
  expect(isEvmAddress('0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
  expect(isEvmAddress(42)).toBe(false)
})

test('isSolanaAddress', () => {
  expect(isSolanaAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(true)
  expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
  expect(isSolanaAddress('0OIl1111111111111111111111111111')).toBe(false)
  expect(isSolanaAddress('short')).toBe(false)
  expect(isSolanaAddress(null)).toBe(false)
})
