/** The locales Kit ships a complete message catalogue for (`@kit/ui` loads each one lazily). */
export const locales = ['en', 'es', 'fr', 'de', 'pt-BR', 'ja', 'ko', 'zh-CN', 'tr', 'ar'] as const

export type Locale = (typeof locales)[number]

/** Locales written right to left. */
export const rtlLocales: readonly Locale[] = ['ar']

/**
 * The kit's language. `messages` is the loaded catalogue of `locale` (a plain record the UI
 * fills after loading it; `undefined` until then and for English, whose texts the UI bundles).
 */
export type I18nState = { locale: Locale; messages: Readonly<Record<string, string>> | undefined }

export function createI18nState(locale: Locale): I18nState {
  return { locale, messages: undefined }
}
