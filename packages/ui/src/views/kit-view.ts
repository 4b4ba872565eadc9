import type { Kit } from '@kit/core'
import { consume } from '@lit/context'
import { kitContext } from '../context.js'
import { KitStateController, type KitStateControllerParameters } from '../controllers/KitStateController.js'
import { TranslateController } from '../controllers/TranslateController.js'
import { en } from '../i18n/en.js'
import type { Translate } from '../i18n/translate.js'
import { KitElement } from '../internal/kitElement.js'
import { state } from '../internal/lit.js'

/**
 * Base class of the connected `kit-*-view` elements: the kit comes from `kitContext` (provided
 * by `<appkit-modal>`), and `select()` wires a core get/watch pair into a
 * {@link KitStateController}. Views read state and call core actions from event handlers; they
 * hold no domain logic.
 */
export class KitView extends KitElement {
  /** The kit of the enclosing `<appkit-modal>`. */
  @consume({ context: kitContext, subscribe: true })
  @state()
  kit: Kit | undefined

  readonly #i18n = new TranslateController(this, { english: en })

  /** Translates with the kit's locale: `this.t('connect.title')`. */
  protected get t(): Translate {
    return this.#i18n.translate
  }

  /** Follows one slice of kit state; call from field initialisers (registers a controller only). */
  protected select<value>(parameters: KitStateControllerParameters<value>): KitStateController<value> {
    return new KitStateController<value>(this, parameters)
  }
}
