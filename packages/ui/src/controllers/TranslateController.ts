import { type GetI18nReturnType, type Kit, getI18n, watchI18n } from '@kit/core'
import type { Messages } from '../i18n/en.js'
import { type Translate, createTranslator } from '../i18n/translate.js'
import { type KitHost, KitStateController } from './KitStateController.js'

/**
 * Gives an element the translate function of its kit's locale and re-renders it when the locale
 * (or its loaded catalogue) changes. Without a kit it translates to English.
 */
export class TranslateController {
  readonly #i18n: KitStateController<GetI18nReturnType>
  #messages: GetI18nReturnType['messages']
  #translate: Translate = createTranslator()

  constructor(host: KitHost, kit?: () => Kit | undefined) {
    this.#i18n = new KitStateController(host, { get: getI18n, watch: watchI18n, kit })
  }

  /** The current translate function (a new one only after the catalogue changed). */
  get translate(): Translate {
    const messages = this.#i18n.value?.messages
    if (messages !== this.#messages) {
      this.#messages = messages
      this.#translate = createTranslator(messages as Partial<Messages> | undefined)
    }
    return this.#translate
  }
}
