import { expect, test } from 'vitest'
import { isValidEmail } from './email.js'

test('isValidEmail', () => {
  expect(isValidEmail('ada@example.com')).toBe(true)
  expect(isValidEmail('  ada@example.com ')).toBe(true)
  expect(isValidEmail('ada@example')).toBe(false)
  expect(isValidEmail('ada example@example.com')).toBe(false)
  expect(isValidEmail('@example.com')).toBe(false)
  expect(isValidEmail(`${'a'.repeat(310)}@example.com`)).toBe(false)
})
