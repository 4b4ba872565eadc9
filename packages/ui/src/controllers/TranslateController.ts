import { type GetI18nReturnType, getI18n, type Kit, rtlLocales, setLocaleMessages, watchI18n } from '@kit/core'
import type { EnglishMessages, MessageKey, Messages } from '../i18n/en.js'
import { createFallbackTranslator, type Translate } from '../i18n/translate.js'
import { type KitHost, KitStateController } from './KitStateController.js'

/** Fetches the catalogue of a locale the kit has switched to but not loaded yet (its own chunk). */
function loadCatalogue(i18n: GetI18nReturnType, kit: Kit): void {
  if (i18n.locale === 'en' || i18n.messages) return
  const locale = i18n.locale
  void import('../i18n/loadMessages.js')
    .then(({ loadMessages }) => loadMessages(locale))
    .then(
      (messages) => setLocaleMessages(kit, { locale, messages }),
      () => undefined,
    )
}

/**
 * Gives an element the translate function of its kit's locale and re-renders it when the locale
 * (or its loaded catalogue) changes. Without a kit it translates to English. A locale whose
 * catalogue is not loaded yet gets it loaded (English meanwhile). The host carries the kit's
 * `lang` and `dir` (`rtl` for Arabic), which its shadow tree inherits.
 */
export type TranslateControllerOptions<keys extends MessageKey> = {
  /** The English texts the host may show: the whole catalogue, or the buttons' part of it. */
  english: Pick<EnglishMessages, keys>
  /** Which kit to follow; defaults to `host.kit`. */
  kit?: (() => Kit | undefined) | undefined
}

export class TranslateController<keys extends MessageKey = MessageKey> {
  readonly #host: KitHost
  readonly #i18n: KitStateController<GetI18nReturnType>
  #english: Pick<EnglishMessages, keys>
  #messages: GetI18nReturnType['messages']
  #translate: Translate<keys>

  constructor(host: KitHost, { english, kit }: TranslateControllerOptions<keys>) {
    this.#host = host
    this.#english = english
    this.#translate = createFallbackTranslator(english)
    this.#i18n = new KitStateController(host, {
      get: getI18n,
      watch: watchI18n,
      kit,
      onSubscribe: loadCatalogue,
      onChange: (i18n, _previous, kit) => loadCatalogue(i18n, kit),
    })
    // The kit's language and direction on the host (its shadow tree inherits them). Set only when
    // they change: setting `dir`, even to the value it has, restyles the host's whole subtree.
    host.addController({
      hostUpdate: () => {
        const locale = this.#i18n.value?.locale
        if (!locale) return
        const dir = rtlLocales.includes(locale) ? 'rtl' : 'ltr'
        if (host.lang !== locale) host.lang = locale
        if (host.dir !== dir) host.dir = dir
      },
    })
  }

  /**
   * Translates over `english` too from now on (`<appkit-modal>`: the whole catalogue once its chunk
   * has loaded) and re-renders the host. Returns this controller, typed with the wider keys: one
   * subscription to the kit's locale either way.
   */
  extend<more extends MessageKey>(english: Pick<EnglishMessages, more>): TranslateController<keys | more> {
    this.#english = { ...this.#english, ...english }
    this.#translate = createFallbackTranslator(this.#english, this.#messages as Partial<Messages> | undefined)
    this.#host.requestUpdate()
    return this as TranslateController<keys | more>
  }

  /** The current translate function (a new one only after the catalogue changed). */
  get translate(): Translate<keys> {
    const messages = this.#i18n.value?.messages
    if (messages !== this.#messages) {
      this.#messages = messages
      this.#translate = createFallbackTranslator(this.#english, messages as Partial<Messages> | undefined)
    }
    return this.#translate
  }
}
