import type { Kit } from '@kit/core'
import { KitStateController, type KitStateControllerParameters } from '../controllers/KitStateController.js'
import { ThemeController } from '../controllers/ThemeController.js'
import { TranslateController } from '../controllers/TranslateController.js'
import { type ButtonMessageKey, buttonMessages } from '../i18n/buttonMessages.js'
import type { Translate } from '../i18n/translate.js'
import { KitElement } from '../internal/kitElement.js'
import type { PropertyValues } from '../internal/lit.js'
import { property, state } from '../internal/lit.js'

/** Fired on `document` by `<appkit-modal>` when it gets (or changes) its kit. */
export type AppKitModalReadyEvent = CustomEvent<{ kit: Kit; modal: HTMLElement }>

/**
 * Fired on `document` to find a kit. An element that found no `<appkit-modal>` kit asks for one:
 * whoever holds a kit whose modal is not in the page yet (`createAppKit` of `@kit/react` appends
 * it once the page is idle) answers by setting `detail.kit`. A request that carries `detail.kits`
 * (`@kit/react`'s hooks with no provider) collects every kit `createAppKit` made in the page.
 */
export type AppKitKitRequestEvent = CustomEvent<{ kit?: Kit | undefined; kits?: Kit[] | undefined }>

declare global {
  interface GlobalEventHandlersEventMap {
    'appkit-modal-ready': AppKitModalReadyEvent
    'appkit-kit-request': AppKitKitRequestEvent
  }
}

/**
 * Base of the public buttons (`<appkit-button>`, ...). Which kit they use:
 * 1. the `kit` property when set;
 * 2. otherwise the kit of the `<appkit-modal>` whose `id` is the `modal` attribute;
 * 3. otherwise the kit of the first `<appkit-modal>` in the document;
 * 4. otherwise the kit that answers `appkit-kit-request` on `document` (a modal not appended yet).
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

  readonly #i18n = new TranslateController(this, { english: buttonMessages, kit: () => this.resolvedKit })

  /** Translates with the resolved kit's locale (the buttons' texts only: see `buttonMessages`). */
  protected get t(): Translate<ButtonMessageKey> {
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
    let kit: Kit | undefined
    if (modal?.localName === 'appkit-modal') kit = (modal as HTMLElement & { kit?: Kit }).kit
    else if (!this.modal) kit = requestKit()
    if (kit !== this.modalKit) this.modalKit = kit
  }
}

/** The kit of a modal that is not in the page yet, if one answers (`appkit-kit-request`). */
function requestKit(): Kit | undefined {
  const request: AppKitKitRequestEvent = new CustomEvent('appkit-kit-request', { detail: {} })
  document.dispatchEvent(request)
  return request.detail.kit
}

/** The kit `createAppKit` made in this page when it made exactly one (`detail.kits`), else undefined. */
export function requestOnlyKit(): Kit | undefined {
  const request: AppKitKitRequestEvent = new CustomEvent('appkit-kit-request', { detail: { kits: [] } })
  document.dispatchEvent(request)
  return request.detail.kits?.length === 1 ? request.detail.kits[0] : undefined
}
