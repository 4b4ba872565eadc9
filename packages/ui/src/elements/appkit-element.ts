import type { Kit } from '@kit/core'
import { KitStateController, type KitStateControllerParameters } from '../controllers/KitStateController.js'
import { ThemeController } from '../controllers/ThemeController.js'
import { TranslateController } from '../controllers/TranslateController.js'
import type { Translate } from '../i18n/translate.js'
import { KitElement } from '../internal/kit-element.js'
import type { PropertyValues } from '../internal/lit.js'
import { property, state } from '../internal/lit.js'

/** Fired on `document` by `<appkit-modal>` when it gets (or changes) its kit. */
export type AppKitModalReadyEvent = CustomEvent<{ kit: Kit; modal: HTMLElement }>

declare global {
  interface GlobalEventHandlersEventMap {
    'appkit-modal-ready': AppKitModalReadyEvent
  }
}

/**
 * Base of the public buttons (`<appkit-button>`, ...). Which kit they use:
 * 1. the `kit` property when set;
 * 2. otherwise the kit of the `<appkit-modal>` whose `id` is the `modal` attribute;
 * 3. otherwise the kit of the first `<appkit-modal>` in the document.
 * A modal that gets its kit later announces it with `appkit-modal-ready` on `document`.
 * The kit's theme is applied to the element itself.
 */
export class AppKitElement extends KitElement {
  /** The kit to use; when unset, the one of the `<appkit-modal>` chosen by `modal`. */
  @property({ attribute: false }) kit: Kit | undefined

  /** `id` of the `<appkit-modal>` whose kit to use (default: the first one in the document). */
  @property({ reflect: true }) modal = ''

  /** The kit found through a `<appkit-modal>`. */
  @state() private modalKit: Kit | undefined

  protected readonly theme = new ThemeController(this, () => this.resolvedKit)

  readonly #i18n = new TranslateController(this, () => this.resolvedKit)

  /** Translates with the resolved kit's locale. */
  protected get t(): Translate {
    return this.#i18n.translate
  }

  /** The kit this element works with. */
  get resolvedKit(): Kit | undefined {
    return this.kit ?? this.modalKit
  }

  /** Follows one slice of the resolved kit's state (registers a controller only). */
  protected select<value>(parameters: Omit<KitStateControllerParameters<value>, 'kit'>): KitStateController<value> {
    return new KitStateController<value>(this, { ...parameters, kit: () => this.resolvedKit })
  }

  override connectedCallback(): void {
    super.connectedCallback()
    document.addEventListener('appkit-modal-ready', this.handleModalReady)
    this.findModalKit()
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    document.removeEventListener('appkit-modal-ready', this.handleModalReady)
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('modal')) this.findModalKit()
  }

  private handleModalReady = (): void => {
    this.findModalKit()
  }

  private findModalKit(): void {
    if (typeof document === 'undefined') return
    const modal = this.modal ? document.getElementById(this.modal) : document.querySelector('appkit-modal')
    const kit = modal && modal.localName === 'appkit-modal' ? (modal as HTMLElement & { kit?: Kit }).kit : undefined
    if (kit !== this.modalKit) this.modalKit = kit
  }
}
