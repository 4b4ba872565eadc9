import { en, type MessageKey } from '../i18n/en.js'
import { KitViewBase } from './kit-view-base.js'

/**
 * Base class of the connected `kit-*-view` elements: the kit comes from `kitContext` (provided
 * by `<appkit-modal>`), `this.t` translates over the whole catalogue, and `select()` wires a core
 * get/watch pair into a {@link KitStateController}. Views read state and call core actions from
 * event handlers; they hold no domain logic.
 */
export class KitView extends KitViewBase<MessageKey> {
  constructor() {
    super(en)
  }
}
