import { getAuth, getConnectorGroups, getConnectors, getOnRamp, type Kit, type RouterData, type View } from '@kit/core'
import type { MessageKey } from '../i18n/en.js'
import type { ModalMessageKey } from '../i18n/modalMessages.js'
import type { Translate } from '../i18n/translate.js'
import { KitConnectView } from './connect-view/connect-view.component.js'
import { socialName } from './social-name.js'

/**
 * The dialog title of a view (its accessible name), over the English texts its chunk has: the
 * Connect view's over the modal's part (`modalMessages`), a lazy view's over the whole catalogue.
 */
export type ViewTitle<keys extends MessageKey = MessageKey> = (kit: Kit, data: RouterData, t: Translate<keys>) => string

type ViewEntryBase = {
  /** The view's custom element tag (`kit-*-view`). */
  readonly tag: string
  /** Lazy views worth fetching while this one is shown (the likely next step). */
  readonly prefetch?: readonly View[] | undefined
}

/** Eager views: the class, registered together with `<appkit-modal>` (in its chunk). */
export type EagerViewEntry = ViewEntryBase & {
  readonly element: CustomElementConstructor
  readonly load?: undefined
  readonly title: ViewTitle<ModalMessageKey>
}

/** Lazy views: imports the chunk whose registration file defines `tag`. */
export type LazyViewEntry = ViewEntryBase & {
  readonly element?: undefined
  readonly load: () => Promise<unknown>
  readonly title: ViewTitle
}

export type ViewEntry = EagerViewEntry | LazyViewEntry

const eager = (tag: string, element: CustomElementConstructor, title: ViewTitle<ModalMessageKey>, prefetch?: readonly View[]): EagerViewEntry => ({
  tag,
  element,
  title,
  prefetch,
})

const lazy = (tag: string, load: () => Promise<unknown>, title: ViewTitle, prefetch?: readonly View[]): LazyViewEntry => ({
  tag,
  load,
  title,
  prefetch,
})

const connectorName: ViewTitle = (kit, data, t) =>
  getConnectors(kit).find((item) => item.connector.id === data.connectorId)?.connector.name ?? t('connect.title')

const networkName: ViewTitle = (kit, data, t) => {
  const network = kit.networks.find((candidate) => candidate.caipNetworkId === data.networkId)
  return network ? t('network.switchActiveChain', { network: network.name }) : t('network.switch')
}

/**
 * Router view → element. Connect is eager so the modal opens at once on the first click; every
 * other view is a lazy chunk: ConnectingExternal is fetched while Connect is shown, Account and
 * Networks once a wallet is connected (`<appkit-modal>`, in an idle moment). A view is added with one line:
 *
 * ```ts
 * Swap: lazy('kit-swap-view', () => import('./swap-view/swap-view.js'), (_kit, _data, t) => t('swap.title')),
 * ```
 */
