import { getI18n, type Kit } from '@kit/core'
import { createTranslator } from './createTranslator.js'
import type { Messages } from './en.js'
import type { Translate } from './translate.js'

/**
 * The translate function of `kit`'s current locale (English texts until that locale's catalogue
 * has loaded, and when there is no kit). Two kits on one page translate independently.
 */
export function getTranslate(kit: Kit | undefined): Translate {
  return createTranslator(kit ? (getI18n(kit).messages as Partial<Messages> | undefined) : undefined)
}
