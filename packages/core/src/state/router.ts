import type { Namespace } from '../types.js'
import type { SwapPresets } from './swap.js'

/** Every modal view of docs/rules/screens.md, plus the feature views later issues add. */
export type View =
  | 'Connect'
  | 'EmailLogin'
  | 'ConnectingFarcaster'
  | 'ConnectingSocial'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingExternal'
  | 'AllWallets'
  | 'ProfileWallets'
  | 'UpdateEmailWallet'
  | 'Account'
  | 'Networks'
  | 'Swap'
  | 'SwapPreview'
  | 'ApproveTransaction'
  | 'SIWXSignMessage'
  | 'SwitchNetwork'
  | 'SwitchActiveChain'
  | 'UnsupportedChain'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'WalletSend'
  | 'WalletReceive'
  | 'WalletSendSelectToken'
  | 'WalletSendPreview'
  | 'ConnectingMultiChain'
  | 'OnRampProviders'
  | 'BuyInProgress'
  | 'WhatIsAWallet'
  | 'WhatIsANetwork'

/** Data a view needs (the connector being connected, the network being switched to). */
export type RouterData = {
  connectorId?: string | undefined
  networkId?: string | undefined
  /** `open({ namespace })` and SwitchActiveChain: the Connect view lists this namespace's wallets only. */
  namespace?: Namespace | undefined
  /** A multi-namespace wallet (a connector group id): ConnectingMultiChain asks which namespaces. */
  walletId?: string | undefined
  /** The namespaces a multi-namespace connect covers; the modal closes once all of them are connected. */
  namespaces?: Namespace[] | undefined
  /** A catalogue wallet chosen for WalletConnect: shown on ConnectingWalletConnect. */
  walletName?: string | undefined
  walletIcon?: string | undefined
  /** The wallet's deep link (`scheme://`) or universal link (`https://…/`); mobile opens it with the URI. */
  deepLink?: string | undefined
  /** The Swap view's presets (`open({ view: 'Swap', arguments })`); the view starts the swap with them. */
  swap?: SwapPresets | undefined
}

export type RouterState = { view: View; history: View[]; data: RouterData }

export function createRouterState(): RouterState {
  return { view: 'Connect', history: ['Connect'], data: {} }
}

export function pushView(state: RouterState, view: View, data: RouterData = {}) {
  state.view = view
  state.history.push(view)
  state.data = data
}

export function replaceView(state: RouterState, view: View, data: RouterData = {}) {
  state.view = view
  state.history[state.history.length - 1] = view
  state.data = data
}

export function resetView(state: RouterState, view: View) {
  state.view = view
  state.history = [view]
  state.data = {}
}

export function popView(state: RouterState) {
  if (state.history.length <= 1) return
  state.history.pop()
  state.view = state.history[state.history.length - 1] ?? 'Connect'
  state.data = {}
}
