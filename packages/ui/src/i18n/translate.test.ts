import { describe, expect, expectTypeOf, test } from 'vitest'
import { buttonMessages } from './buttonMessages.js'
import { createTranslator } from './createTranslator.js'
import { en, type MessageKey, type Messages } from './en.js'
import { modalMessages } from './modalMessages.js'
import { createFallbackTranslator, interpolate, type MessageParamNames } from './translate.js'

const t = createTranslator()

describe('createTranslator', () => {
  test('default', () => {
    expect(t('button.connect')).toMatchInlineSnapshot(`"Connect Wallet"`)
    expect(t('connect.title')).toMatchInlineSnapshot(`"Connect a wallet"`)
  })

  test('parameters: params', () => {
    expect(t('connecting.continueIn', { wallet: 'MetaMask' })).toMatchInlineSnapshot(`"Continue in MetaMask"`)
    expect(t('email.cooldown', { n: 12 })).toMatchInlineSnapshot(`"Please try again after 12 seconds"`)
  })

  test('behavior: keys and params are type-checked', () => {
    // @ts-expect-error unknown key
    t('nope')
    // @ts-expect-error missing params
    t('connecting.continueIn')
    // @ts-expect-error wrong param name
    t('connecting.continueIn', { name: 'x' })
    expectTypeOf<MessageParamNames<'Continue in {wallet} on {network}'>>().toEqualTypeOf<'wallet' | 'network'>()
  })
})

test('createTranslator: falls back to English for missing keys', () => {
  const de = createTranslator({ 'button.connect': 'Wallet verbinden', 'connecting.continueIn': 'Weiter in {wallet}' })
  expect(de('button.connect')).toBe('Wallet verbinden')
  expect(de('connecting.continueIn', { wallet: 'Rabby' })).toBe('Weiter in Rabby')
  expect(de('common.close')).toBe('Close')
})

test('createFallbackTranslator: the buttons translate over their six texts, a locale first', () => {
  const t = createFallbackTranslator(buttonMessages, { 'button.connect': 'Wallet verbinden' } as Partial<Messages>)
  expect(t('button.connect')).toBe('Wallet verbinden')
  expect(t('button.network')).toBe('Network')
  // @ts-expect-error a view's key is not among the buttons' texts
  t('common.close')
  expect(Object.entries(buttonMessages).every(([key, text]) => en[key as keyof typeof buttonMessages] === text)).toBe(true)
})

test("createFallbackTranslator: the modal's chunk translates over its own texts, which are the catalogue's", () => {
  const t = createFallbackTranslator(modalMessages, { 'connect.title': 'Wallet verbinden' } as Partial<Messages>)
  expect(t('connect.title')).toBe('Wallet verbinden')
  expect(t('button.connect')).toBe('Connect Wallet')
  // @ts-expect-error a lazy view's key is not among the modal's own texts
  t('network.select')
  expect(Object.entries(modalMessages).every(([key, text]) => en[key as keyof typeof modalMessages] === text)).toBe(true)
})

test('interpolate: unknown placeholders stay', () => {
  expect(interpolate('Hello {name} {other}', { name: 'Kit' })).toBe('Hello Kit {other}')
})

test('catalogue: the texts docs/rules.md quotes are present verbatim', () => {
  const texts = new Set<string>(Object.values(en))
  for (const text of [
    'Connect Wallet',
    'Connect a wallet',
    'Account',
    'Networks',
    'Select network',
    'Switch Network',
    'Disconnect',
    'Copy address',
    'Address copied',
    'Connection rejected',
    'Failed to connect',
    'Try again',
    'Continue in {wallet}',
    'Accept connection request in the wallet',
    'Recent',
    'Installed',
    'Unsupported network',
    'Switch to a supported network',
    'Approve in wallet',
    'Switch declined',
    'Token Balance Unavailable',
    'Modal closed',
    'Back',
    'Close',
    'Popup closed',
    'Error signing message',
    'Please try again after {n} seconds',
    'Network not supported for Swaps',
    'Network not supported for Gas Price',
    'An amount and receiver address are required',
    'A token is required',
    'Action not allowed',
    'Failed to fetch transactions',
    'Rate Limited',
    'Invalid Project ID',
  ])
    expect(texts, text).toContain(text)
})

test('catalogue: keys are unique texts per key and never empty', () => {
  for (const key of Object.keys(en) as MessageKey[]) expect(en[key].length, key).toBeGreaterThan(0)
})