export const viewRegistry: Readonly<Partial<Record<View, ViewEntry>>> = {
  // The WalletConnect view's chunk (QR encoder included) is fetched while Connect is shown.
  Connect: eager('kit-connect-view', KitConnectView, (_kit, _data, t) => t('connect.title'), [
    'ConnectingExternal',
    'ConnectingWalletConnect',
    'ConnectingMultiChain',
    'AllWallets',
  ]),
  // The Kit API's wallet catalogue: 40 a page, infinite scroll, search.
  AllWallets: lazy(
    'kit-all-wallets-view',
    () => import('./all-wallets-view/all-wallets-view.js'),
    (_kit, _data, t) => t('connect.allWallets'),
  ),
  // A wallet of several namespaces: which ones to connect (all by default).
  ConnectingMultiChain: lazy(
    'kit-connecting-multi-chain-view',
    () => import('./connecting-multi-chain-view/connecting-multi-chain-view.js'),
    (kit, data, t) => getConnectorGroups(kit).find((group) => group.id === data.walletId)?.name ?? t('multiChain.title'),
  ),
  // A network of a namespace without a connected wallet: offers to connect one.
  SwitchActiveChain: lazy('kit-switch-active-chain-view', () => import('./switch-active-chain-view/switch-active-chain-view.js'), networkName),
  ConnectingWalletConnect: lazy(
    'kit-connecting-walletconnect-view',
    () => import('./connecting-walletconnect-view/connecting-walletconnect-view.js'),
    (_kit, data, t) => data.walletName ?? t('connect.walletConnect'),
  ),
  ConnectingWalletConnectBasic: lazy(
    'kit-connecting-walletconnect-basic-view',
    () => import('./connecting-walletconnect-basic-view/connecting-walletconnect-basic-view.js'),
    (_kit, _data, t) => t('connect.walletConnect'),
  ),
  ConnectingExternal: lazy('kit-connecting-external-view', () => import('./connecting-external-view/connecting-external-view.js'), connectorName),
  // The tabs' chunk loads beside the view's (in parallel): defined late, they grew the dialog
  // under the pointer, so a click meant for Send could land on another row.
  Account: lazy(
    'kit-account-view',
    () => Promise.all([import('./account-view/account-view.js'), import('./account-tabs/account-tabs.js')]),
    (_kit, _data, t) => t('account.title'),
    ['SwitchNetwork', 'WalletSend', 'WalletReceive', 'OnRampProviders'],
  ),
  // Send (form → token list → preview and confirmation) and Receive: lazy chunks.
  WalletSend: lazy(
    'kit-wallet-send-view',
    () => import('./wallet-send-view/wallet-send-view.js'),
    (_kit, _data, t) => t('send.title'),
  ),
  WalletSendSelectToken: lazy(
    'kit-wallet-send-select-token-view',
    () => import('./wallet-send-select-token-view/wallet-send-select-token-view.js'),
    (_kit, _data, t) => t('send.selectToken'),
  ),
  WalletSendPreview: lazy(
    'kit-wallet-send-preview-view',
    () => import('./wallet-send-preview-view/wallet-send-preview-view.js'),
    (_kit, _data, t) => t('send.previewTitle'),
  ),
  WalletReceive: lazy(
    'kit-wallet-receive-view',
    () => import('./wallet-receive-view/wallet-receive-view.js'),
    (_kit, _data, t) => t('receive.title'),
  ),
  // Buying crypto: the form and providers, then the purchase followed until it is paid out.
  OnRampProviders: lazy(
    'kit-onramp-providers-view',
    () => import('./onramp-providers-view/onramp-providers-view.js'),
    (_kit, _data, t) => t('onramp.title'),
  ),
  BuyInProgress: lazy(
    'kit-buy-in-progress-view',
    () => import('./buy-in-progress-view/buy-in-progress-view.js'),
    (kit, _data, t) => t('onramp.progressTitle', { asset: getOnRamp(kit).purchaseCurrency }),
  ),
  // Name registration (form → success): one lazy chunk.
  RegisterAccountName: lazy(
    'kit-register-name-view',
    () => import('./register-name-view/register-name-view.js'),
    (_kit, _data, t) => t('names.title'),
  ),
  RegisterAccountNameSuccess: lazy(
    'kit-register-name-success-view',
    () => import('./register-name-view/register-name-view.js'),
    (_kit, _data, t) => t('names.successTitle'),
  ),
  // Swap (form with token pickers → preview with approve and swap steps): one lazy chunk.
  Swap: lazy(
    'kit-swap-view',
    () => import('./swap-view/swap-view.js'),
    (_kit, _data, t) => t('swap.title'),
  ),
  SwapPreview: lazy(
    'kit-swap-preview-view',
    () => import('./swap-view/swap-view.js'),
    (_kit, _data, t) => t('swap.previewTitle'),
  ),
  Networks: lazy(
    'kit-networks-view',
    () => import('./networks-view/networks-view.js'),
    (_kit, _data, t) => t('network.select'),
    ['SwitchNetwork'],
  ),
  SwitchNetwork: lazy('kit-switch-network-view', () => import('./switch-network-view/switch-network-view.js'), networkName),
  UnsupportedChain: lazy(
    'kit-unsupported-chain-view',
    () => import('./unsupported-chain-view/unsupported-chain-view.js'),
    (_kit, _data, t) => t('network.switch'),
  ),
  // Email and social login (the embedded wallet): lazy chunks, loaded when the login starts.
  EmailLogin: lazy(
    'kit-email-login-view',
    () => import('./email-login-view/email-login-view.js'),
    (_kit, _data, t) => t('email.title'),
  ),
  ConnectingSocial: lazy(
    'kit-connecting-social-view',
    () => import('./connecting-social-view/connecting-social-view.js'),
    (kit, _data, t) => {
      const provider = getAuth(kit).socialLogin?.provider
      return provider ? t('social.title', { provider: socialName(t, provider) }) : t('connect.title')
    },
  ),
  ConnectingFarcaster: lazy(
    'kit-connecting-farcaster-view',
    () => import('./connecting-farcaster-view/connecting-farcaster-view.js'),
    (_kit, _data, t) => t('connecting.farcasterTitle'),
  ),
  // Multi-wallet (docs/rules/screens.md and docs/rules/states.md): the profile's wallets, switch the active one, disconnect each.
  ProfileWallets: lazy(
    'kit-profile-wallets-view',
    () => import('./profile-wallets-view/profile-wallets-view.js'),
    (_kit, _data, t) => t('profileWallets.title'),
  ),
  UpdateEmailWallet: lazy(
    'kit-update-email-view',
    () => import('./update-email-view/update-email-view.js'),
    (_kit, _data, t) => t('email.updateTitle'),
  ),
  // Explainers: Connect's "New to wallets?" and the Networks view's "What is a network?".
  WhatIsAWallet: lazy(
    'kit-what-is-a-wallet-view',
    () => import('./what-is-view/what-is-view.js'),
    (_kit, _data, t) => t('explain.walletTitle'),
  ),
  WhatIsANetwork: lazy(
    'kit-what-is-a-network-view',
    () => import('./what-is-view/what-is-view.js'),
    (_kit, _data, t) => t('explain.networkTitle'),
  ),
  // Sign in with the wallet (docs/rules/states.md): opened by the modal when the account has no session.
  SIWXSignMessage: lazy(
    'kit-siwx-sign-message-view',
    () => import('./siwx-sign-message-view/siwx-sign-message-view.js'),
    (_kit, _data, t) => t('siwx.title'),
  ),
  ApproveTransaction: lazy(
    'kit-approve-transaction-view',
    () => import('./approve-transaction-view/approve-transaction-view.js'),
    (_kit, _data, t) => t('siwx.approve'),
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

/** Whether a view's element is registered and can render now. */
export function isViewReady(entry: ViewEntry): boolean {
  return typeof customElements !== 'undefined' && customElements.get(entry.tag) !== undefined
}

/**
 * Loads and registers a lazy view; resolves when its element is defined. The browser's module map
 * fetches a chunk once however often this is called (in flight or loaded), and the custom element
 * registry says when it is ready, so no load is tracked here: after a failed load, the next call
 * asks for the chunk again.
 */
export function loadView(entry: ViewEntry): Promise<void> {
  if (isViewReady(entry) || !entry.load) return Promise.resolve()
  return entry.load().then(() => customElements.whenDefined(entry.tag).then(() => undefined))
}
