import { expect, test } from 'vitest'
import type { SendToken } from '../state/send.js'
import { isEvmAddress } from '../utils/address.js'
import { validateSend } from './validateSend.js'

const usdc: SendToken = {
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  balance: '10.5',
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  networkId: 'eip155:31337',
}
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const check = (parameters: Partial<Parameters<typeof validateSend>[0]>) =>
  validateSend({ token: usdc, amount: '1', to, namespace: 'eip155', isValidAddress: isEvmAddress, ...parameters })
const message = (result: ReturnType<typeof validateSend>) => (result.valid ? 'valid' : result.error.shortMessage)

test('default: the amount in the smallest unit', () => {
  expect(check({ amount: '10.25' })).toEqual({ valid: true, value: 10_250_000n })
  expect(check({ amount: ' 10.5 ' })).toEqual({ valid: true, value: 10_500_000n })
})

test('behavior: an amount and a receiver are required (docs/rules/validation.md)', () => {
  expect(message(check({ amount: '' }))).toBe('An amount and receiver address are required')
  expect(message(check({ to: '  ' }))).toBe('An amount and receiver address are required')
  // Before the token: docs/rules' first rule.
  expect(message(check({ amount: '', to: '', token: undefined }))).toBe('An amount and receiver address are required')
})

test('behavior: a token is required (docs/rules/validation.md)', () => {
  const result = check({ token: undefined })
  expect(result.valid).toBe(false)
  if (!result.valid) expect(result.error.name).toBe('SendTokenRequiredError')
  expect(message(result)).toBe('A token is required')
})

test('behavior: the receiver is checked with the namespace adapter', () => {
  const result = check({ to: '0x1234' })
  expect(result.valid ? undefined : result.error.message).toMatchInlineSnapshot(`
    "Invalid address

    Details: "0x1234" is not a valid eip155 address
    Version: @kit/core@0.1.0"
  `)
  expect(message(check({ to: 'anything', isValidAddress: () => true }))).toBe('valid')
})

test('behavior: amounts that are not positive numbers', () => {
  for (const amount of ['abc', '-1', '0', '0.000', '1e3', '1.0000001']) expect([amount, message(check({ amount }))]).toEqual([amount, 'Invalid amount'])
})

test('behavior: the amount is checked against the balance', () => {
  expect(message(check({ amount: '10.5' }))).toBe('valid')
  const result = check({ amount: '10.500001' })
  expect(result.valid ? undefined : result.error.message).toMatchInlineSnapshot(`
    "Insufficient funds

    Details: Sending 10.500001 USDC with a balance of 10.5 USDC
    Version: @kit/core@0.1.0"
  `)
  expect(message(check({ token: { ...usdc, balance: 'unknown' } }))).toBe('Insufficient funds')
})
