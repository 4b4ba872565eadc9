import { type Locale, locales } from '@kit/core'
import { describe, expect, test } from 'vitest'
import type { Messages } from './en.js'
import { en, type MessageKey } from './en.js'

const englishKeys = Object.keys(en).sort()

/** The `{name}` placeholders of a text, sorted (a text may use one twice). */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort()

/** Every catalogue file, each one a lazy import (as the UI loads them). */
const files = import.meta.glob<{ messages: Messages }>('./locales/*.ts')

const load = (locale: Exclude<Locale, 'en'>) => files[`./locales/${locale}.ts`]!()

const others = locales.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en')

test('catalogues: one file per shipped locale besides English, and no other', () => {
  const names = Object.keys(files).map((file) => file.slice('./locales/'.length, -'.ts'.length))
  expect(names.sort()).toEqual([...others].sort())
})

describe.each(others)('catalogue %s', (locale) => {
  test('has exactly the English keys', async () => {
    const { messages } = await load(locale)
    expect(Object.keys(messages).sort()).toEqual(englishKeys)
  })

  test('keeps every placeholder of the English text, and adds none', async () => {
    const { messages } = await load(locale)
    for (const key of englishKeys as MessageKey[]) expect(placeholders(messages[key]), `${locale} ${key}`).toEqual(placeholders(en[key]))
  })

  test('every text is non-empty and has balanced braces', async () => {
    const { messages } = await load(locale)
    for (const [key, text] of Object.entries(messages)) {
      expect(text.trim().length, `${locale} ${key}`).toBeGreaterThan(0)
      expect(text.replace(/\{\w+\}/g, ''), `${locale} ${key}`).not.toMatch(/[{}]/)
    }
  })

  test('is a translation: most texts differ from English, and format.locale is the locale', async () => {
    const { messages } = await load(locale)
    expect(messages['format.locale']).toBe(locale)
    const translated = (englishKeys as MessageKey[]).filter((key) => messages[key] !== en[key]).length
    expect(translated / englishKeys.length, locale).toBeGreaterThan(0.75)
    // The texts a user sees first are always translated.
    for (const key of ['button.connect', 'connect.title', 'common.close', 'common.back', 'connecting.rejected'] as const)
      expect(messages[key], `${locale} ${key}`).not.toBe(en[key])
  })
})
