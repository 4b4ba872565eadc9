import { ref } from 'valtio/vanilla'
import type { Kit } from '../kit.js'
import type { Locale } from '../state/i18n.js'

export type SetLocaleParameters = { locale: Locale }

/** Switches the kit's language; the UI loads that locale's catalogue and re-renders in it. */
export function setLocale(kit: Kit, { locale }: SetLocaleParameters): void {
  const i18n = kit._internal.state.i18n
  if (i18n.locale === locale) return
  i18n.locale = locale
  i18n.messages = undefined
}

export type SetLocaleMessagesParameters = { locale: Locale; messages: Readonly<Record<string, string>> }

/**
 * Stores the loaded catalogue of `locale` (called by the UI once the chunk arrived). Ignored
 * when the kit switched to another locale meanwhile.
 */
export function setLocaleMessages(kit: Kit, { locale, messages }: SetLocaleMessagesParameters): void {
  const i18n = kit._internal.state.i18n
  if (i18n.locale !== locale) return
  i18n.messages = ref(messages)
}
