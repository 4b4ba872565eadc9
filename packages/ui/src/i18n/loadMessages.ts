import { type Kit, type Locale, setLocaleMessages } from '@kit/core'
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

/** Loads `locale`'s catalogue and hands it to `kit` (ignored by the kit if it switched again meanwhile). */
export async function loadMessages(kit: Kit, locale: Locale): Promise<void> {
  if (locale === 'en') return
  const { messages } = await catalogues[locale]()
  setLocaleMessages(kit, { locale, messages })
}
