import { type Kit, type RouterData, type View, getConnectors } from '@kit/core'
import { t } from '../i18n/translate.js'
import { KitAccountView } from './account-view/account-view.component.js'
import { KitConnectView } from './connect-view/connect-view.component.js'
import { KitConnectingExternalView } from './connecting-external-view/connecting-external-view.component.js'
import { KitNetworksView } from './networks-view/networks-view.component.js'

/** The dialog title of a view (its accessible name). */
export type ViewTitle = (kit: Kit, data: RouterData) => string

export type ViewEntry = {
  /** The view's custom element tag (`kit-*-view`). */
  readonly tag: string
  readonly title: ViewTitle
  /** Eager views: the class, registered together with `<appkit-modal>` (in the main chunk). */
  readonly element?: CustomElementConstructor | undefined
  /** Lazy views: imports the chunk whose registration file defines `tag`. */
  readonly load?: (() => Promise<unknown>) | undefined
  /** Lazy views worth fetching while this one is shown (the likely next step). */
  readonly prefetch?: readonly View[] | undefined
}

const eager = (tag: string, element: CustomElementConstructor, title: ViewTitle, prefetch?: readonly View[]): ViewEntry => ({
  tag,
  element,
  title,
  prefetch,
})

const lazy = (tag: string, load: () => Promise<unknown>, title: ViewTitle): ViewEntry => ({ tag, load, title })

const connectorName: ViewTitle = (kit, data) =>
  getConnectors(kit).find((item) => item.connector.id === data.connectorId)?.connector.name ?? t('connect.title')

const networkName: ViewTitle = (kit, data) => {
  const network = kit.networks.find((candidate) => candidate.caipNetworkId === data.networkId)
  return network ? t('network.switchActiveChain', { network: network.name }) : t('network.switch')
}

/**
 * Router view → element. Connect, ConnectingExternal, Account and Networks are eager so the
 * modal opens at once on click; every other view is a lazy chunk, added with one line:
 *
 * ```ts
 * Swap: lazy('kit-swap-view', () => import('./swap-view/swap-view.js'), () => t('swap.title')),
 * ```
 */
export const viewRegistry: Readonly<Partial<Record<View, ViewEntry>>> = {
  Connect: eager('kit-connect-view', KitConnectView, () => t('connect.title')),
  ConnectingExternal: eager('kit-connecting-external-view', KitConnectingExternalView, connectorName),
  Account: eager('kit-account-view', KitAccountView, () => t('account.title'), ['SwitchNetwork']),
  Networks: eager('kit-networks-view', KitNetworksView, () => t('network.select'), ['SwitchNetwork']),
  SwitchNetwork: lazy('kit-switch-network-view', () => import('./switch-network-view/switch-network-view.js'), networkName),
  UnsupportedChain: lazy(
    'kit-unsupported-chain-view',
    () => import('./unsupported-chain-view/unsupported-chain-view.js'),
    () => t('network.switch'),
  ),
}

/** The view shown for a route the registry does not know (yet). */
export const fallbackView: View = 'Connect'

/** Eager view elements (tag → class), for `<appkit-modal>`'s dependencies. */
export const eagerViewElements: Readonly<Record<string, CustomElementConstructor>> = Object.fromEntries(
  Object.values(viewRegistry)
    .filter((entry) => entry.element)
    .map((entry) => [entry.tag, entry.element as CustomElementConstructor]),
)

const loading = new Map<string, Promise<void>>()

/** Whether a view's element is registered and can render now. */
export function isViewReady(entry: ViewEntry): boolean {
  return typeof customElements !== 'undefined' && customElements.get(entry.tag) !== undefined
}

/** Loads (once) and registers a lazy view; resolves when its element is defined. */
export function loadView(entry: ViewEntry): Promise<void> {
  if (isViewReady(entry) || !entry.load) return Promise.resolve()
  let promise = loading.get(entry.tag)
  if (!promise) {
    promise = entry.load().then(
      () => customElements.whenDefined(entry.tag).then(() => undefined),
      (error: unknown) => {
        loading.delete(entry.tag)
        throw error
      },
    )
    loading.set(entry.tag, promise)
  }
  return promise
}
