import type { Locale } from '@kit/core'
import type { Messages } from './en.js'

/**
 * Each locale's catalogue as its own chunk, fetched only when a kit switches to it (English is
 * built into the UI and is the fallback for any key a catalogue lacks).
 */
const catalogues: { readonly [locale in Exclude<Locale, 'en'>]: () => Promise<{ messages: Messages }> } = {
  es: () => import('./locales/es.js'),
  fr: () => import('./locales/fr.js'),
  de: () => import('./locales/de.js'),
  'pt-BR': () => import('./locales/pt-BR.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  tr: () => import('./locales/tr.js'),
  ar: () => import('./locales/ar.js'),
}

/**
 * Loads the catalogue of a locale other than English (the caller hands it to the kit with
 * `setLocaleMessages`, which ignores it if the kit switched again meanwhile).
 */
export async function loadMessages(locale: Exclude<Locale, 'en'>): Promise<Messages> {
  return (await catalogues[locale]()).messages
}
