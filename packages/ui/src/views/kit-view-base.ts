import type { Kit } from '@kit/core'
import { consume } from '@lit/context'
import { kitContext } from '../context.js'
import { KitStateController, type KitStateControllerParameters } from '../controllers/KitStateController.js'
import { TranslateController } from '../controllers/TranslateController.js'
import type { EnglishMessages, MessageKey } from '../i18n/en.js'
import type { Translate } from '../i18n/translate.js'
import { KitElement } from '../internal/kitElement.js'
import { state } from '../internal/lit.js'

/**
 * What every connected `kit-*-view` element shares, over the English texts it is given: the
 * Connect view, in `<appkit-modal>`'s own chunk, translates over `modalMessages`; every other view
 * extends {@link KitView} (the whole catalogue, in the lazy views' shared chunk).
 */
export class KitViewBase<keys extends MessageKey> extends KitElement {
  /** The kit of the enclosing `<appkit-modal>`. */
  @consume({ context: kitContext, subscribe: true })
  @state()
  kit: Kit | undefined

  readonly #i18n: TranslateController<keys>

  constructor(english: Pick<EnglishMessages, keys>) {
    super()
    this.#i18n = new TranslateController<keys>(this, { english })
  }

  /** Translates with the kit's locale: `this.t('connect.title')`. */
  protected get t(): Translate<keys> {
    return this.#i18n.translate
  }

  /** Follows one slice of kit state; call from field initialisers (registers a controller only). */
  protected select<value>(parameters: KitStateControllerParameters<value>): KitStateController<value> {
    return new KitStateController<value>(this, parameters)
  }
}
